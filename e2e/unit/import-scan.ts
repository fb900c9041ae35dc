/*
 * The imports of a TypeScript source, read without the compiler (loading and running TypeScript over
 * every file under e2e/ took seconds; this takes milliseconds): comments, strings, template literals and
 * regular expressions are blanked first, so that an import written inside one is not taken for code.
 */

export type Imported = {
  line: number;
  specifier: string;
  /** `[name it has here, name in the module, line]` of each value taken by name; 'all' for `* as x`, import(), require(). */
  names: [string, string, number][] | 'all';
  /** An `export … from`: the module's names handed on. */
  reExport: boolean;
};

/** Characters after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set([...'(,=:[!&|?{};+-*%<>~^']);

/** `text` with the insides of comments, strings, templates and regular expressions as spaces (lines kept). */
export function blanked(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  // The last character of code before `/`: whether it starts a regular expression or divides.
  let last = '';
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    const next = text[i + 1];
    let end: number;
    if (c === '/' && next === '/') blank(i, (end = blankTo(text, i, '\n', blank, 0)));
    else if (c === '/' && next === '*') {
      const close = text.indexOf('*/', i + 2);
      blank(i, (end = close < 0 ? text.length : close + 2));
    } else if (c === "'" || c === '"' || c === '`') end = blankTo(text, i + 1, c, blank, 1);
    else if (c === '/' && startsRegex(last, text.slice(Math.max(0, i - 8), i)))
      blank(i + 1, (end = regexEnd(text, i)) - 1);
    else {
      if (!/\s/.test(c)) last = c;
      i++;
      continue;
    }
    if (c !== '/' || (next !== '/' && next !== '*')) last = 'x';
    i = end;
  }
  return out.join('');
}

/** Whether a `/` after `last` (the code's last character; `before`, the text just before) starts a regular expression. */
const startsRegex = (last: string, before: string) =>
  last === '' || BEFORE_REGEX.has(last) || /\b(return|typeof|case|of|in)\s*$/.test(before);

/** Blanks from `from` to the unescaped `close` (kept `keep` characters of it); returns the index after it. */
function blankTo(
  text: string,
  from: number,
  close: string,
  blank: (a: number, b: number) => void,
  keep: number,
): number {
  let i = from;
  while (i < text.length && text[i] !== close) i += text[i] === '\\' ? 2 : 1;
  blank(from, i);
  return Math.min(text.length, i + keep);
}

/** The index after a regular expression literal starting at `from` (its class brackets may hold a `/`). */
function regexEnd(text: string, from: number): number {
  let inClass = false;
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '\n') return i;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return i + 1;
  }
  return text.length;
}

/** `{ a, b as c, type d }` at `start` → [['a', 'a', line], ['c', 'b', line]]: types left out. */
function namesOf(
  braces: string,
  start: number,
  lineAt: (index: number) => number,
): [string, string, number][] {
  return [...braces.matchAll(/[{,]\s*(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?/g)]
    .filter((m) => !m[1])
    .map((m) => [m[3] ?? m[2]!, m[2]!, lineAt(start + m.index + m[0].indexOf(m[2]!))]);
}

const IMPORT = /\bimport\s+(type\s+)?([\w$\s{},*]*?)\s*\bfrom\s*(['"])/g;
const EXPORT = /\bexport\s+(type\s+)?(\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])/g;
const CALL = /\b(import|require)\s*\(\s*(['"])/g;

/** Every import, re-export, import() and require() of a module in `text`, with its line. */
export function importsOf(text: string): Imported[] {
  const code = blanked(text);
  const found: Imported[] = [];
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const specifierAt = (quote: number) =>
    text.slice(quote + 1, code.indexOf(code[quote]!, quote + 1));
  for (const m of code.matchAll(IMPORT)) {
    if (m[1]) continue;
    const quote = m.index + m[0].length - 1;
    const clause = m[2]!;
    const at = m.index + m[0].indexOf(clause, 6);
    const braces = /\{[^}]*\}/.exec(clause);
    const names: Imported['names'] = /\*\s*as\s/.test(clause)
      ? 'all'
      : [
          ...(/^\s*[\w$]+\s*(,|$)/.test(clause)
            ? [['default', 'default', lineAt(at)] as [string, string, number]]
            : []),
          ...(braces ? namesOf(braces[0], at + braces.index, lineAt) : []),
        ];
    found.push({ line: lineAt(m.index), specifier: specifierAt(quote), names, reExport: false });
  }
  for (const m of code.matchAll(EXPORT)) {
    if (m[1]) continue;
    const quote = m.index + m[0].length - 1;
    const names = m[2]!.startsWith('*')
      ? 'all'
      : namesOf(m[2]!, m.index + m[0].indexOf(m[2]!, 6), lineAt);
    found.push({ line: lineAt(m.index), specifier: specifierAt(quote), names, reExport: true });
  }
  for (const m of code.matchAll(CALL)) {
    const quote = m.index + m[0].length - 1;
    // `import('x').Page` names a type, not a module loaded.
    const after = code.slice(code.indexOf(code[quote]!, quote + 1) + 1);
    if (/^\s*\)\.[A-Z]/.test(after)) continue;
    found.push({
      line: lineAt(m.index),
      specifier: specifierAt(quote),
      names: 'all',
      reExport: false,
    });
  }
  return found.sort((a, b) => a.line - b.line);
}
