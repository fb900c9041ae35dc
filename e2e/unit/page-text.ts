/* The words of an exported page, read from its HTML without a browser. */

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The text a visitor can read on a page (and its attributes such as alt and placeholder). */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(
      /<[^>]*>/g,
      (tag) =>
        ` ${[...tag.matchAll(/(?:alt|placeholder|title|aria-label)="([^"]*)"/g)].map((m) => m[1]).join(' ')} `,
    )
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, code: string) =>
      code.startsWith('#x') || code.startsWith('#X')
        ? String.fromCodePoint(parseInt(code.slice(2), 16))
        : code.startsWith('#')
          ? String.fromCodePoint(Number(code.slice(1)))
          : (entities[code] ?? ''),
    );
}
