/* The words of an exported page, read from its HTML without a browser. */

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text as React writes it into HTML (its five specials escaped), to find it in rendered markup. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

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

const VOID = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;
const READ_ATTRIBUTES = /\s(?:alt|placeholder|title|aria-label)="([^"]*)"/g;

/**
 * The text a visitor reads or hears on a page, by the language the markup gives it: each element's
 * `lang` (the page's on <html>) holds for its text and its alt, placeholder, title and aria-label, as a
 * screen reader takes it. The language switch's `<span lang="ar">العربية</span>` on an English page, and
 * each language's half of the one 404 page, are the other language's text.
 */
export function pageTextByLanguage(html: string): Map<string, string> {
  const markup = html
    .replace(/<!--[\s\S]*?-->|<![^>]*>/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const texts = new Map<string, string[]>();
  const add = (lang: string, text: string) => {
    if (!text.trim()) return;
    const parts = texts.get(lang);
    if (parts) parts.push(text);
    else texts.set(lang, [text]);
  };
  const open: { name: string; lang: string }[] = [];
  const langNow = () => open.at(-1)?.lang ?? '';
  let at = 0;
  for (const tag of markup.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    add(langNow(), markup.slice(at, tag.index));
    at = tag.index + tag[0].length;
    const [, closing, name, attributes = ''] = tag;
    if (closing) {
      const index = open.findLastIndex((element) => element.name === name!.toLowerCase());
      if (index >= 0) open.length = index;
      continue;
    }
    const lang = /\slang="([^"]*)"/.exec(attributes)?.[1] ?? langNow();
    for (const value of attributes.matchAll(READ_ATTRIBUTES)) add(lang, value[1]!);
    if (!VOID.test(name!) && !attributes.endsWith('/'))
      open.push({ name: name!.toLowerCase(), lang });
  }
  add(langNow(), markup.slice(at));
  return new Map([...texts].map(([lang, parts]) => [lang, pageText(parts.join(' '))]));
}
