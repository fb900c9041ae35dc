import { expect, test } from './fixtures';
import { recordViolations, violations } from './page-reading';
import { plainOrigin } from './plain-server';

/*
 * A host that sends no header at all (GitHub Pages, S3, a plain file server): the export served as it
 * is, without out/_headers (plain-server.ts). Each page's own policy (its <meta http-equiv>, first in
 * <head>) must still refuse what an attacker would add. That every page of the four trees works there,
 * its scripts, styles, fonts and images let through with no violation, is the page sweep's to check: it
 * visits every page from that same server (sweep.spec.ts).
 */

// Violations are read from the page itself below; the injected ones are expected.
test.use({ expectViolations: true });

test('with no header, the page refuses an inline script and a foreign frame added to its HTML', async ({
  page,
}) => {
  const origin = await plainOrigin();
  await recordViolations(page);
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
    .poll(() => violations(page))
    .toEqual(
      expect.arrayContaining(['script-src-elem inline', 'frame-src https://attacker.example']),
    );
  // The page's own scripts still run: the theme switch is a working link once React is up.
  await page.getByRole('link', { name: 'Switch to light theme' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/light/about/');
});
