import { getFaqs, getPosts, getPricing, getSite, getTestimonials } from '../../content';
import type { Locale } from '../../content/locale';
import type { PageSection } from '../../content/sections';
import { sectionOf as sectionIn } from '../site/content-sections';
import { islandAr, islandEn } from '../../components/i18n/island-dictionaries';
import type { Target } from './driver';
import { expect, narrowest, open, pollPage, test } from './fixtures';
import { arabic } from './routes';

/*
 * The site's islands in this project's engine, in both languages: the compact menu at phone width,
 * the theme and language switches, a carousel's 'Next slide', the FAQ accordion, the pricing period,
 * the video pop-up, the blog's search and 'Load More'. Names and texts come from content/ and the
 * islands' dictionaries, as in the Chromium specs (e2e/site/).
 */

test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ driver }) => {
  await driver.resize(1280, 800);
});

const sectionOf = <T extends PageSection['type']>(page: string, type: T, locale: Locale) =>
  sectionIn(page, type, { locale });

const focusedName = () =>
  document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;

for (const locale of ['en', 'ar'] as const) {
  const at = (path: string) => (locale === 'ar' ? arabic(path) : path);
  const words = locale === 'ar' ? islandAr : islandEn;

  test.describe(`${locale}`, () => {
    test('the compact menu at phone width opens, closes with Escape and gives focus back', async ({
      driver,
    }) => {
      await narrowest(driver);
      await open(driver, at('/about/'));
      const menu: Target = { role: 'button', name: words.menu, exact: true, within: 'header' };
      const last = getSite(locale).nav.at(-1)!.label;
      const link: Target = { role: 'link', name: last, exact: true, within: 'header' };
      expect(await driver.attribute(menu, 'aria-expanded')).toBe('false');
      expect(await driver.isShown(link), `${last} is folded away`).toBe(false);
      await driver.click(menu);
      await expect.poll(() => driver.attribute(menu, 'aria-expanded')).toBe('true');
      await driver.press(link, 'Escape');
      await expect.poll(() => driver.attribute(menu, 'aria-expanded')).toBe('false');
      expect(await driver.isShown(link)).toBe(false);
      await pollPage(driver, 'focus is back on the menu button', focusedName).toBe(words.menu);
    });

    test('the theme switch and the language switch go to the twin page', async ({ driver }) => {
      await open(driver, at('/about/'));
      const light = locale === 'ar' ? '/ar/light/about/' : '/light/about/';
      await driver.click({ role: 'link', name: words.toLightTheme, exact: true, within: 'header' });
      await pollPage(driver, 'on the light twin', () => location.pathname).toBe(light);
      await pollPage(driver, 'the light look', () => document.documentElement.className).toMatch(
        /\blight\b/,
      );
      await driver.click({ role: 'link', name: words.toDarkTheme, exact: true, within: 'header' });
      await pollPage(driver, 'back on the dark page', () => location.pathname).toBe(at('/about/'));
      await driver.click({ role: 'link', name: words.readInOtherLanguage, within: 'header' });
      const other = locale === 'ar' ? '/about/' : '/ar/about/';
      await pollPage(driver, 'on the other language', () => location.pathname).toBe(other);
      await pollPage(driver, 'its language', () => document.documentElement.lang).toBe(
        locale === 'ar' ? 'en' : 'ar',
      );
    });

    test("a carousel's 'Next slide' shows the next slide", async ({ driver }) => {
      const { title, limit } = sectionOf('home-creative', 'testimonials', locale);
      const quotes = Math.min(getTestimonials(locale).length, limit ?? Infinity);
      test.skip(quotes < 2, `content/testimonials/ gives the carousel ${quotes} slide(s) to move`);
      await open(driver, at('/'));
      const region: Target = { role: 'region', name: title, exact: true };
      // The labels ("2 of 3") of the slides wholly inside the carousel, once nothing moves.
      const shown = () =>
        driver.read(region, async (root) => {
          const read = () => {
            const box = root.getBoundingClientRect();
            return [...root.querySelectorAll('[aria-roledescription="slide"]')]
              .filter((slide) => {
                const r = slide.getBoundingClientRect();
                return r.left >= box.left - 1 && r.right <= box.right + 1;
              })
              .map((slide) => slide.getAttribute('aria-label'))
              .join();
          };
          let last = '';
          for (let now = read(), i = 0; now !== last && i < 25; now = read(), i++) {
            last = now;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
          return last;
        });
      await driver.read(region, (root) => root.scrollIntoView({ block: 'center' }));
      await pollPage(driver, 'the carousel has started', () =>
        document.querySelector('[aria-roledescription="carousel"]')?.getAttribute('data-hydrated'),
      ).toBe('true');
      // Focus in the carousel pauses its autoplay: only the press moves it.
      const next: Target = { role: 'button', name: words.nextSlide, exact: true, within: region };
      await driver.read(next, (el) => el.focus());
      const before = await shown();
      const [n, count] = (before.match(/\d+/g) ?? []).map(Number) as [number, number];
      expect(count, `one slide shown (${before})`).toBeGreaterThan(1);
      await driver.click(next);
      const label = words.slideOf.replace('{n}', String((n % count) + 1));
      await expect.poll(shown).toBe(label.replace('{count}', String(count)));
    });

    test('the FAQ accordion opens one answer at a time', async ({ driver }) => {
      const faqs = getFaqs(locale);
      test.skip(faqs.length < 2, `content/faqs.${locale}.json holds ${faqs.length} question(s)`);
      await open(driver, at('/'));
      const question = (i: number): Target => ({
        role: 'button',
        name: faqs[i]!.question,
        exact: true,
      });
      expect(await driver.attribute(question(0), 'aria-expanded')).toBe('true');
      await driver.click(question(1));
      expect(await driver.attribute(question(1), 'aria-expanded')).toBe('true');
      expect(await driver.attribute(question(0), 'aria-expanded')).toBe('false');
      expect(await driver.isShown({ role: 'region', name: faqs[1]!.question, exact: true })).toBe(
        true,
      );
      expect(await driver.isShown({ role: 'region', name: faqs[0]!.question, exact: true })).toBe(
        false,
      );
    });

    test('the pricing period switch shows the yearly prices', async ({ driver }) => {
      const { periods, plans } = getPricing(locale);
      await open(driver, at('/service/'));
      const yearly: Target = { role: 'radio', name: periods.yearly, exact: true };
      await driver.click(yearly);
      expect(await driver.read(yearly, (el) => (el as HTMLInputElement).checked)).toBe(true);
      const text = await driver.read({ css: 'main' }, (el) => el.innerText);
      for (const plan of plans)
        expect(text, `${plan.title}'s yearly price`).toContain(String(plan.prices.yearly));
    });

    test('the video pop-up opens a dialog, closes, and gives focus back', async ({ driver }) => {
      const { title } = sectionOf('tech-startup', 'hero-play', locale);
      await open(driver, at('/tech-startup/'));
      // Named with its video, as a page may hold two.
      const playName = `${words.playVideo} – ${title}`;
      const play: Target = { role: 'button', name: playName, exact: true };
      const dialog: Target = { role: 'dialog', name: title, exact: true };
      await expect
        .poll(() => driver.attribute(play, 'data-hydrated'), { message: 'started' })
        .toBe('true');
      await driver.click(play);
      await pollPage(driver, 'focus in the dialog', focusedName).toBe(words.closeVideo);
      expect(await driver.isShown(dialog)).toBe(true);
      await driver.click({ role: 'button', name: words.closeVideo, exact: true, within: dialog });
      await pollPage(driver, 'focus back on Play', focusedName).toBe(playName);
      expect(await driver.isShown(dialog)).toBe(false);
    });

    test('without popovers (Safari before 17, Firefox before 125) Play opens the video in a new tab', async ({
      driver,
      probeProxy,
    }) => {
      const { videoUrl, title } = sectionOf('tech-startup', 'hero-play', locale);
      // Taken away before the page's own scripts run; the new tab is recorded instead of opened.
      probeProxy.prelude(`delete HTMLElement.prototype.showPopover;
        window.__opened = [];
        window.open = (url) => { window.__opened.push(String(url)); return null; };`);
      try {
        await open(driver, at('/tech-startup/'));
      } finally {
        probeProxy.prelude(undefined);
      }
      const play: Target = { role: 'button', name: `${words.playVideo} – ${title}`, exact: true };
      await expect.poll(() => driver.attribute(play, 'data-hydrated')).toBe('true');
      await driver.click(play);
      await pollPage(driver, 'the video opened in a new tab', () =>
        (window as unknown as { __opened: string[] }).__opened.join(),
      ).toBe(`${videoUrl}?autoplay=1`);
      expect(await driver.isShown({ role: 'dialog' })).toBe(false);
    });

    test("the blog's search filters the posts and 'Load More' shows more", async ({ driver }) => {
      const index = sectionOf('blog', 'post-index', locale);
      await open(driver, at('/blog/'));
      const all = getPosts(locale);
      const posts = () => driver.run(() => document.querySelectorAll('main article').length);
      expect(await posts()).toBe(Math.min(index.initial, all.length));
      // 'Load More' only where there are more posts than the first page shows.
      if (all.length > index.initial) {
        await driver.click({ role: 'button', name: index.loadMore, exact: true });
        await expect.poll(posts).toBe(Math.min(index.initial + index.step, all.length));
      }
      // The longest word of the first post's title, as a visitor types it.
      const query = all[0]!.title
        .toLowerCase()
        .split(/\s+/)
        .reduce((a, b) => (b.length > a.length ? b : a));
      await driver.type({ role: 'searchbox', name: index.search.label, exact: true }, query);
      const status = () => driver.read({ role: 'status', within: 'main' }, (el) => el.textContent);
      await expect.poll(status).toContain(query);
    });
  });
}
