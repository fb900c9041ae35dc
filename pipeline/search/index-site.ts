/*
 * The site search's index (issue 33), made after `next build` from the pages in out/ by Pagefind
 * (pipeline/post-export.ts calls it before the headers are computed, so its worker gets its policy).
 *
 * Each page of the dark trees is given to Pagefind with its <main> as the searched part: the header, the
 * footer, the menus and the cart are outside it; inside, the breadcrumbs and pagination (nav), the forms
 * (the blog's and the catalogue's filters) and asides (the blog index's sidebar, a post's author box) are
 * left out too. The light trees are the same pages in another look: not indexed, the dialog opens a result
 * in the tree it is opened from (components/search/engine.ts).
 *
 * Pagefind splits the index by <html lang>: /pagefind/ holds one index for English and one for Arabic,
 * and a page loads its own language's only. Each page carries its title (the <title> without the site's
 * name), its section (components/search/sections.ts) and, on Arabic pages, its words in their search
 * spelling (components/search/arabic.ts) after its text; `forms` says how many, so that excerpts leave
 * them out.
 *
 * Only what the browser needs is kept in out/pagefind/: pagefind.js, its worker, the WebAssembly, the
 * index and the fragments (Pagefind also writes its own ready-made interfaces, unused here).
 */
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { getSite } from '../../content';
import { searchSpellings } from '../../components/search/arabic';
import { sectionOf, UNSEARCHED } from '../../components/search/sections';
import { splitPath } from '../../components/ui/tree-href';
import { decodeEntities as decode } from '../html-entities';

export const SEARCH_FOLDER = 'pagefind';

/** The parts of <main> that are not the page's content. */
const EXCLUDED = ['nav', 'form', 'aside', '[role="search"]', 'svg', 'script', 'template'];

/** The files of Pagefind's bundle the dialog uses; the rest is deleted. */
const KEPT =
  /^(?:pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|.*\.pf_meta|wasm\.(?:en|ar)\.pagefind|index|fragment|filter)$/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page's text as a reader sees it, roughly: for the search spellings, not for display. */
const textOf = (html: string) =>
  decode(
    html.replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '),
  );

/**
 * The HTML Pagefind reads for one page: the page with its <main> marked as the searched part, and in
 * it the page's title and section, and (Arabic) its words' search spellings. Throws for a page without
 * <main> or <title>: the export has changed shape.
 */
export function searchableHtml(html: string, path: string, siteName: string): string {
  const { root } = splitPath(path);
  const open = /<main\b[^>]*>/.exec(html);
  const close = html.lastIndexOf('</main>');
  if (!open || close < open.index)
    throw new Error(
      `search index: ${path} has no <main> element; the index reads each page's <main>`,
    );
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) throw new Error(`search index: ${path} has no <title>`);
  const name = decode(title).replace(
    new RegExp(` - ${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    '',
  );
  const start = open.index + open[0].length;
  const main = html.slice(start, close);
  const spellings = /<html[^>]*\blang="ar"/.test(html) ? searchSpellings(textOf(main)) : [];
  const meta = [
    `<span data-pagefind-meta="title" data-pagefind-ignore hidden>${escapeAttribute(name)}</span>`,
    // A filter too: the blog's search box asks for posts only (components/search/engine.ts, searchPosts).
    `<span data-pagefind-meta="section" data-pagefind-filter="section" data-pagefind-ignore hidden>${sectionOf(root)}</span>`,
    `<span data-pagefind-meta="forms" data-pagefind-ignore hidden>${spellings.length}</span>`,
  ].join('');
  const forms = spellings.length ? `<p>${spellings.join(' ')}</p>` : '';
  return `${html.slice(0, open.index)}<main data-pagefind-body>${meta}${main}${forms}</main>${html.slice(close + '</main>'.length)}`;
}

/** Whether the page at URL path `path` is searched: a dark-tree page that is not in UNSEARCHED. */
export function isSearched(path: string): boolean {
  const { tree, root } = splitPath(path);
  return tree === 'dark' && !UNSEARCHED.some((pattern) => pattern.test(root));
}

const folderBytes = (dir: string, match: (name: string) => boolean): number =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && match(entry.name))
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

/** Indexes the pages of `outDir` (their URL paths: `/`, `/ar/about/`) into `outDir`/pagefind/. */
export async function writeSearchIndex(outDir: string, pages: string[]): Promise<string> {
  // The site's name in each language: the titles lose " - Rawnaq" and " - رونق" alike.
  const siteNames = { en: getSite('en').name, ar: getSite('ar').name };
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
  if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
  const searched = pages.filter(isSearched);
  const counts = { en: 0, ar: 0 };
  for (const path of searched) {
    const html = readFileSync(join(outDir, path, 'index.html'), 'utf8');
    const added = await index.addHTMLFile({
      url: path,
      content: searchableHtml(html, path, siteNames[splitPath(path).locale]),
    });
    if (added.errors.length || !added.file)
      throw new Error(`search index: ${path}: ${added.errors.join('; ') || 'not indexed'}`);
    counts[splitPath(path).locale] += 1;
  }
  const folder = join(outDir, SEARCH_FOLDER);
  rmSync(folder, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: folder });
  if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
  await pagefind.close();
  for (const entry of readdirSync(folder))
    if (!KEPT.test(entry)) rmSync(join(folder, entry), { recursive: true });
  const entry = JSON.parse(readFileSync(join(folder, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string; page_count: number }>;
  };
  const sizes = Object.entries(entry.languages).map(([language, { page_count }]) => {
    const bytes = folderBytes(
      folder,
      (name) => name.startsWith(`${language}_`) || name.includes(`.${language}_`),
    );
    return `${language} ${page_count} pages ${(bytes / 1024).toFixed(0)} KiB`;
  });
  return `search index: ${searched.length} pages (${counts.en} English, ${counts.ar} Arabic) in ${outDir}/${SEARCH_FOLDER}/: ${sizes.join(', ')}`;
}
