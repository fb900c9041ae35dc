import {
  expect,
  expectNoTrouble,
  interactive,
  narrowest,
  pollPage,
  sideways,
  test,
  troubles,
} from './fixtures';
import { arabic, pageTypes, UNKNOWN } from './routes';

/*
 * Every page type in both languages, in this project's engine, at the narrowest window it allows (320
 * px in Firefox; WebKitGTK's MiniBrowser will not go below about 447): the page loads in its language
 * and direction, starts (html[data-interactive]) without the render-blocking hint Chromium alone
 * honours (<link rel="expect" blocking="render">: neither engine here has it), logs no error or warning,
 * breaks no Content-Security-Policy rule and does not scroll sideways.
 */

test.describe.configure({ mode: 'default' });

let width = 0;
test.beforeAll(async ({ driver }) => {
  ({ width } = await narrowest(driver));
  expect(width, 'the window is phone-sized').toBeLessThanOrEqual(460);
});

for (const [locale, toLocale] of [
  ['en', (route: string) => route],
  ['ar', arabic],
] as const)
  for (const route of pageTypes()) {
    const path = toLocale(route);
    test(`${path} starts cleanly and fits the narrowest window`, async ({ driver }) => {
      await driver.goto(path);
      // The 404 page (404.html, one for every address) has no router: it has started when its link
      // home has taken the address's language.
      if (route === UNKNOWN)
        await pollPage(driver, 'the 404 page links home', () =>
          [...document.querySelectorAll('main a')]
            .find((link) => link.checkVisibility())
            ?.getAttribute('href'),
        ).toBe(locale === 'ar' ? '/ar/' : '/');
      else await interactive(driver);
      const { lang, dir, h1 } = await driver.run(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir || 'ltr',
        h1: [...document.querySelectorAll('h1')].filter((h) => h.checkVisibility()).length,
      }));
      expect({ lang, dir }).toEqual(
        locale === 'ar' ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' },
      );
      expect(h1, 'one h1').toBe(1);
      // Scrolled through to the end and back, so what loads or animates on view is there too.
      await driver.run(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 2 * innerHeight) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      expect(await sideways(driver), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      await expectNoTrouble(driver, path);
    });
  }

// The checks above can fail: the probe sees an error logged and a script the policy blocks.
test('the probe records console errors and policy violations', async ({ driver }) => {
  await driver.goto('/about/');
  await interactive(driver);
  await driver.run(() => {
    console.error('probe self-test');
    const script = document.createElement('script');
    script.textContent = 'void 0';
    document.head.append(script);
  });
  await expect
    .poll(async () => (await troubles(driver)).map((t) => t.kind))
    .toEqual(['console.error', 'policy violation']);
  // Cleared, so the after-test check of the page passes.
  await driver.run(() => {
    (window as unknown as { __engineProbe: unknown[] }).__engineProbe.length = 0;
  });
});
