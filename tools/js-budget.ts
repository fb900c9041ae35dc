/*
 * `npm run budget`: the JavaScript each exported page makes the browser download, gzipped (level 9), and
 * the weight of its HTML (tools/html-weight.ts: gzip size, inline RSC payload, element count, and the
 * RSC payload it fetches: its index.txt).
 * For every out/**\/index.html and out/404.html it sums the scripts the HTML loads: `<script src>` under
 * /_next/ (not `nomodule` ones, which today's browsers skip), the chunks the paint-first loader adds
 * (its `data-hydrate` list), `<link rel="modulepreload">` and `<link rel="preload" as="script">`. It prints a table, the median and the max, and exits 1 when a page
 * is over its limit: 160 KiB for a shop page (`/shop/…`, either tree: the cart, wishlist and filters run
 * in the browser), 150 KiB for any other page; and the pictures a 390 px phone at DPR 3 downloads before
 * scrolling, at most 250 KB (tools/picture-weight.ts). Carousels need no allowance of their own: Swiper is fetched
 * when a carousel nears the viewport (components/islands/use-swiper.ts), not with the page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { HYDRATE_ATTRIBUTE } from '../pipeline/hydration/paint-first';
import {
  ELEMENT_LIMIT,
  FETCHED_RSC_LIMIT,
  HTML_GZIP_LIMIT,
  measureHtml,
  RSC_LIMIT,
} from './html-weight';
import { EDITOR_FOLDER } from '../pipeline/cms/folder';
import { firstScreenPictures, PICTURE_LIMIT_BYTES } from './picture-weight';

export const KIB = 1024;
export const LIMIT_KIB = 150;
export const SHOP_LIMIT_KIB = 160;

/** The demo shop's pages: /shop/, /shop/cart/, …, in every tree (both themes, both languages). */
export const isShopPage = (page: string) => /^(?:\/ar)?(?:\/light)?\/shop\//.test(page);

export interface PageBudget {
  /** The page's URL path: `/`, `/about/`, `/light/about/`, `/404.html`. */
  page: string;
  /** The script URLs the page loads, deduplicated, in document order, without query or hash. */
  scripts: string[];
  /** Sum of the gzipped sizes of `scripts`, in bytes. */
  gzipBytes: number;
  limitBytes: number;
  over: boolean;
}

/** Attributes of a start tag's attribute text, names lower-cased, `&amp;` decoded. */
function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of text.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (!name || found.has(name)) continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    found.set(name, value.replace(/&amp;/g, '&'));
  }
  return found;
}

/** Path of a same-site URL under /_next/, without query or hash; undefined for anything else. */
function nextAsset(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    const parsed = new URL(url, 'http://page.invalid/');
    if (parsed.origin !== 'http://page.invalid') return undefined;
    path = parsed.pathname;
  } catch {
    return undefined;
  }
  return path.startsWith('/_next/') ? decodeURI(path) : undefined;
}

/** The scripts an HTML document loads from /_next/, deduplicated, in document order. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  // Comments and inline script text (the RSC payload) could show tags that are not there.
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  for (const match of markup.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const tag = match[1]?.toLowerCase();
    const attrs = attributes(match[2] ?? '');
    let url: string | undefined;
    if (tag === 'script') {
      // The paint-first loader lists the framework chunks it adds after the first paint
      // (pipeline/hydration/paint-first.ts).
      for (const chunk of (attrs.get(HYDRATE_ATTRIBUTE) ?? '').split(' ')) {
        const asset = nextAsset(chunk || undefined);
        if (asset) urls.add(asset);
      }
      // Browsers that run modules skip `nomodule` scripts (Next's legacy polyfills): they download nothing.
      if (!attrs.has('nomodule')) url = attrs.get('src');
    } else {
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
      const as = (attrs.get('as') ?? '').toLowerCase();
      if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))
        url = attrs.get('href');
    }
    const asset = nextAsset(url);
    if (asset) urls.add(asset);
  }
  return [...urls];
}

export const gzipSize = (content: Buffer | string): number =>
  gzipSync(content, { level: 9 }).length;

/**
 * The budget of one page: `html` is the page's HTML; `readAsset('/_next/…')` returns a script's bytes (and
 * throws if it does not exist). `sizes` caches gzipped sizes across pages.
 */
export function measurePage(
  page: string,
  html: string,
  readAsset: (url: string) => Buffer | string,
  sizes: Map<string, number> = new Map(),
): PageBudget {
  const scripts = scriptUrls(html);
  let gzipBytes = 0;
  for (const url of scripts) {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSize(readAsset(url));
      sizes.set(url, size);
    }
    gzipBytes += size;
  }
  const limitBytes = (isShopPage(page) ? SHOP_LIMIT_KIB : LIMIT_KIB) * KIB;
  return { page, scripts, gzipBytes, limitBytes, over: gzipBytes > limitBytes };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Every exported page as [URL path, file]: each index.html outside _next/, plus 404.html. */
export function exportedPages(outDir: string): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === outDir && (entry.name === '_next' || entry.name === EDITOR_FOLDER)) continue;
        walk(path);
      } else if (entry.name === 'index.html') {
        const rel = relative(outDir, dir).split(sep).join('/');
        pages.push([rel ? `/${rel}/` : '/', path]);
      }
    }
  };
  walk(outDir);
  const notFound = join(outDir, '404.html');
  if (existsSync(notFound)) pages.push(['/404.html', notFound]);
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

function main(outDir = join(process.cwd(), 'out')): number {
  if (!existsSync(outDir)) {
    console.error(`No export at ${outDir}: run npm run build first.`);
    return 1;
  }
  const pages = exportedPages(outDir);
  if (pages.length === 0) {
    console.error(`No pages in ${outDir}.`);
    return 1;
  }
  const sizes = new Map<string, number>();
  const readAsset = (url: string) => {
    const file = join(outDir, ...url.split('/').filter(Boolean));
    if (!existsSync(file)) throw new Error(`a page loads ${url}, which is not in ${outDir}`);
    return readFileSync(file);
  };
  const htmls = pages.map(([page, file]) => [page, readFileSync(file, 'utf8')] as const);
  // The payload each page fetches after its first paint: index.txt beside its index.html.
  const fetched = new Map(
    pages.map(([page, file]) => {
      const payload = join(dirname(file), 'index.txt');
      return [
        page,
        file.endsWith('index.html') && existsSync(payload) ? statSync(payload).size : 0,
      ];
    }),
  );
  const budgets = htmls.map(([page, html]) => measurePage(page, html, readAsset, sizes));
  const weights = new Map(
    htmls.map(([page, html]) => [page, measureHtml(page, html, fetched.get(page))]),
  );
  const pictures = htmls.map(([page, html]) => ({ page, ...firstScreenPictures(html, outDir) }));

  const width = Math.max(4, ...budgets.map((b) => b.page.length));
  console.log(
    `${'page'.padEnd(width)}  ${'JS KiB'.padStart(7)}  ${'limit'.padStart(5)}  ${'scripts'.padStart(7)}  ${'HTML KiB'.padStart(8)}  ${'RSC KiB'.padStart(7)}  ${'txt KiB'.padStart(7)}  ${'elements'.padStart(8)}`,
  );
  for (const b of budgets) {
    const w = weights.get(b.page);
    if (!w) continue;
    const flags = [...(b.over ? ['JS'] : []), ...w.over].map((f) => f.toUpperCase());
    console.log(
      `${b.page.padEnd(width)}  ${kib(b.gzipBytes).padStart(7)}  ${String(b.limitBytes / KIB).padStart(5)}  ${String(b.scripts.length).padStart(7)}  ${kib(w.gzipBytes).padStart(8)}  ${kib(w.rscBytes).padStart(7)}  ${kib(w.fetchedBytes).padStart(7)}  ${String(w.elements).padStart(8)}${flags.length ? `  OVER ${flags.join(', ')}` : ''}`,
    );
  }
  const totals = budgets.map((b) => b.gzipBytes);
  const max = budgets.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  console.log(
    `\n${budgets.length} pages; JS per page (gzip -9): median ${kib(median(totals))} KiB, max ${kib(max.gzipBytes)} KiB (${max.page})`,
  );
  const all = [...weights.values()];
  const heaviest = (key: 'gzipBytes' | 'rscBytes' | 'elements' | 'fetchedBytes') =>
    all.reduce((a, b) => (b[key] > a[key] ? b : a));
  const [gz, rsc, el] = [heaviest('gzipBytes'), heaviest('rscBytes'), heaviest('elements')];
  const txt = heaviest('fetchedBytes');
  console.log(
    `HTML per page: gzip median ${kib(median(all.map((w) => w.gzipBytes)))} KiB, max ${kib(gz.gzipBytes)} KiB (${gz.page}); ` +
      `RSC payload inline median ${kib(median(all.map((w) => w.rscBytes)))} KiB, max ${kib(rsc.rscBytes)} KiB (${rsc.page}); ` +
      `fetched (index.txt) median ${kib(median(all.map((w) => w.fetchedBytes)))} KiB, max ${kib(txt.fetchedBytes)} KiB (${txt.page}); ` +
      `elements median ${median(all.map((w) => w.elements))}, max ${el.elements} (${el.page})`,
  );

  const heaviestPictures = pictures.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `Pictures before scrolling at 390 px, DPR 3: median ${(median(pictures.map((p) => p.bytes)) / 1000).toFixed(1)} KB, max ${(heaviestPictures.bytes / 1000).toFixed(1)} KB (${heaviestPictures.page}: ${heaviestPictures.files.join(', ')})`,
  );

  let failed = false;
  const picturesOver = pictures.filter((p) => p.bytes > PICTURE_LIMIT_BYTES);
  if (picturesOver.length > 0) {
    failed = true;
    console.error(`\nPicture budget exceeded on ${picturesOver.length} page(s):`);
    for (const p of picturesOver)
      console.error(
        `  ${p.page}: ${(p.bytes / 1000).toFixed(1)} KB > ${PICTURE_LIMIT_BYTES / 1000} KB (${p.files.join(', ')})`,
      );
  }
  const over = budgets.filter((b) => b.over);
  if (over.length > 0) {
    failed = true;
    console.error(`\nJS budget exceeded on ${over.length} page${over.length > 1 ? 's' : ''}:`);
    for (const b of over)
      console.error(`  ${b.page}: ${kib(b.gzipBytes)} KiB > ${b.limitBytes / KIB} KiB`);
  }
  const heavy = all.filter((w) => w.over.length);
  if (heavy.length > 0) {
    failed = true;
    console.error(`\nHTML budget exceeded on ${heavy.length} page${heavy.length > 1 ? 's' : ''}:`);
    for (const w of heavy) {
      const reasons = w.over.map((what) =>
        what === 'gzip'
          ? `${kib(w.gzipBytes)} KiB gzip > ${HTML_GZIP_LIMIT / KIB} KiB`
          : what === 'rsc'
            ? `${kib(w.rscBytes)} KiB of RSC payload > ${RSC_LIMIT / KIB} KiB`
            : what === 'fetched'
              ? `${kib(w.fetchedBytes)} KiB of RSC payload fetched (index.txt) > ${FETCHED_RSC_LIMIT / KIB} KiB`
              : `${w.elements} elements > ${ELEMENT_LIMIT}`,
      );
      console.error(`  ${w.page}: ${reasons.join('; ')}`);
    }
  }
  if (failed) return 1;
  console.log(
    `Budgets passed: JS ${LIMIT_KIB} KiB per page (${SHOP_LIMIT_KIB} KiB in the shop); HTML ${HTML_GZIP_LIMIT / KIB} KiB gzip, ${RSC_LIMIT / KIB} KiB RSC payload inline and ${FETCHED_RSC_LIMIT / KIB} KiB fetched, ${ELEMENT_LIMIT} elements; pictures before scrolling ${PICTURE_LIMIT_BYTES / 1000} KB at 390 px.`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main();
}
