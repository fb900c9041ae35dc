import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { Agent as HttpsAgent, get as httpsGet } from 'node:https';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pagePolicies, SITE_WIDE } from '../../pipeline/security/headers';
import { pageMetaPolicy } from '../../pipeline/security/meta';
import { metaPolicy, STATIC_HEADERS } from '../../pipeline/security/policy';
import { fileOf, precompressedFiles } from '../../pipeline/compress';
import { POLICY_MESSAGE } from '../site/page-watch';
import { observatoryScan, observatoryTable } from './observatory';
import { CERT_FILE, ERROR_LOG, NGINX_HTTP_ORIGIN, NGINX_ORIGIN } from './server';
import { sitePaths } from '../../content/site-paths';

/*
 * Debian's nginx with the generated deploy/nginx.conf over out/ (e2e/nginx/server.ts, started by
 * tools/test.sh before this project and stopped after it): what the nginx recipe of docs/deploying.md promises,
 * checked on the wire, then graded by the MDN HTTP Observatory's scanner.
 */

test.use({ baseURL: NGINX_ORIGIN, ignoreHTTPSErrors: true });

test.beforeAll(async ({ request }) => {
  const answer = await request.get('/', { failOnStatusCode: false }).catch((error: unknown) => {
    throw new Error(
      `nginx does not answer at ${NGINX_ORIGIN} (${String(error)}): start it with \`npx tsx e2e/nginx/server.ts start\` (as root), as tools/test.sh does; its log: ${ERROR_LOG}`,
    );
  });
  expect(answer.status()).toBe(200);
});

test('plain HTTP is redirected to the same path over HTTPS', async ({ request }) => {
  const response = await request.get(`${NGINX_HTTP_ORIGIN}/about/?x=1`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`${NGINX_ORIGIN}/about/?x=1`);
});

/** A page as nginx serves it, over Node's HTTPS with the run's certificate: no Playwright step a page. */
function fetchPage(path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = httpsGet(
        new URL(path, NGINX_ORIGIN),
        { ca: (ca ??= readFileSync(CERT_FILE)), agent },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
    },
  );
}
const agent = new HttpsAgent({ keepAlive: true, maxSockets: 8 });
let ca: Buffer | undefined;
test.afterAll(() => agent.destroy());

test('every page answers 200 with the site-wide headers, its opener policy and its own policy in <head>', async () => {
  // Eight at a time, the problems collected and asserted once: the time follows the number of pages,
  // about 10 ms each, where a request and an expect() a page through Playwright took 90 s at 2,775.
  test.setTimeout(180_000);
  const pages = pagePolicies('out');
  // Every page of the four trees (content/site-paths.ts lists one tree's), and the files beside them.
  expect(pages.length).toBeGreaterThanOrEqual(4 * sitePaths().size);
  const problems: string[] = [];
  const check = async (page: (typeof pages)[number]) => {
    const { status, headers, body } = await fetchPage(page.path);
    const wrong = (what: string, value: unknown) =>
      problems.push(`${page.path}: ${what} is ${JSON.stringify(value)}`);
    if (status !== 200) wrong('the status', status);
    for (const [name, value] of Object.entries(SITE_WIDE))
      if (headers[name.toLowerCase()] !== value) wrong(name, headers[name.toLowerCase()]);
    if (headers['cross-origin-opener-policy'] !== page.coop)
      wrong('Cross-Origin-Opener-Policy', headers['cross-origin-opener-policy']);
    if (headers['cache-control'] !== undefined) wrong('Cache-Control', headers['cache-control']);
    // The page as served holds the policy its scripts were hashed for.
    if (pageMetaPolicy(body) !== metaPolicy(page.csp))
      wrong('the policy in <head>', pageMetaPolicy(body));
  };
  for (let i = 0; i < pages.length; i += 8) await Promise.all(pages.slice(i, i + 8).map(check));
  expect(problems).toEqual([]);
});

test('/about reaches the about page, as /about/ does', async ({ request }) => {
  const withSlash = await request.get('/about/');
  const without = await request.get('/about');
  expect(without.status()).toBe(200);
  expect(await without.text()).toBe(await withSlash.text());
});

test('unknown paths answer 404 with the 404 page, in the language of the path', async ({
  page,
}) => {
  for (const [path, lang, heading] of [
    ['/no-such-page/', 'en', 'This page could not be found.'],
    ['/ar/no-such-page/', 'ar', 'تعذّر العثور على هذه الصفحة.'],
  ] as const) {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (POLICY_MESSAGE.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['content-security-policy']).toBe(
      SITE_WIDE['Content-Security-Policy'],
    );
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(violations, path).toEqual([]);
  }
});

test('scripts and styles come as Brotli to a browser that takes it, gzip to one that does not', async ({
  request,
}) => {
  // The largest of each kind: a file under nginx's gzip_min_length (256 bytes, as a build's
  // _buildManifest.js may be) goes to a gzip-only client as it is, and readdir's order is not fixed.
  const bySize = precompressedFiles('out')
    .map((file) => ({ file, size: statSync(fileOf('out', file)).size }))
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file);
  const script = bySize.find((file) => file.endsWith('.js'));
  const style = bySize.find((file) => file.endsWith('.css'));
  for (const path of [script!, style!, '/about/']) {
    const br = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers()['content-encoding'], path).toBe('br');
    expect(br.headers()['vary'], path).toMatch(/Accept-Encoding/i);
    const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    // Both decode to the file of the export.
    expect(await br.text(), path).toBe(await gzip.text());
  }
  // The build's quality-11 file as it is, not nginx's quality-5 recompression of it.
  const stored = readFileSync(`out${style}.br`);
  const raw = await request.fetch(style!, { headers: { 'Accept-Encoding': 'br' } });
  expect(Number(raw.headers()['content-length'])).toBe(stored.length);
});

test('_next/static files and picture copies are cached for a year; anything but a page may run and frame nothing', async ({
  request,
}) => {
  const [file = ''] = precompressedFiles('out');
  const copy = `/img/${readdirSync('out/img').find((name) => name.endsWith('.avif'))}`;
  for (const path of [file, copy]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(STATIC_HEADERS['Cache-Control']);
  }
  expect((await request.get(copy)).headers()['content-type']).toBe('image/avif');
  // A page and a file not named by its content are not kept.
  for (const path of ['/about/', '/images/logo-dark.svg'])
    expect((await request.get(path)).headers()['cache-control'], path).toBeUndefined();
  for (const path of [file, copy, '/images/logo-dark.svg', '/sitemap.xml'])
    expect((await request.get(path)).headers()['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  expect((await request.get('/_headers', { failOnStatusCode: false })).status()).toBe(404);
});

/*
 * A visit's pages prefetch every link pointed at or focused, so one HTTP/2 connection carries many small
 * requests. nginx's default ends a connection at its 1,000th, and a request the browser had already sent
 * on it then failed now and then (net::ERR_FAILED in Chromium: a prefetch, or a page's own data, which
 * left the page as served). deploy/nginx.conf keeps a connection for 10,000.
 */
test('one HTTP/2 connection carries a long visit: 1,500 requests, none refused, no GOAWAY', async () => {
  const session = http2Connect(NGINX_ORIGIN, { ca: (ca ??= readFileSync(CERT_FILE)) });
  let goaway = false;
  session.on('goaway', () => (goaway = true));
  const ask = (path: string) =>
    new Promise<string>((resolve) => {
      try {
        const stream = session.request({ ':path': path, ':method': 'HEAD' });
        stream.on('response', (headers) => resolve(String(headers[':status'])));
        stream.on('error', (error) => resolve(error.message));
        stream.end();
      } catch (error) {
        resolve(error instanceof Error ? error.message : String(error));
      }
    });
  const statuses = new Map<string, number>();
  try {
    // In rounds of 50 at once, as a page's prefetches come.
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => ask(i % 2 ? '/robots.txt' : '/about/index.txt')),
      );
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  } finally {
    session.close();
  }
  expect(Object.fromEntries(statuses), 'answers, by status or error').toEqual({ 200: 1500 });
  expect(goaway, 'nginx sent GOAWAY: it ended the connection').toBe(false);
});

test('the MDN HTTP Observatory scanner grades the site A+, every test passed', () => {
  test.setTimeout(120_000);
  const report = observatoryScan(new URL(NGINX_ORIGIN).hostname, CERT_FILE);
  const table = observatoryTable(report);
  console.log(table);
  // Kept beside the project's results (test-results/nginx/observatory.md in `npm test`).
  const dir = test.info().project.outputDir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'observatory.md'), `${table}\n`);
  expect(report.scan.grade, table).toBe('A+');
  expect(report.scan.testsPassed, table).toBe(report.scan.testsQuantity);
  expect(report.tests['content-security-policy']?.pass).toBe(true);
});
