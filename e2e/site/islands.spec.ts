import { expect, test, type Locator, type Page } from './fixtures';
import { getCaseStudies, getFaqs, getPage, getPricing, getStats } from '../../content';
import type { SectionOf } from '../../content/sections';
import { COUNT_UP_MS } from '../../components/islands/count-up';
import { ROTATE_MS } from '../../components/islands/rotating-text';

/*
 * The home pages' islands (spec section 4), driven as a visitor would: the FAQ accordion, the video
 * pop-up, the pricing period switch, the counters, the rotating hero subtitle, the hero loop and the
 * case-study list. Content comes from content/, so an edit there does not break these tests.
 */

test.use({ viewport: { width: 1280, height: 800 } });

function sectionOf<T extends 'hero-video' | 'hero-play' | 'video'>(page: string, type: T) {
  const found = getPage(page).sections?.find((s) => s.type === type);
  if (!found) throw new Error(`content/pages/${page}.json has no "${type}" section`);
  return found as SectionOf<T>;
}

/** The page's section whose heading is `title`. */
const sectionTitled = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Waits until the island has hydrated, so a click reaches React rather than inert HTML. */
const hydrated = (locator: Locator) => expect(locator).toHaveAttribute('data-hydrated', 'true');
/** Islands that mark themselves hydrated on load (a carousel marks itself when Swiper starts, near view). */
const HYDRATED_ON_LOAD = '[data-hydrated]:not([data-carousel])';

const faqs = getFaqs();

test.describe('FAQ accordion', () => {
  for (const path of ['/', '/light/marketing-agency/']) {
    test(`opens one answer at a time and closes the open one on ${path}`, async ({ page }) => {
      await page.goto(path);
      const buttons = faqs.map((faq) =>
        page.getByRole('button', { name: faq.question, exact: true }),
      );
      const panels = faqs.map((faq) =>
        page.getByRole('region', { name: faq.question, exact: true }),
      );
      const [first, second] = [buttons[0]!, buttons[1]!];
      await hydrated(first.locator('xpath=ancestor::div[@data-hydrated][1]'));

      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(panels[0]!).toBeVisible();
      await expect(panels[0]!).toContainText(faqs[0]!.answer);
      await expect(first).toHaveAttribute('aria-controls', (await panels[0]!.getAttribute('id'))!);
      for (const button of buttons.slice(1))
        await expect(button).toHaveAttribute('aria-expanded', 'false');

      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(panels[1]!).toBeVisible();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(panels[0]!).toBeHidden();

      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      for (const panel of panels) await expect(panel).toBeHidden();

      // The keyboard works the same: Enter and Space on the focused question.
      const last = buttons.at(-1)!;
      await last.focus();
      await page.keyboard.press('Enter');
      await expect(last).toHaveAttribute('aria-expanded', 'true');
      await expect(panels.at(-1)!).toBeVisible();
      await page.keyboard.press('Space');
      await expect(last).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test.describe('video pop-up', () => {
  const cases = [
    { path: '/tech-startup/', section: sectionOf('tech-startup', 'hero-play'), hero: true },
    {
      path: '/light/marketing-agency/',
      section: sectionOf('marketing-agency', 'video'),
      hero: false,
    },
  ];
  for (const { path, section, hero } of cases) {
    test(`plays ${section.videoUrl} only once opened, and closes three ways on ${path}`, async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.endsWith('youtube-nocookie.com'))
          requests.push(request.url());
      });
      await page.route('**/*youtube-nocookie.com/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>video</title><p>video</p>',
        }),
      );
      await page.goto(path);
      const frame = hero
        ? page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
        : sectionTitled(page, section.title!);
      const play = frame.getByRole('button', { name: 'Play video', exact: true });
      await hydrated(play);
      // No player frame at all until the visitor asks for the video.
      const iframe = page.locator(`iframe[title="${section.title}"]`);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(requests, 'no request to the video host before the click').toEqual([]);

      const dialog = page.getByRole('dialog', { name: section.title });
      const close = dialog.getByRole('button', { name: 'Close video', exact: true });
      const open = async () => {
        await play.click();
        await expect(dialog).toBeVisible();
        await expect(iframe).toHaveAttribute(
          'src',
          new RegExp(`^${section.videoUrl}\\?autoplay=1$`),
        );
        await expect(close).toBeFocused();
      };
      const expectClosed = async () => {
        await expect(dialog).toBeHidden();
        await expect(iframe).toHaveCount(0);
        await expect(play).toBeFocused();
      };

      await open();
      await expect
        .poll(() => requests.length, { message: 'the video loads once opened' })
        .toBeGreaterThan(0);
      // Modal: the page behind is inert (made so just after the dialog's first paint), and the
      // keyboard stays in the dialog.
      const takesFocus = (locator: Locator) =>
        locator.evaluate((el: HTMLElement) => {
          el.focus();
          return document.activeElement === el;
        });
      await expect
        .poll(() => takesFocus(play), { message: 'the play button behind is inert' })
        .toBe(false);
      expect(await takesFocus(page.locator('header a').first()), 'the header is inert').toBe(false);
      expect(await takesFocus(close), 'the dialog is not inert').toBe(true);
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            () =>
              document.activeElement === document.body ||
              !!document.activeElement?.closest('dialog, [role="dialog"]'),
          ),
          `Tab ${i + 1} stays in the dialog`,
        ).toBe(true);
      }
      await close.click();
      await expectClosed();

      await open();
      await page.keyboard.press('Escape');
      await expectClosed();

      await open();
      await page.mouse.click(8, 8); // the backdrop, outside the centred video
      await expectClosed();
    });
  }

  test('a browser without popovers plays the video in a new tab', async ({ page, context }) => {
    const { section } = cases[0]!;
    await page.addInitScript(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
    });
    await context.route('**/*youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
    await page.goto(cases[0]!.path);
    const play = page.getByRole('button', { name: 'Play video', exact: true }).first();
    await hydrated(play);
    const [tab] = await Promise.all([context.waitForEvent('page'), play.click()]);
    await expect(tab).toHaveURL(new RegExp(`^${section.videoUrl}\\?autoplay=1$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('pricing period switch', () => {
  const { plans } = getPricing();
  const card = (page: Page, title: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const expectPrices = async (page: Page, period: 'monthly' | 'yearly') => {
    const other = period === 'monthly' ? 'yearly' : 'monthly';
    for (const plan of plans) {
      const shown = card(page, plan.title);
      // innerText leaves out the price of the period not shown.
      await expect(shown).toContainText(`${plan.currency}${plan.prices[period]}`, {
        useInnerText: true,
      });
      await expect(shown).toContainText(period === 'monthly' ? '/month' : '/year', {
        useInnerText: true,
      });
      if (plan.prices[other] !== plan.prices[period])
        await expect(shown).not.toContainText(`${plan.currency}${plan.prices[other]}`, {
          useInnerText: true,
        });
    }
  };

  for (const path of ['/digital-agency/', '/light/tech-startup/']) {
    test(`monthly at first, yearly by click or arrow key, and back on ${path}`, async ({
      page,
    }) => {
      await page.goto(path);
      const monthly = page.getByRole('radio', { name: 'Monthly' });
      const yearly = page.getByRole('radio', { name: 'Yearly' });
      await expect(page.getByRole('group', { name: 'Billing period' })).toBeVisible();
      await expect(monthly).toBeChecked();
      await expectPrices(page, 'monthly');
      expect(plans.map((p) => p.prices.monthly)).toEqual([399, 449, 599]);

      await page.getByText('Yearly', { exact: true }).click();
      await expect(yearly).toBeChecked();
      await expectPrices(page, 'yearly');
      expect(plans.map((p) => p.prices.yearly)).toEqual([499, 649, 899]);

      await page.getByText('Monthly', { exact: true }).click();
      await expect(monthly).toBeChecked();
      await expectPrices(page, 'monthly');

      await monthly.focus();
      await page.keyboard.press('ArrowRight');
      await expect(yearly).toBeChecked();
      await expect(yearly).toBeFocused();
      await expectPrices(page, 'yearly');
      await page.keyboard.press('ArrowLeft');
      await expect(monthly).toBeChecked();
      await expectPrices(page, 'monthly');
    });
  }

  test('each plan shows its title, subtitle, features and link; Gold is marked Popular', async ({
    page,
  }) => {
    await page.goto('/light/digital-agency/');
    for (const plan of plans) {
      const shown = card(page, plan.title);
      await expect(shown).toContainText(plan.subtitle);
      for (const feature of plan.features)
        await expect(shown.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
      await expect(shown.getByRole('link', { name: plan.cta.label })).toHaveAttribute(
        'href',
        `/light${plan.cta.href}/`,
      );
      if (plan.popular) await expect(shown.getByText('Popular', { exact: true })).toBeVisible();
      else await expect(shown.getByText('Popular', { exact: true })).toHaveCount(0);
    }
    expect(plans.filter((p) => p.popular).map((p) => p.title)).toEqual(['Gold']);
  });
});

/** Records every text the counter shows, with when and how wide its box was. */
async function recordCounter(counter: Locator) {
  await counter.evaluate((el) => {
    const log: { text: string; at: number; width: number }[] = [];
    const box = el.parentElement!;
    (window as unknown as { counterLog: typeof log }).counterLog = log;
    new MutationObserver(() =>
      log.push({
        text: el.textContent ?? '',
        at: performance.now(),
        width: box.getBoundingClientRect().width,
      }),
    ).observe(el, { childList: true, characterData: true, subtree: true });
  });
  return () =>
    counter
      .page()
      .evaluate(
        () =>
          (window as unknown as { counterLog: { text: string; at: number; width: number }[] })
            .counterLog,
      );
}

test.describe('counters', () => {
  const stat = getStats()[0]!;
  const final = `${stat.value}${stat.suffix}`;
  const figure = (page: Page) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: stat.title }) });

  test(`count up to ${final} once scrolled into view, without moving anything`, async ({
    page,
  }) => {
    await page.goto('/');
    const item = figure(page);
    const counter = item.locator('[data-count-up]');
    // Hydrated and waiting below the fold.
    await expect(counter).toHaveText(`0${stat.suffix}`);
    const widthBefore = await counter.evaluate(
      (el) => el.parentElement!.getBoundingClientRect().width,
    );
    const log = await recordCounter(counter);

    const scrolledAt = await page.evaluate(() => performance.now());
    await item.scrollIntoViewIfNeeded();
    await expect(counter).toHaveText(final);
    // Screen readers meet the final figure only, even mid-count.
    await expect(item).toMatchAriaSnapshot(`- term: ${stat.title}\n- definition: ${final}`);

    const seen = await log();
    const numbers = seen.map((entry) => parseFloat(entry.text));
    expect(
      numbers.some((n) => n > 0 && n < stat.value),
      `intermediate values in ${numbers.join(', ')}`,
    ).toBe(true);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(seen.at(-1)!.text).toBe(final);
    expect(new Set(seen.map((entry) => entry.width))).toEqual(new Set([widthBefore]));
    // It starts once scrolled to and runs about COUNT_UP_MS (frame timing and a busy machine add slack).
    expect(seen[0]!.at).toBeGreaterThan(scrolledAt);
    const took = seen.at(-1)!.at - scrolledAt;
    expect(took).toBeGreaterThan(COUNT_UP_MS * 0.8);
    expect(took).toBeLessThan(COUNT_UP_MS * 2.5);
  });

  test('show the final figure at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page.locator(HYDRATED_ON_LOAD).first());
    const item = figure(page);
    const counter = item.locator('[data-count-up]');
    await expect(counter).toHaveText(final);
    const log = await recordCounter(counter);

    await item.scrollIntoViewIfNeeded();
    // Wait until the counter is in view and two frames later, when a count would have begun.
    await counter.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const io = new IntersectionObserver(([entry]) => {
            if (!entry?.isIntersecting) return;
            io.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
          io.observe(el);
        }),
    );
    expect(await log()).toEqual([]);
    await expect(counter).toHaveText(final);
  });
});

/** Fake timers, stopped: they move only when the test says so. */
async function pauseClock(page: Page) {
  const start = new Date('2025-06-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test.describe('hero', () => {
  // Its tests hold the page's clock, which Playwright installs in the whole browser context.
  test.use({ ownContext: true });
  const hero = sectionOf('home-creative', 'hero-video');
  const subtitle = (page: Page, i: number) => page.getByText(hero.subtitles[i]!, { exact: true });

  test(`the subtitle moves on every ${ROTATE_MS} ms and can be paused`, async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    const pause = page.getByRole('button', { name: 'Pause subtitle rotation' });
    await expect(pause).toBeVisible(); // shown once hydrated
    await expect(subtitle(page, 0)).toBeVisible();
    await expect(subtitle(page, 0).locator('..')).toHaveAttribute('aria-live', 'off');

    await page.clock.runFor(ROTATE_MS - 1);
    await expect(subtitle(page, 1)).toBeHidden();
    await expect(subtitle(page, 0)).toBeVisible();
    await page.clock.runFor(1);
    await expect(subtitle(page, 1)).toBeVisible();
    await expect(subtitle(page, 0)).toBeHidden();

    await pause.click();
    const play = page.getByRole('button', { name: 'Play subtitle rotation' });
    await expect(play).toBeFocused();
    await page.clock.runFor(ROTATE_MS * 3);
    await expect(subtitle(page, 1)).toBeVisible();

    await play.click();
    await page.clock.runFor(ROTATE_MS);
    await expect(subtitle(page, 2)).toBeVisible();
    await expect(subtitle(page, 1)).toBeHidden();
  });

  test('nothing rotates or plays under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.goto('/light/');
    await hydrated(page.locator(HYDRATED_ON_LOAD).first());
    await page.clock.runFor(ROTATE_MS * 2);
    await expect(subtitle(page, 0)).toBeVisible();
    await expect(subtitle(page, 1)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause subtitle rotation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause background video' })).toBeHidden();
    const video = page.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('the muted loop plays over its poster image without shifting the page and can be paused', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title!);
    // The poster is a responsive image, loaded first (the page's largest paint).
    const poster = page.getByRole('img', { name: hero.video.poster.alt });
    await expect(poster).toHaveAttribute('src', hero.video.poster.src);
    await expect(poster).toHaveAttribute('srcset', /480w/);
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('loading', 'eager');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    const ratio = hero.video.poster.height / hero.video.poster.width;
    const heightFits = async () => {
      const box = (await video.boundingBox())!;
      return Math.abs(box.height - box.width * ratio) < 1;
    };
    expect(await heightFits(), 'the box has its final size before the video loads').toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect(video).toHaveAttribute('src', hero.video.src);
    await expect(video).toHaveCSS('opacity', '1');
    expect(await heightFits(), 'and keeps it while playing').toBe(true);

    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeFocused();
  });

  test('the loop stays still when the browser asks to save data', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    await page.goto('/');
    // The island decides when it mounts: once the page is interactive and a frame has passed, a loop
    // that was going to start would have asked for its file.
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const video = page.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.readyState === 0)).toBe(
      true,
    );
    // Never named, so never fetched.
    await expect(video).not.toHaveAttribute('src', /./);
    await expect(page.getByRole('img', { name: hero.video.poster.alt })).toBeVisible();
  });
});

test.describe('case-study list', () => {
  const studies = getCaseStudies();
  const row = (link: Locator) => link.locator('xpath=ancestor::li[1]');

  test('links each study by its title and activates the hovered or focused one', async ({
    page,
  }) => {
    await page.goto('/light/marketing-agency/');
    const links = studies.map((study) =>
      page.getByRole('link', { name: study.title, exact: true }),
    );
    expect(studies).toHaveLength(4);
    for (const [i, link] of links.entries())
      await expect(link).toHaveAttribute('href', `/light/case-study-details/${studies[i]!.slug}/`);
    await expect(row(links[0]!)).toHaveAttribute('data-active', 'true');
    await expect(row(links[0]!).getByRole('img')).toHaveCSS('opacity', '1');
    await expect(row(links[2]!).getByRole('img')).toHaveCSS('opacity', '0');

    // Hovering: retried, since a hover before hydration is lost.
    await expect(async () => {
      await row(links[2]!).hover();
      await expect(row(links[2]!)).toHaveAttribute('data-active', 'true', { timeout: 500 });
    }).toPass();
    await expect(row(links[0]!)).toHaveAttribute('data-active', 'false');
    await expect(row(links[2]!).getByRole('img')).toHaveCSS('opacity', '1');
    await expect(row(links[0]!).getByRole('img')).toHaveCSS('opacity', '0');

    await links[1]!.focus();
    await expect(row(links[1]!)).toHaveAttribute('data-active', 'true');
    await expect(row(links[2]!)).toHaveAttribute('data-active', 'false');
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the static HTML has the open first answer, the first subtitle and the final figures', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: faqs[0]!.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: faqs[0]!.question })).toBeVisible();
    await expect(page.getByRole('region', { name: faqs[1]!.question })).toBeHidden();

    const hero = sectionOf('home-creative', 'hero-video');
    await expect(page.getByText(hero.subtitles[0]!, { exact: true })).toBeVisible();
    await expect(page.getByText(hero.subtitles[1]!, { exact: true })).toBeHidden();
    for (const claim of hero.claims)
      await expect(page.locator('dl > div').filter({ hasText: claim.title }).first()).toContainText(
        `${claim.value}${claim.suffix}`,
      );
    for (const stat of getStats())
      await expect(
        page
          .locator('[data-count-up]')
          .filter({ hasText: `${stat.value}${stat.suffix}` })
          .first(),
      ).toBeVisible();
  });

  test('the pricing switch works on its own and the first case study is active', async ({
    page,
  }) => {
    await page.goto('/marketing-agency/');
    await expect(page.locator('li[data-active="true"]')).toHaveCount(1);
    await expect(page.locator('li[data-active="true"]')).toContainText(getCaseStudies()[0]!.title);

    await page.goto('/tech-startup/');
    const gold = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Gold', exact: true }) });
    await expect(gold).toContainText('$449', { useInnerText: true });
    await page.getByText('Yearly', { exact: true }).click();
    await expect(gold).toContainText('$649', { useInnerText: true });
    // The video pop-up creates its player only when opened.
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
