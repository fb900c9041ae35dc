/*
 * How the site's text goes over the wire, the same in `tools/serve.ts` (the e2e suite and `npm run
 * perf`) and in deploy/nginx.conf (pipeline/security/nginx.ts), so that what is measured is what the
 * host sends:
 *   - The stylesheet and the scripts under /_next/static/ are content-hashed and the same for every
 *     page: the build compresses each once with Brotli's best quality (11) into `<file>.br` beside it,
 *     which the server sends as it is (nginx: `brotli_static on`). The stylesheet is downloaded before
 *     every page's first screen: at quality 11 it is 8.8 KB, at quality 5 9.7 KB, in gzip 10.3 KB.
 *   - Everything else that is text (the pages, their RSC payloads, SVGs, feeds) is compressed as it is
 *     sent: Brotli at quality 5 for browsers that take it (all current ones, over HTTPS), gzip otherwise.
 *     Quality 5 is the knee for HTML here: the marketing home is 16.6 KB at 5, 16.4 at 6, 17.4 at 4
 *     (the `compression` package's default) and 18.0 in gzip, and 5 takes 2 ms where 11 takes 90.
 * Fonts (woff2) and images are compressed already.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** The quality of on-the-fly Brotli (serve.ts, nginx's `brotli_comp_level`). */
export const BROTLI_ON_THE_FLY = 5;

/** The folder of the export whose files are precompressed, as a URL path. */
export const PRECOMPRESSED_PREFIX = '/_next/static/';

/** The files there that are precompressed: styles and scripts. */
export const isPrecompressed = (urlPath: string) =>
  urlPath.startsWith(PRECOMPRESSED_PREFIX) && /\.(css|js)$/.test(urlPath);

/** The media types compressed on the fly (nginx's `gzip_types` and `brotli_types`; text/html always is). */
export const COMPRESSED_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/rss+xml',
  'application/xml',
  'image/svg+xml',
] as const;

export const brotli = (data: Buffer, quality: number) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/** The URL path of every style and script of `outDir/_next/static/`, the files that get a `.br`. */
export function precompressedFiles(outDir: string): string[] {
  const urls: string[] = [];
  const walk = (dir: string, urlDir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const url = `${urlDir}${entry.name}`;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${url}/`);
      else if (isPrecompressed(url)) urls.push(url);
    }
  };
  walk(fileOf(outDir, PRECOMPRESSED_PREFIX), PRECOMPRESSED_PREFIX);
  return urls;
}

/** The file of the export a URL path names. */
export const fileOf = (outDir: string, urlPath: string) =>
  join(outDir, ...urlPath.split('/').filter(Boolean));

/** Writes `<file>.br` (quality 11) beside every style and script of `outDir/_next/static/`. */
export function precompressStatic(outDir: string): string {
  let before = 0;
  let after = 0;
  const urls = precompressedFiles(outDir);
  for (const url of urls) {
    const data = readFileSync(fileOf(outDir, url));
    const packed = brotli(data, 11);
    writeFileSync(`${fileOf(outDir, url)}.br`, packed);
    before += data.length;
    after += packed.length;
  }
  return `${urls.length} styles and scripts precompressed with Brotli 11 (${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB)`;
}
