/*
 * What a contract check (./checks.ts) is given and gives back, and the small readers the checks share.
 */

/** A page as Next wrote it: its file under out/, its HTML, and its RSC payload file when there is one. */
export interface ExportedPage {
  file: string;
  html: string;
  /** The text of the page's `index.txt` (undefined for a page without one, such as 404.html). */
  payload?: string;
  /** Whether a file exists in the export, by URL path (`/_next/static/chunks/x.js`). */
  exists: (urlPath: string) => boolean;
  /** The names of the RSC segment files beside the page (`__next.….txt`), index.txt aside. */
  rscFiles: string[];
  /** The text of a file of the export by URL path (a chunk the page names), undefined if there is none. */
  read: (urlPath: string) => string | undefined;
}

export interface ContractCheck {
  /** The assumption's name, as the build and docs/keeping-current.md say it. */
  name: string;
  /** The post-export step that relies on it. */
  reliedOnBy: string;
  /** What Next's output is expected to hold, in a sentence. */
  expected: string;
  /** Undefined when the page holds it; otherwise what was found instead. */
  find: (page: ExportedPage) => string | undefined;
}

/** The page's scripts: each tag whole, its attributes and its text. */
export const scripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    tag: match[0],
    attributes: match[1] ?? '',
    text: match[2] ?? '',
  }));

/** The first `limit` items, and how many more. */
export const some = (items: string[], limit = 2) =>
  items.slice(0, limit).join(' | ') +
  (items.length > limit ? ` (and ${items.length - limit} more)` : '');

export const clip = (text: string, length = 160) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** The not-found page and its copies: one page for every tree, which keeps its payload and no font preload. */
export const NOT_FOUND = new Set(['404.html', '404/index.html', '_not-found/index.html']);
