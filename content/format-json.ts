/*
 * The layout of the JSON files in content/, as Prettier writes them (.prettierrc: print width 100): two
 * spaces, every object on its lines, an array of plain values on one line when it fits and one value
 * per line when it does not, a final newline. The web editor writes files through this, so a save
 * changes the lines of what was edited and nothing else (e2e/unit/format-json.spec.ts holds it to
 * every file of content/).
 */

const PRINT_WIDTH = 100;
const INDENT = '  ';

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/** Characters on screen, as Prettier counts them (a code point each; no wide characters here). */
const width = (text: string) => [...text].length;

/**
 * `value` as a JSON file. `lead` is what stands before the value on its line (indent and key) and
 * `trail` what follows it (a comma), which decide whether an array fits on one line.
 */
function render(value: unknown, indent: string, lead: number, trail: number): string {
  if (isPlain(value)) return JSON.stringify(value);
  const inner = indent + INDENT;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isPlain)) {
      const line = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      if (lead + width(line) + trail <= PRINT_WIDTH) return line;
    }
    const items = value.map(
      (item, i) => inner + render(item, inner, width(inner), i < value.length - 1 ? 1 : 0),
    );
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, item]) => item !== undefined,
  );
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item], i) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return head + render(item, inner, width(head), i < entries.length - 1 ? 1 : 0);
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** A content file's text for `data`, with its final newline. */
export function formatContentJson(data: unknown): string {
  return `${render(data, '', 0, 0)}\n`;
}
