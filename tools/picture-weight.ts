/*
 * The pictures a phone downloads before any scrolling, the third part of `npm run budget`
 * (tools/js-budget.ts runs it): at most 250 KB per page, on a 390 px wide screen at DPR 3.
 *
 * Read from the exported HTML as the browser would choose: every picture not marked `loading="lazy"`
 * (the site marks exactly the first screen's pictures eager: components/ui/picture.tsx `priority`),
 * with the `sizes` of its first AVIF `<source>` (a photograph's for dense screens leads, as a DPR 3 screen
 * takes it) worked out for a 390 px viewport (media conditions on width,
 * lengths in px, rem, vw and calc() of those), and the first AVIF copy at least that many device pixels
 * wide (the widest when none is), weighed in out/. A picture without AVIF copies (SVG) weighs its file.
 * Lazy pictures near the top may also load before scrolling in a real browser (Chromium starts lazy
 * loads 1250-2500 px ahead): this count leaves them out.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const PICTURE_LIMIT_BYTES = 250 * 1000;
export const PHONE = { width: 390, dpr: 3 } as const;
const REM = 16;

/** A CSS length in px at this viewport width: `100vw`, `24rem`, `calc(100vw - 2.5rem)`, `64px`. */
export function cssLength(text: string, viewport: number): number {
  const expression = text
    .trim()
    .replace(/^calc\((.*)\)$/, '$1')
    .replace(/(-?[\d.]+)(px|rem|vw)/g, (_, n: string, unit: string) =>
      String(Number(n) * (unit === 'px' ? 1 : unit === 'rem' ? REM : viewport / 100)),
    );
  if (!/^[\d.\s+*/()-]+$/.test(expression)) throw new Error(`Cannot read the length "${text}"`);
  return Function(`return (${expression});`)() as number;
}

/** The slot width `sizes` gives at this viewport width (media conditions on min-/max-width only). */
export function slotWidth(sizes: string, viewport: number): number {
  for (const part of sizes.split(/,(?![^(]*\))/)) {
    const match = /^\s*\((min|max)-width:\s*([\d.]+)(px|rem)\)\s+(.+)$/.exec(part);
    if (!match) return cssLength(part, viewport);
    const bound = Number(match[2]) * (match[3] === 'rem' ? REM : 1);
    if (match[1] === 'min' ? viewport >= bound : viewport <= bound)
      return cssLength(match[4]!, viewport);
  }
  return viewport;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The files a phone fetches for the page's eager pictures, and their total weight in bytes. */
export function firstScreenPictures(
  html: string,
  outDir: string,
): { files: string[]; bytes: number } {
  const files: string[] = [];
  const weigh = (src: string) => {
    const file = join(outDir, ...src.split('?')[0]!.split('/').filter(Boolean));
    return existsSync(file) ? statSync(file).size : 0;
  };
  // Each <picture> with its <img>, and each <img> outside one.
  for (const match of html.matchAll(/<picture\b[\s\S]*?<\/picture>|<img\b[^>]*>/g)) {
    const block = match[0];
    const img = /<img\b[^>]*>/.exec(block)?.[0] ?? '';
    if (attr(img, 'loading') === 'lazy') continue;
    const source = /<source\b[^>]*type="image\/avif"[^>]*>/.exec(block)?.[0];
    if (!source) {
      const src = attr(img, 'src');
      if (src?.startsWith('/')) files.push(src);
      continue;
    }
    const needed = slotWidth(attr(source, 'sizes') ?? '100vw', PHONE.width) * PHONE.dpr;
    const candidates = (attr(source, 'srcSet') ?? attr(source, 'srcset') ?? '')
      .split(',')
      .map((c) => c.trim().split(/\s+/))
      .map(([src, w]) => ({ src: src!, width: Number(w?.replace('w', '')) }));
    const chosen = candidates.find((c) => c.width >= needed) ?? candidates[candidates.length - 1];
    if (chosen) files.push(chosen.src);
  }
  const unique = [...new Set(files)];
  return { files: unique, bytes: unique.reduce((sum, src) => sum + weigh(src), 0) };
}
