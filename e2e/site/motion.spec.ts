import { expect, test, type Locator, type Page } from './fixtures';
import { getStats } from '../../content';
import { COUNT_UP_MS } from '../../components/islands/count-up';
import { ROTATE_MS } from '../../components/islands/rotating-text';
import { pageHydrated, pauseClock, sectionOf } from './island-helpers';

/*
 * The islands that move by themselves (spec section 4): the counters that count up once in view, the
 * rotating hero subtitle and the hero's muted loop, each with its pause and reduced motion.
 */

test.use({ viewport: { width: 1280, height: 800 } });

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
    await pageHydrated(page);
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
    // The third subtitle, or the first again when there are two.
    await expect(subtitle(page, 2 % hero.subtitles.length)).toBeVisible();
    await expect(subtitle(page, 1)).toBeHidden();
  });

  test('nothing rotates or plays under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.goto('/light/');
    await pageHydrated(page);
    await page.clock.runFor(ROTATE_MS * 2);
    await expect(subtitle(page, 0)).toBeVisible();
    await expect(subtitle(page, 1)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause subtitle rotation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause background video' })).toBeHidden();
    // The loop would have been created by now (after the load event, when idle or 3 s at the latest).
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('img', { name: hero.video.poster.alt })).toBeVisible();
  });

  test('the muted loop plays over its poster image without shifting the page and can be paused', async ({
    page,
  }) => {
    const response = await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title!);
    // The poster is a responsive image, loaded first (the page's largest paint).
    const poster = page.getByRole('img', { name: hero.video.poster.alt });
    // Its copies, AVIF first (the pipeline's, pipeline/pictures/), never the original file.
    await expect(
      page.locator('picture:has(img[fetchpriority="high"]) source').first(),
    ).toHaveAttribute('type', 'image/avif');
    await expect(poster).toHaveAttribute('src', /^\/img\/[0-9a-f]{8}-\d+\.webp$/);
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('loading', 'eager');
    // The video element is not in the page's HTML (it would cost the first style pass the browser's
    // media-controls sheet): the frame the loop will fill is the poster's, at its final size from the start.
    const video = page.locator('video');
    expect(await response!.text(), 'no video element in the HTML').not.toContain('<video');
    const frame = (await poster.boundingBox())!;
    const ratio =
      Number(await poster.getAttribute('height')) / Number(await poster.getAttribute('width'));
    expect(
      Math.abs(frame.height - frame.width * ratio),
      'the poster has its final size',
    ).toBeLessThan(1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(video).toHaveAttribute('src', hero.video.src);
    await expect(video).toHaveCSS('opacity', '1');
    const box = (await video.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(
        Math.abs(box[side] - frame[side]),
        `the loop lies over its poster (${side})`,
      ).toBeLessThan(1);
      expect(
        Math.abs((await poster.boundingBox())![side] - frame[side]),
        'nothing moved',
      ).toBeLessThan(1);
    }

    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeFocused();
  });

  test('the loop stays still when the browser asks to save data', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    await page.goto('/');
    // A loop that was going to start is created once the page has loaded and the browser is idle: wait
    // for an idle callback asked for after the island's own, then for its render to land.
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await page.waitForLoadState('load');
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestIdleCallback(() => requestAnimationFrame(() => setTimeout(done, 100)), {
            timeout: 4000,
          }),
        ),
    );
    // Never created, so never fetched.
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('img', { name: hero.video.poster.alt })).toBeVisible();
  });
});
