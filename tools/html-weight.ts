/*
 * The weight of a page's HTML, the second half of `npm run budget` (tools/js-budget.ts runs both).
 * A phone parses, lays out and hydrates all of it before the page answers, so three figures are capped:
 *
 * - the document gzipped (level 9), as a CDN sends it: at most 20 KiB;
 * - the inline RSC payload, the text of the `self.__next_f.push(…)` scripts React hydrates from, as it
 *   sits in the HTML: at most 64 KiB;
 * - the elements of the document (head and body, script and style elements counted once each): at most 860,
 *   well under the 1,400 at which Lighthouse flags an excessive DOM. (800 until each raster picture became
 *   a box-less `<picture>` with its AVIF `<source>` around its `<img>`: two elements more per picture,
 *   no layout box; the pictures-heaviest page, /marketing-agency/ with its 22 pictures, went from 798
 *   to 842 with the header's search button.)
 * - the RSC payload the page fetches after its first paint, its `index.txt` (the paint-first loader,
 *   pipeline/hydration/paint-first.ts, moved the payload out of the HTML; the client router reads the
 *   same file), counted raw as it is parsed: at most 112 KiB, today's largest (/ar/light/marketing-agency/,
 *   106.6 KiB; the blog's lists were 62-69 KiB before they were paginated, 2026-11-28) and 5% more, so a
 *   page that grows with content fails the budget.
 */
import { gzipSync } from 'node:zlib';

const KIB = 1024;
const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

export const HTML_GZIP_LIMIT = 20 * KIB;
export const RSC_LIMIT = 64 * KIB;
export const ELEMENT_LIMIT = 860;
export const FETCHED_RSC_LIMIT = 112 * KIB;

export interface HtmlWeight {
  page: string;
  /** The whole document, gzipped at level 9. */
  gzipBytes: number;
  /** Characters of the inline `self.__next_f` scripts' text (the RSC payload as it sits in the page). */
  rscBytes: number;
  /** Start tags of elements in the document; raw text inside script and style elements is not markup. */
  elements: number;
  /** Bytes of the RSC payload the page fetches (its `index.txt`), raw; 0 for a page without one. */
  fetchedBytes: number;
  /** Which limits the page is over: 'gzip', 'rsc', 'elements', 'fetched'. */
  over: ('gzip' | 'rsc' | 'elements' | 'fetched')[];
}

/** The inline RSC payload's length: the text of every `<script>self.__next_f…</script>`. */
export function rscPayloadBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script>(self\.__next_f[\s\S]*?)<\/script>/g))
    bytes += match[1]?.length ?? 0;
  return bytes;
}

/** Elements in an HTML document: every start tag outside comments and raw-text (script, style) content. */
export function elementCount(html: string): number {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1');
  return markup.match(/<[a-zA-Z][^\s/>]*/g)?.length ?? 0;
}

/** `fetchedBytes`: the size of the payload file the page fetches (its index.txt), if any. */
export function measureHtml(page: string, html: string, fetchedBytes = 0): HtmlWeight {
  const weight = {
    page,
    gzipBytes: gzipSize(html),
    rscBytes: rscPayloadBytes(html),
    elements: elementCount(html),
    fetchedBytes,
  };
  const over: HtmlWeight['over'] = [];
  if (weight.gzipBytes > HTML_GZIP_LIMIT) over.push('gzip');
  if (weight.rscBytes > RSC_LIMIT) over.push('rsc');
  if (weight.elements > ELEMENT_LIMIT) over.push('elements');
  if (weight.fetchedBytes > FETCHED_RSC_LIMIT) over.push('fetched');
  return { ...weight, over };
}
