/*
 * The cards 'Load More' reveals (components/islands/post-index.tsx), written by pipeline/post-export.ts:
 * beside each later page of a list of posts (`…/page/<n>/index.html`, components/sections/post-pages.ts)
 * a `cards.json`, the HTML of that page's cards as the page itself has them (an array of strings, one
 * per card: the same tree, language, links and pictures). A few KB each: Load More on page 1 fetches
 * page 2's, then page 3's, and never the whole list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARDS_FILE, PAGE_SEGMENT } from '../components/sections/post-pages';

/** The attribute marking the list of a page's cards (components/islands/post-index.tsx). */
export const CARDS_ATTRIBUTE = 'data-post-cards';

/** A later page of a list of posts (the blog's lists and terms; not the portfolio's: no Load More). */
const laterPage = new RegExp(`/blog(?:-list)?/(?:.+/)?${PAGE_SEGMENT}/\\d+/$`);

/** The HTML of each card of a page: the contents of each `<li>` of its marked list. */
export function cardsOf(html: string, page = 'the page'): string[] {
  const open = new RegExp(`<ul[^>]*\\b${CARDS_ATTRIBUTE}\\b[^>]*>`).exec(html);
  if (!open) throw new Error(`post cards: ${page} has no <ul ${CARDS_ATTRIBUTE}>`);
  const start = open.index + open[0].length;
  const end = html.indexOf('</ul>', start);
  const list = html.slice(start, end);
  if (end < 0 || /<(?:ul|ol|li)\b/.test(list.replace(/<li>|<\/li>/g, '')))
    throw new Error(`post cards: ${page}: a card holds a list; cards.json needs flat cards`);
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? '');
}

/** Writes `cards.json` beside every later page among `pages` (URL paths) in `outDir`; returns a summary. */
export function writePostCards(outDir: string, pages: readonly string[]): string {
  let files = 0;
  let bytes = 0;
  for (const page of pages.filter((path) => laterPage.test(path))) {
    const cards = cardsOf(readFileSync(join(outDir, page, 'index.html'), 'utf8'), page);
    if (cards.length === 0) throw new Error(`post cards: ${page} lists no post`);
    const text = JSON.stringify(cards);
    writeFileSync(join(outDir, page, CARDS_FILE), text);
    files += 1;
    bytes += text.length;
  }
  return `${files} ${CARDS_FILE} files for Load More (${(bytes / Math.max(1, files) / 1024).toFixed(1)} KiB each on average)`;
}
