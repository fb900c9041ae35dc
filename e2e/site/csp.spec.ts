import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { headersFor, parseHeadersFile } from '../../pipeline/security/headers';
import { pageMetaPolicy } from '../../pipeline/security/meta';
import { POLICY_MESSAGE } from './page-watch';

/*
 * The export runs with the headers of out/_headers, as the host sends them (tools/serve.ts), and each
 * page with its own policy in its <head>: the page's own inline scripts run, because the policy lists
 * their hashes; any other inline script does not. (e2e/site/no-headers.spec.ts: the same with no header.)
 */

// These tests provoke violations on purpose and read them themselves.
test.use({ expectViolations: true });

const rules = () => parseHeadersFile(readFileSync('out/_headers', 'utf8'));

/** Records the CSP violations the page reports, from before its first script. */
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

const injected = (page: Page) =>
  page.evaluate(() => (window as unknown as { __injected?: number }).__injected);

test('a page comes with the headers out/_headers gives its path, and its policy in <head>', async ({
  page,
}) => {
  for (const path of ['/about/', '/light/contact/']) {
    const response = await page.goto(path);
    const expected = headersFor(rules(), path);
    expect(expected['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    for (const [name, value] of Object.entries(expected))
      expect(response?.headers()[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    expect(pageMetaPolicy((await response?.text()) ?? '')).toMatch(/script-src 'self' 'sha256-/);
  }
});

test("the page's own scripts run under the CSP: it hydrates and the theme switch works", async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/contact/');
  // Hydrated: the map island marks itself once React runs it.
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
  await page.getByRole('link', { name: 'Switch to light theme' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/light/contact/');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await violations()).toEqual([]);
});

test('the 404 page runs its own inline script: under /light/ it picks the light look', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/light/no-such-page/');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toBe(
    headersFor(rules(), '/404.html')['Content-Security-Policy'],
  );
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await violations()).toEqual([]);
});

test('an inline script injected into the HTML is refused, and the page still works', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The real response, headers and all, with one script added to its HTML as an attacker would.
  await page.route('**/about/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      '<script>window.__injected=1</script></head>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about/');
  await expect(page.locator('html')).toHaveAttribute('class', /\bdark\b/);
  expect(await injected(page)).toBeUndefined();
  expect(await violations()).toContain('script-src-elem inline');
  // And the console says why, in the browser's words.
  expect(
    errors.some((error) => POLICY_MESSAGE.test(error)),
    errors.join('\n'),
  ).toBe(true);
  // Its own scripts still ran: the header's theme switch is a working link and React hydrated.
  await page.getByRole('link', { name: 'Switch to light theme' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/light/about/');
});

test('a script added to the page at run time, an inline handler and a string timer are refused', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/about/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.head.append(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__injected = 2');
    document.body.append(button);
    button.click();
    button.remove();
    // A string timer is eval: compiled later, in the page, where the CSP applies.
    setTimeout('window.__injected = 3', 0);
  });
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([
        'script-src-elem inline',
        'script-src-attr inline',
        'script-src eval',
      ]),
    );
  expect(await injected(page)).toBeUndefined();
});
