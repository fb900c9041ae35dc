import { expect, test, type Page, type Request } from '@playwright/test';
import { axeViolations } from './axe';
import { LEGACY_REDIRECTS, exportedRoutes, isLight, toDark, toLight } from './routes';

/*
 * Every exported route in both themes: status 200, a "<page> - Rawnaq" title, one h1, the theme class on
 * <html>, no console error or warning, no failed request and no axe violation; on a phone (320 and 390 px
 * wide) nothing scrolls sideways and every header control is wholly on screen. The legacy redirect pages
 * are checked where they land.
 */

const routes = exportedRoutes();

/** Where a legacy redirect page sends the visitor, in the same tree; undefined for a normal page. */
function redirectTarget(route: string): string | undefined {
  const target = LEGACY_REDIRECTS[toDark(route)];
  if (target === undefined) return undefined;
  return isLight(route) ? toLight(target) : target;
}

/**
 * Collects console errors, uncaught exceptions, failed requests and error responses while the page is
 * open; call the returned function at the end for the list. Two kinds of `net::ERR_ABORTED` are not
 * failures: a request cancelled after a good response came in (Next's router checks a link with a HEAD
 * request and drops it once the headers arrive; media elements do the same), and a request of a document
 * that a navigation replaced (the legacy pages' meta refresh).
 */
function watch(page: Page): () => string[] {
  const problems: string[] = [];
  const answered = new Set<Request>();
  const documentOf = new Map<Request, number>();
  const aborted: { request: Request; text: string }[] = [];
  let documents = 0;

  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents++;
  });
  page.on('request', (request) => documentOf.set(request, documents));
  page.on('console', (message) => {
    // Warnings too: DESIGN.md asks production pages to log no hydration or script warning.
    if (message.type() === 'error' || message.type() === 'warning') {
      const where = message.location();
      problems.push(
        `console ${message.type()}: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`,
      );
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  page.on('response', (response) => {
    answered.add(response.request());
    if (response.status() >= 400)
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText ?? 'unknown';
    const text = `request failed: ${request.method()} ${request.url()}: ${errorText}`;
    if (errorText === 'net::ERR_ABORTED') aborted.push({ request, text });
    else problems.push(text);
  });

  return () => [
    ...problems,
    ...aborted
      .filter(
        ({ request }) =>
          !answered.has(request) && (documentOf.get(request) ?? documents) >= documents,
      )
      .map(({ text }) => text),
  ];
}

/** The narrowest phones in use, and a common one. */
const PHONE_WIDTHS = [320, 390];

/**
 * What is too wide on a phone, at each width of PHONE_WIDTHS: the page scrolling sideways (by how many
 * pixels), and header links and buttons that are not wholly on screen.
 */
async function phoneOverflow(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { sideways, offScreen } = await page.evaluate(() => {
      const controls = [...document.querySelectorAll('header a, header button')];
      return {
        sideways: document.documentElement.scrollWidth - window.innerWidth,
        offScreen: controls
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
          })
          .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName),
      };
    });
    if (sideways > 0) found.push(`${width} px: scrolls ${sideways} px sideways`);
    for (const control of offScreen)
      found.push(`${width} px: header control off screen: ${control}`);
  }
  return found;
}

test('the export has pages (run npm run build first)', () => {
  expect(routes.length).toBeGreaterThan(0);
});

for (const route of routes) {
  test(`page ${route}`, async ({ page, baseURL }) => {
    const problemsSoFar = watch(page);
    const target = redirectTarget(route);

    const response = await page.goto(route, { waitUntil: 'load' });
    expect(response?.status(), `status of ${route}`).toBe(200);

    if (target !== undefined) {
      // A legacy path: the meta refresh takes the visitor to the page that replaced it.
      await expect(page).toHaveURL(new URL(target, baseURL).href);
      await page.waitForLoadState('load');
    }
    await page.waitForLoadState('networkidle');

    // Soft: a failing page reports every check at once.
    await expect.soft(page).toHaveTitle(/^.+ - Rawnaq$/);
    await expect.soft(page.locator('h1')).toHaveCount(1);
    await expect
      .soft(page.locator('html'))
      .toHaveClass(isLight(route) ? /(^|\s)light(\s|$)/ : /(^|\s)dark(\s|$)/);

    const found = await axeViolations(page);
    expect.soft(found, `axe violations on ${page.url()}`).toEqual([]);

    expect.soft(await phoneOverflow(page), `too wide for a phone: ${route}`).toEqual([]);

    expect(problemsSoFar(), `console errors and failed requests on ${route}`).toEqual([]);
  });
}

for (const [legacy, target] of Object.entries(LEGACY_REDIRECTS)) {
  for (const [from, to] of [
    [legacy, target],
    [toLight(legacy), toLight(target)],
  ] as const) {
    test(`legacy page ${from} has its own h1, a title and a link to ${to}`, async ({ request }) => {
      const response = await request.get(from);
      expect(response.status()).toBe(200);
      // Inline scripts (the RSC payload) are not markup.
      const html = (await response.text()).replace(
        /(<script\b[^>]*>)[\s\S]*?<\/script>/gi,
        '$1</script>',
      );
      expect(html.match(/<h1[\s>]/g) ?? [], 'h1 elements').toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+ - Rawnaq<\/title>/);
      const path = new RegExp(`^${to.replace(/[/.]/g, '\\$&').replace(/\\\/$/, '\\/?')}$`);
      const links = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => m[1] ?? '');
      expect(
        links.some((href) => path.test(href)),
        `a link to ${to} among ${links.join(' ')}`,
      ).toBe(true);
      const refresh = [...html.matchAll(/<meta\b[^>]*>/gi)]
        .map((m) => m[0])
        .find((tag) => /\shttp-equiv="refresh"/i.test(tag));
      expect(refresh, 'a <meta http-equiv="refresh">').toBeDefined();
      const url = /\scontent="\d+;\s*url=([^"]+)"/i.exec(refresh ?? '')?.[1] ?? '';
      expect(url, `the meta refresh goes to ${to}`).toMatch(path);
    });
  }
}
