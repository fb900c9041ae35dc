/*
 * Runs after `next build` (the last step of `npm run build`) and writes, beside the pages in out/, the
 * files search engines read:
 *   - sitemap.xml: every page of the dark trees (English and Arabic) that the export holds, as absolute
 *     URLs on the site URL of content/site.json, each naming its twin in the other language
 *     (`xhtml:link hreflang`, English as x-default), with `lastmod` where content dates the page (a
 *     post's date; the blog index's newest post). The light twins are left out: they are the same pages
 *     in another look.
 *   - robots.txt: everything may be crawled; names the sitemap.
 *   - pagefind/: the site search's index (pipeline/search/index-site.ts).
 *   - cards.json beside each later page of a list of posts, for 'Load More' (pipeline/post-cards.ts).
 * First it checks that Next's output has the shapes the steps rely on (pipeline/next-contract/), and stops
 * the build, naming the broken one, before anything is rewritten. Then it removes the raster originals Next copied from public/images/ (pipeline/pictures/)
 * and the RSC file beside each page that no browser asks for (pipeline/hydration/rsc-files.ts). Before the
 * headers are computed from the pages, every page is rewritten to paint before it hydrates
 * (pipeline/hydration/paint-first.ts) and loses the preloads of the other language's fonts
 * (pipeline/fonts/language-fonts.ts).
 * The sitemap is read from out/ rather than from a route list, so a page added by content or by a new
 * route is in it without anyone remembering to add it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getPosts, getSite } from '../content';
import { precompressStatic } from './compress';
import { dropFontHints, dropFontPreloads, otherFonts } from './fonts/language-fonts';
import { paintFirst } from './hydration/paint-first';
import { dropUnreadRscFiles, TREE_RSC_FILE, UNREAD_RSC_FILE } from './hydration/rsc-files';
import { exportedHtml, writeSecurityHeaders } from './security/headers';
import { writeSeoFiles } from './seo';
import { writeSearchIndex } from './search/index-site';
import { EDITOR_FOLDER } from './cms/folder';
import { dropOriginals } from './pictures/drop-originals';
import { checkNextContract } from './next-contract';
import { writePostCards } from './post-cards';

const OUT = 'out';

/** Paths of the export that are not pages of their own. */
const NOT_PAGES = new Set(['/404/', '/_not-found/']);

/** The URL path of every `index.html` under `dir` (`/`, `/about/`, `/blog/<slug>/`), sorted. */
export function exportedPages(dir = OUT): string[] {
  const pages: string[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const path = `${sub}/${entry.name}`;
      if (entry.isDirectory()) {
        if (path !== `/${EDITOR_FOLDER}`) walk(path);
      } else if (entry.name === 'index.html') pages.push(`${sub}/`);
    }
  };
  walk('');
  return pages.sort();
}

/** The pages whose HTML asks search engines not to index them: the notices at moved addresses. */
export const noindexPages = (pages: string[], dir = OUT) =>
  new Set(
    pages.filter((path) =>
      /<meta name="robots" content="[^"]*noindex/.test(
        readFileSync(join(dir, path, 'index.html'), 'utf8'),
      ),
    ),
  );

/**
 * The pages a sitemap lists: the dark trees' (both languages), without the not-found pages and
 * without `unindexed` (those that ask not to be indexed).
 */
export const sitemapPages = (pages: string[], unindexed: ReadonlySet<string> = new Set()) =>
  pages.filter(
    (path) =>
      !path.startsWith('/light/') &&
      !path.startsWith('/ar/light/') &&
      !NOT_PAGES.has(path) &&
      !NOT_PAGES.has(path.replace(/^\/ar\//, '/')) &&
      !unindexed.has(path),
  );

/** `/ar/about/` → `/about/`: the root path of a page in either language. */
const rootPath = (path: string) => (path.startsWith('/ar/') ? path.slice(3) : path);

/** The dates content gives pages: each post's, and the newest post's for the blog indexes. */
export function contentDates(): Map<string, string> {
  const dates = new Map<string, string>();
  const posts = getPosts();
  for (const post of posts) dates.set(`/blog/${post.slug}/`, post.date);
  const newest = posts[0]?.date;
  if (newest) for (const index of ['/blog/', '/blog-list/']) dates.set(index, newest);
  return dates;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, pages: string[], dates: Map<string, string>): string {
  const listed = new Set(pages);
  const urls = pages.map((path) => {
    const root = rootPath(path);
    const lastmod = dates.get(root);
    const twins = [
      ['en', root],
      ['ar', `/ar${root}`],
    ].filter(([, twin]) => listed.has(twin!));
    const alternates =
      twins.length > 1
        ? [...twins, ['x-default', root]].map(
            ([lang, twin]) =>
              `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(new URL(twin!, siteUrl).href)}"/>`,
          )
        : [];
    return [
      '  <url>',
      `    <loc>${escapeXml(new URL(path, siteUrl).href)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;

async function main() {
  // First, before anything is rewritten: every shape of Next's output the steps below rely on
  // (pipeline/next-contract/). A broken one stops the build here with its name and the file.
  console.log(`post-export: ${checkNextContract(OUT)} pages hold the contract with Next's output`);
  console.log(
    `post-export: ${dropOriginals(OUT)} original pictures removed from ${OUT}/images/ (pages serve their copies in /img/)`,
  );
  console.log(
    `post-export: ${dropUnreadRscFiles(OUT)} ${UNREAD_RSC_FILE} removed (no browser asks for them; pipeline/hydration/rsc-files.ts)`,
  );
  const siteUrl = getSite().url;
  const exported = exportedPages();
  const pages = sitemapPages(exported, noindexPages(exported));
  writeFileSync(join(OUT, 'sitemap.xml'), sitemapXml(siteUrl, pages, contentDates()));
  writeFileSync(join(OUT, 'robots.txt'), robotsTxt(siteUrl));
  const pagesHtml = exportedHtml(OUT);
  let fetched = 0;
  for (const { file } of pagesHtml) {
    const path = join(OUT, file);
    const html = readFileSync(path, 'utf8');
    // A page's RSC payload, as Next's router fetches it: `about/index.html` → `/about/index.txt`. The 404
    // page answers any path and keeps its small payload inline.
    const payloadFile = file.endsWith('index.html') ? file.replace(/html$/, 'txt') : undefined;
    const payload =
      payloadFile && existsSync(join(OUT, payloadFile))
        ? { url: `/${payloadFile}`, text: readFileSync(join(OUT, payloadFile), 'utf8') }
        : undefined;
    let rewritten = paintFirst(html, payload);
    if (payload && rewritten !== html) fetched += 1;
    // Each page preloads its own language's fonts only (pipeline/fonts/language-fonts.ts). The 404 page
    // serves both languages and preloads no font.
    if (file !== '404.html') {
      const others = otherFonts(file.startsWith('ar/') ? 'ar' : 'en');
      rewritten = dropFontPreloads(rewritten, others);
      if (payloadFile && payload) {
        const text = dropFontHints(payload.text, others);
        if (text !== payload.text) writeFileSync(join(OUT, payloadFile), text);
        // The route tree the router's prefetch fetches carries the same hints: without this, pointing at
        // a link on an English page downloaded the Arabic fonts (pipeline/hydration/rsc-files.ts).
        const tree = join(OUT, dirname(payloadFile), TREE_RSC_FILE);
        if (existsSync(tree)) {
          const treeText = readFileSync(tree, 'utf8');
          const dropped = dropFontHints(treeText, others);
          if (dropped !== treeText) writeFileSync(tree, dropped);
        }
      }
    }
    if (rewritten !== html) writeFileSync(path, rewritten);
  }
  console.log(
    `post-export: ${pagesHtml.length} pages load their scripts after the first paint, ${fetched} with their RSC payload from index.txt`,
  );
  console.log(`post-export: sitemap.xml (${pages.length} pages) and robots.txt written to ${OUT}/`);
  // The cards Load More fetches from the later pages of the lists of posts, before they are compressed.
  console.log(`post-export: ${writePostCards(OUT, exportedPages())}`);
  // The site search's index, before the headers: its worker gets a policy of its own (pipeline/security/).
  console.log(`post-export: ${await writeSearchIndex(OUT, exportedPages())}`);
  console.log(`post-export: ${writeSecurityHeaders(OUT)}`);
  console.log(`post-export: ${precompressStatic(OUT)}`);
  void writeSeoFiles(OUT, exportedPages()); // RSS feed and social cards (pipeline/seo/)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
