/*
 * Draws each page's social card into the export, after `next build` (run by pipeline/post-export.ts).
 *
 * The pages say what their card shows (components/seo/page-seo.ts): og:image names the file
 * (/og/<path>.png), og:title the title, <meta name="category"> the section. This reads those tags from
 * every exported dark-tree page whose og:image is its own card (a light twin shares its dark page's card; a
 * moved page points at its new address's; a later page of a list of posts, its list's first page's), draws the SVG of pipeline/seo/og-card.ts, and has sharp render it
 * to a 1200x630 PNG. Rendered cards are kept in node_modules/.cache/og-cards/ (or $BUILD_CACHE_DIR/og-cards/,
 * pipeline/build-cache.ts) under the hash of their SVG, so an unchanged page costs a file copy on the next
 * build. A page whose og:image names a card that was not drawn stops the build.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { buildCacheDir } from '../build-cache';
import { CARD, cardSvg } from './og-card';

const CACHE = buildCacheDir('og-cards');

export interface HeadTags {
  ogImage?: string;
  ogTitle?: string;
  category?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Undoes the HTML escaping of an attribute value (named and numeric references). */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#')
      return String.fromCodePoint(
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)),
      );
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The `content` of every <meta> with the given property or name, in document order. */
export function metaContents(html: string, key: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const name = /\b(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (name === key && content !== undefined) found.push(decodeHtml(content));
  }
  return found;
}

export function headTags(html: string): HeadTags {
  const [ogImage] = metaContents(html, 'og:image');
  const [ogTitle] = metaContents(html, 'og:title');
  const [category] = metaContents(html, 'category');
  return { ogImage, ogTitle, category };
}

/** `/about/` → `/og/about.png`: the card a page draws (components/seo/page-seo.ts, ogImagePath). */
export const ownCard = (route: string) => `/og/${route.replace(/^\/|\/$/g, '') || 'index'}.png`;

const htmlOf = (outDir: string, route: string) => join(outDir, route, 'index.html');

/** Renders an SVG to PNG through the cache; returns the PNG's file and whether it was drawn now. */
async function renderCached(svg: string): Promise<{ file: string; fresh: boolean }> {
  const key = createHash('sha256').update(svg).digest('hex').slice(0, 32);
  const file = join(CACHE, `${key}.png`);
  if (existsSync(file)) return { file, fresh: false };
  const png = await sharp(Buffer.from(svg))
    .resize(CARD.width, CARD.height)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, png);
  return { file, fresh: true };
}

export interface CardReport {
  cards: number;
  rendered: number;
}

/**
 * Draws the cards of the given routes (all of the export's pages) into `outDir`. `siteUrl` is the origin
 * the og:image URLs are on.
 */
export async function writeOgImages(
  outDir: string,
  routes: readonly string[],
  siteUrl: string,
  siteName: string,
  /** The agency's name on the Arabic pages' cards (/og/ar/…). */
  arabicSiteName = siteName,
): Promise<CardReport> {
  const host = new URL(siteUrl).host;
  const toPath = (url: string) => (url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url);
  const wanted = new Map<string, { title: string; section: string; siteName: string }>();
  const referenced = new Map<string, string>();
  for (const route of routes) {
    const html = readFileSync(htmlOf(outDir, route), 'utf8');
    const tags = headTags(html);
    if (!tags.ogImage) continue;
    const image = toPath(tags.ogImage);
    referenced.set(image, route);
    if (route.startsWith('/light/') || route.startsWith('/ar/light/') || image !== ownCard(route))
      continue;
    if (!tags.ogTitle || !tags.category)
      throw new Error(`${route}: og:image ${image} but no og:title or category to draw it from`);
    wanted.set(image, {
      title: tags.ogTitle,
      section: tags.category,
      siteName: route.startsWith('/ar/') ? arabicSiteName : siteName,
    });
  }
  let rendered = 0;
  const jobs = [...wanted];
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const [image, text] = job;
      const { file, fresh } = await renderCached(cardSvg({ ...text, host }));
      if (fresh) rendered++;
      const target = join(outDir, image);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(file, target);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  for (const [image, route] of referenced)
    if (!wanted.has(image) && !existsSync(join(outDir, image)))
      throw new Error(`${route}: og:image ${image} is not a card of any exported page`);
  return { cards: wanted.size, rendered };
}
