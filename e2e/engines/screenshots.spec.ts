import { getPosts } from '../../content';
import { keepScreenshot, narrowest, open, test } from './fixtures';
import { arabic } from './routes';

/*
 * Screenshots for a person to compare the engines side by side: the creative home, a post, the shop
 * and checkout, in both languages, at the engine's narrowest window (a phone) and at 1280 px (a
 * desktop). Each is attached to its test in the HTML report and kept as
 * test-results/engines/<engine>/<phone|desktop>-<width>-<page>-<language>.png. They are for looking
 * at, not compared by the test: what the engines must agree on is checked by the other specs.
 */

test.describe.configure({ mode: 'default' });

const post = getPosts()[0]!.slug;
const pages: [string, string][] = [
  ['home', '/'],
  ['post', `/blog/${post}/`],
  ['shop', '/shop/'],
  ['checkout', '/shop/checkout/'],
];

for (const size of ['phone', 'desktop'] as const)
  test(`the home, a post, the shop and checkout on a ${size}, in both languages`, async ({
    driver,
  }) => {
    const { width } = size === 'phone' ? await narrowest(driver) : await driver.resize(1280, 800);
    for (const [name, path] of pages)
      for (const [locale, at] of [
        ['en', path],
        ['ar', arabic(path)],
      ] as const) {
        await open(driver, at);
        // The fonts in, the window at the top, any entrance animation ended.
        await driver.run(async () => {
          await document.fonts.ready;
          window.scrollTo({ top: 0, behavior: 'instant' });
          const ending = document
            .getAnimations()
            .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime));
          await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
        });
        await keepScreenshot(driver, `${size}-${width}-${name}-${locale}`);
      }
  });
