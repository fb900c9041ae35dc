import { createServer, type Server } from 'node:http';
import handler from 'serve-handler';
import { expect, test, type Page } from './fixtures';
import { exportedRoutes, isArabic, isLight, LEGACY_REDIRECTS, outDir } from './routes';

/*
 * A host that sends no header at all (GitHub Pages, S3, a plain file server): the export served by
 * serve-handler as it is, without out/_headers. Each page's own policy (its <meta http-equiv>, first in
 * <head>) must still refuse what an attacker would add, and let the page's own scripts, styles, fonts and
 * images through on every page.
 */

// The server of this file: a port per worker, beside the suite's own (E2E_PORT).
const port = Number(process.env['E2E_PORT'] ?? 4173) + 1;
let server: Server;
let origin = '';

test.beforeAll(async ({}, workerInfo) => {
  const own = port + workerInfo.parallelIndex;
  server = createServer((request, response) => {
    void handler(request, response, { public: outDir, directoryListing: false });
  });
  await new Promise<void>((resolve) => server.listen(own, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${own}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Violations are read from the page itself below; the injected ones are expected.
test.use({ expectViolations: true });

/** Records the page's CSP violations from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('with no header, the page refuses an inline script and a foreign frame added to its HTML', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.route(`${origin}/about/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('</head>', '<script>window.__injected=1</script></head>')
      .replace('</body>', '<iframe src="https://attacker.example/" title="x"></iframe></body>');
    await route.fulfill({ response, body: html });
  });
  const response = await page.goto(`${origin}/about/`);
  // Nothing came from the server but the page.
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining(['script-src-elem inline', 'frame-src https://attacker.example']),
    );
  // The page's own scripts still run: the theme switch is a working link once React is up.
  await page.getByRole('link', { name: 'Switch to light theme' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/light/about/');
});

const trees = {
  English: (route: string) => !isArabic(route) && !isLight(route),
  'English, light': (route: string) => !isArabic(route) && isLight(route),
  Arabic: (route: string) => isArabic(route) && !isLight(route),
  'Arabic, light': (route: string) => isArabic(route) && isLight(route),
};
const legacy = new Set(Object.keys(LEGACY_REDIRECTS));
const isLegacy = (route: string) =>
  legacy.has(route.replace(/^\/ar\//, '/').replace(/^\/light\//, '/'));

for (const [tree, inTree] of Object.entries(trees)) {
  test(`with no header, every page of the ${tree} tree starts its scripts with no violation`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const routes = exportedRoutes().filter((route) => inTree(route) && !isLegacy(route));
    expect(routes.length).toBeGreaterThan(40);
    const violations = await recordViolations(page);
    for (const route of routes) {
      const response = await page.goto(`${origin}${route}`, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), route).toBe(200);
      // Next's router is up once the page's inline bootstrap and its chunks have run.
      await page.waitForFunction(() => typeof (window as { next?: unknown }).next === 'object');
      expect(await violations(), route).toEqual([]);
    }
  });
}
