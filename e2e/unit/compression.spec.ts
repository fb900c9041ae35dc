import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { fileOf as outFile, precompressedFiles } from '../../pipeline/compress';

// How the site's text goes over the wire (pipeline/compress.ts): what `npm run perf` measures is what
// the host sends, so the harness and deploy/nginx.conf must agree with the build's files.

const OUT = 'out';

const fileOf = (url: string) => outFile(OUT, url);
const staticFiles = () => precompressedFiles(OUT);

test('every style and script of the export has its Brotli file, and it holds the same bytes', () => {
  const files = staticFiles();
  expect(files.some((url) => url.endsWith('.css'))).toBe(true);
  expect(files.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(5);
  for (const url of files)
    expect(
      brotliDecompressSync(readFileSync(`${fileOf(url)}.br`)).equals(readFileSync(fileOf(url))),
      url,
    ).toBe(true);
});

test('the server sends the precompressed stylesheet to a browser that takes Brotli, and gzip to one that does not', async ({
  request,
}) => {
  const page = await request.get('/about/', {
    headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
  });
  expect(page.headers()['content-encoding']).toBe('br');
  const stylesheet = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(await page.text())?.[1];
  expect(stylesheet).toBeTruthy();
  const css = await request.get(stylesheet ?? '', {
    headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
  });
  expect(css.headers()['content-encoding']).toBe('br');
  expect(css.headers()['content-type']).toMatch(/^text\/css/);
  expect(Number(css.headers()['content-length'])).toBe(
    readFileSync(`${fileOf(stylesheet ?? '')}.br`).length,
  );
  expect((await css.body()).equals(readFileSync(fileOf(stylesheet ?? '')))).toBe(true);

  const gzipped = await request.get(stylesheet ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect((await gzipped.body()).equals(readFileSync(fileOf(stylesheet ?? '')))).toBe(true);
});
