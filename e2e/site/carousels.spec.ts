import { expect, test } from './fixtures';
import { getPosts, getProject } from '../../content';
import { inOrder, newestFirst } from '../oracles';
import { holdRequests } from './held-scripts';
import { carousel, leave, settled, shown } from './carousel-helpers';
import { findSection, sectionOf } from './content-sections';
import { decodeEntities } from '../../pipeline/html-entities';

/*
 * The carousels (components/islands/carousel.tsx) driven as a visitor would: arrows, numbered pagination,
 * autoplay and its pause button, reduced motion, server-rendered slides and layout stability.
 * Carousels are found by their region name, the section title from content/pages/<page>.json.
 */

const testimonials = sectionOf('home-creative', 'testimonials');
const blog = sectionOf('home-creative', 'posts', { layout: 'carousel' });
/*
 * How many slides each carousel of the creative home has: content/ decides. Two or more make a carousel
 * (components/sections/slides.tsx); one is laid out where the carousel would be, and none leaves the
 * section out. A test of what a carousel does says so when the content gives it none to drive.
 */
const shownOf = (section: { limit?: number } | undefined, items: number) =>
  section ? Math.min(items, section.limit ?? Infinity) : 0;
const quoteCount = shownOf(
  findSection('home-creative', 'testimonials'),
  inOrder('testimonials').length,
);
const postCount = shownOf(
  findSection('home-creative', 'posts', { layout: 'carousel' }),
  getPosts().length,
);
const noCarousel = (count: number, what: string) =>
  `content/ gives this carousel ${count} ${what} (or its page has no such section): it takes two or more to make one`;

test.describe('testimonial carousel', () => {
  test('"Next slide" shows the next quote and loops past the last', async ({ page }) => {
    test.skip(quoteCount < 2, noCarousel(quoteCount, 'testimonials'));
    await page.goto('/');
    const region = await carousel(page, testimonials.title);
    const quotes = inOrder('testimonials')
      .slice(0, testimonials.limit)
      .map((t) => t.text);
    const next = region.getByRole('button', { name: 'Next slide' });
    await next.hover();
    const [label] = await settled(region);
    let index = Number(label?.split(' ')[0]) - 1;
    await expect(region.getByText(quotes[index]!)).toBeInViewport();

    for (let step = 0; step < quotes.length; step++) {
      await next.click();
      index = (index + 1) % quotes.length;
      await expect(region.getByText(quotes[index]!)).toBeInViewport();
      expect(await settled(region)).toEqual([`${index + 1} of ${quotes.length}`]);
      await expect(next).toBeEnabled();
    }
    await expect(region.getByRole('group', { name: `1 of ${quotes.length}` })).toContainText(
      'out of 5',
    );
  });
});

test.describe('blog carousel', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"Previous slide" is disabled at the start; the keyboard moves it to the end', async ({
    page,
  }) => {
    const posts = newestFirst(getPosts()).slice(0, blog.limit);
    test.skip(
      posts.length < 5,
      `content/posts/ holds ${posts.length} posts: with three in view, the carousel has no two slides to move by`,
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const region = await carousel(page, blog.title);
    const previous = region.getByRole('button', { name: 'Previous slide' });
    const next = region.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    expect(await settled(region)).toEqual([1, 2, 3].map((n) => `${n} of ${posts.length}`));

    await region.getByRole('button', { name: 'Play autoplay' }).focus();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    // Tab walks through the three posts in view, then leaves the carousel: the hidden ones are skipped.
    for (const post of posts.slice(0, 3)) {
      await page.keyboard.press('Tab');
      await expect(region.getByRole('link', { name: post.title })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    expect(await region.evaluate((root) => root.contains(document.activeElement))).toBe(false);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(previous).toBeEnabled();
    await expect(region.getByRole('link', { name: posts[3]!.title })).toBeInViewport();
    await page.keyboard.press('Space');
    await expect(region.getByRole('link', { name: posts[4]!.title })).toBeInViewport();

    while (await next.isEnabled()) await page.keyboard.press('Enter');
    await expect(region.getByRole('link', { name: posts.at(-1)!.title })).toBeInViewport();
    await expect(previous).toBeFocused();
  });

  test('autoplay advances about every 3 s and stops while hovered', async ({ page }) => {
    // Three in view at 1280 px: autoplay has somewhere to go from four posts.
    test.skip(postCount < 4, noCarousel(postCount, 'posts (three in view)'));
    await page.goto('/');
    const region = await carousel(page, blog.title);
    await leave(page);
    // Two moves timed apart in the page, frame by frame: polled from here, a busy host adds its own lag
    // to one end or the other. A move starts when the slides leave a place they held for 200 ms.
    const starts = await region.evaluate(
      (root) =>
        new Promise<number[]>((done) => {
          const first = root.querySelector('[aria-roledescription="slide"]')!;
          const x = () => Math.round(first.getBoundingClientRect().left);
          const found: number[] = [];
          let last = x();
          let moving = false;
          let stillSince = performance.now();
          const began = stillSince;
          const frame = (time: number) => {
            const now = x();
            if (now !== last) {
              if (!moving) found.push(time);
              moving = true;
              stillSince = time;
              last = now;
            } else if (moving && time - stillSince > 200) moving = false;
            if (found.length === 2 || time - began > 12_000) done(found);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    expect(starts, 'two moves within 12 s').toHaveLength(2);
    const gap = starts[1]! - starts[0]!;
    expect(gap).toBeGreaterThan(2_500);
    expect(gap).toBeLessThan(4_500);

    await region.hover();
    const held = await settled(region);
    // The claim is that nothing happens for longer than one autoplay step (3 s): only time shows it.
    await page.waitForTimeout(4_000); // eslint-disable-line no-restricted-syntax -- a stretch of time is what is tested
    expect(await shown(region)).toEqual(held);
  });

  test('the pause button stops autoplay and the play button restarts it', async ({ page }) => {
    test.skip(postCount < 4, noCarousel(postCount, 'posts (three in view)'));
    await page.goto('/');
    const region = await carousel(page, blog.title);
    await region.getByRole('button', { name: 'Pause autoplay' }).click();
    await expect(region.getByRole('button', { name: 'Play autoplay' })).toBeVisible();
    await page.mouse.move(1, 1);
    const held = await settled(region);
    // Paused means no move for longer than one autoplay step (3 s): only time shows it.
    await page.waitForTimeout(4_000); // eslint-disable-line no-restricted-syntax -- a stretch of time is what is tested
    expect(await shown(region)).toEqual(held);

    await region.getByRole('button', { name: 'Play autoplay' }).click();
    await expect(region.getByRole('button', { name: 'Pause autoplay' })).toBeVisible();
    await leave(page);
    await expect.poll(() => shown(region), { timeout: 8_000 }).not.toEqual(held);
  });
});

test('under reduced motion no carousel moves on its own', async ({ page }) => {
  const titles = [
    ...(quoteCount >= 2 ? [testimonials.title] : []),
    ...(postCount >= 2 ? [blog.title] : []),
  ];
  test.skip(titles.length === 0, noCarousel(Math.max(quoteCount, postCount), 'items'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // One after the other: each is brought into view, where it starts.
  const regions = [];
  for (const title of titles) regions.push(await carousel(page, title));
  await leave(page);
  const before = await Promise.all(regions.map((region) => settled(region)));
  for (const region of regions)
    await expect(region.getByRole('button', { name: 'Play autoplay' })).toBeVisible();
  // Still means no move for longer than one autoplay step (3 s): only time shows it.
  await page.waitForTimeout(4_000); // eslint-disable-line no-restricted-syntax -- a stretch of time is what is tested
  expect(await Promise.all(regions.map(shown))).toEqual(before);
});

test('the slides are in the HTML before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const text = decodeEntities(html);
  for (const post of newestFirst(getPosts()).slice(0, postCount))
    expect(text).toContain(post.title);
  for (const testimonial of inOrder('testimonials').slice(0, quoteCount))
    expect(text).toContain(testimonial.text);
  if (quoteCount >= 2 || postCount >= 2) {
    expect(html).toContain('data-carousel');
    expect(html).toContain('aria-roledescription="slide"');
  }
});

test('the digital agency portfolio slider goes to the slide whose number is pressed', async ({
  page,
}) => {
  const portfolio = sectionOf('digital-agency', 'portfolio', { layout: 'slider' });
  const titles = portfolio.projects.map((slug) => getProject(slug)!.title);
  test.skip(titles.length < 2, noCarousel(titles.length, 'projects'));
  await page.goto('/digital-agency/');
  const region = await carousel(page, portfolio.title);
  await expect(region.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  for (const n of [2, titles.length, 1]) {
    const button = region.getByRole('button', { name: `Go to slide ${n}` });
    await expect(button).toHaveText(String(n).padStart(2, '0'));
    await button.click();
    await expect(button).toHaveAttribute('aria-current', 'true');
    // The slide can be taller than the window: bring it into view vertically, then check it is
    // the one shown sideways.
    const link = region.getByRole('link', { name: titles[n - 1]! });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    // Retried until the 800 ms transition has ended, however slow the machine.
    await expect.poll(() => shown(region)).toEqual([`${n} of ${titles.length}`]);
  }
});

test.describe('tech startup logo carousel', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('shows six logos at 1400 px (or every logo, when there are fewer)', async ({ page }) => {
    const logos = sectionOf('tech-startup', 'logos', { layout: 'carousel' });
    const brands = inOrder('brands').slice(0, logos.limit);
    test.skip(brands.length === 0, 'content/brands/ is empty: there is no logo carousel');
    await page.goto('/tech-startup/');
    const region = await carousel(page, logos.title ?? 'Brand logos');
    await region.hover();
    expect(await settled(region)).toHaveLength(Math.min(6, brands.length));
  });
});

test('nothing shifts when a carousel starts in view (CLS < 0.05 at 1280x800 and 390x844)', async ({
  page,
}) => {
  const labels = [
    ...(quoteCount >= 2 ? [testimonials.title] : []),
    ...(postCount >= 2 ? [blog.title] : []),
  ];
  test.skip(labels.length === 0, noCarousel(Math.max(quoteCount, postCount), 'items'));
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Scripts wait until the carousel is scrolled into view, as for a visitor who scrolls before they arrive.
  let release = () => {};
  let scripts = Promise.resolve();
  await holdRequests(page, '**/_next/static/**/*.js', () => scripts);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const label of labels) {
      scripts = new Promise((resolve) => (release = resolve));
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const region = page.getByRole('region', { name: label, exact: true });
      await region.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      release();
      await expect(region).toHaveAttribute('data-hydrated', 'true');
      await settled(region);
      const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
      test.info().annotations.push({
        type: 'CLS',
        description: `${label} at ${viewport.width}x${viewport.height}: ${cls.toFixed(4)}`,
      });
      expect(cls, `CLS of "${label}" at ${viewport.width}x${viewport.height}`).toBeLessThan(0.05);
    }
  }
});
