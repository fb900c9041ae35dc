import type { Locator, Page } from '@playwright/test';
import {
  appears,
  attributeIs,
  button,
  expectTrue,
  notes,
  typeWord,
  type Scenario,
} from './inp-scenario';

/*
 * The interactions of the site's own chrome and sections that `npm run perf -- --inp` measures: the
 * menu, the theme switch, a carousel, the FAQ, the pricing period and the video pop-up, and the blog's
 * search and 'Load More Blog'. The shop's are in inp-shop-scenarios.ts.
 */

const menuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu', exact: true });
const carousel = (page: Page) => page.getByRole('region', { name: 'Meet the Studio' });
/** The blog index's cards: the island's list column, beside its search sidebar. */
const blogPosts = (page: Page) =>
  page.locator('[data-hydrated="true"]:has(> aside) > div > ul > li');

/**
 * A control further down the page is tapped by a visitor who has scrolled to it first: the islands the
 * scroll brings near the screen start meanwhile, as they do for the visitor. Waits until they have (5 s
 * at most; the runner then waits for the page to be idle).
 */
async function scrolledTo(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-hydrated="false"]')].every((island) => {
          const box = island.getBoundingClientRect();
          return box.top > 2 * innerHeight || box.bottom < -innerHeight;
        }),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

export const SITE_SCENARIOS: Scenario[] = [
  {
    name: 'menu open',
    path: '/',
    viewport: 'phone',
    act: (page) => menuButton(page).click(),
    check: (page) =>
      expectTrue('menu open', attributeIs(menuButton(page), 'aria-expanded', 'true')),
  },
  {
    name: 'menu close',
    path: '/',
    viewport: 'phone',
    prepare: async (page) => {
      await menuButton(page).click();
      await expectTrue('menu open first', attributeIs(menuButton(page), 'aria-expanded', 'true'));
    },
    act: (page) => menuButton(page).click(),
    check: (page) =>
      expectTrue('menu closed', attributeIs(menuButton(page), 'aria-expanded', 'false')),
  },
  {
    name: 'theme switch (link)',
    path: '/about/',
    // The link leaves for the light tree (a full page load): the click is measured on this page, so its
    // navigation is cancelled by a listener added after the site's own (LinkRouter's included), which
    // therefore see the click as they would.
    prepare: (page) =>
      page.evaluate(() => {
        window.addEventListener('click', (event) => {
          const link = event.target instanceof Element ? event.target.closest('a') : null;
          if (!link || link.getAttribute('aria-label') !== 'Switch to light theme') return;
          document.documentElement.dataset['perfFollowed'] = link.pathname;
          event.preventDefault();
        });
      }),
    act: (page) => page.getByRole('link', { name: 'Switch to light theme' }).click(),
    check: (page) =>
      expectTrue(
        'link to the light twin followed',
        attributeIs(page.locator('html'), 'data-perf-followed', '/light/about/'),
      ),
  },
  {
    name: 'carousel next',
    path: '/about/',
    prepare: async (page) => {
      await carousel(page).scrollIntoViewIfNeeded();
      // Swiper starts when the carousel nears the screen.
      await carousel(page)
        .and(page.locator('[data-hydrated="true"]'))
        .waitFor({ state: 'attached', timeout: 15_000 });
      notes.set(
        page,
        await carousel(page)
          .locator('.swiper-wrapper')
          .evaluate((el) => el.style.transform),
      );
    },
    act: (page) => carousel(page).getByRole('button', { name: 'Next slide' }).click(),
    check: (page) =>
      expectTrue(
        'slides moved',
        carousel(page)
          .locator('.swiper-wrapper')
          .evaluate((el, before) => el.style.transform !== before, notes.get(page) ?? ''),
      ),
  },
  {
    name: 'FAQ accordion',
    path: '/',
    // At the foot of the page (see scrolledTo): scrolled and tapped in one go, the islands starting on
    // the way counted as the tap's input delay (105 ms of its 224 in the slowest of 10 runs).
    prepare: (page) => scrolledTo(page, button(page, 'How do you price your projects?')),
    act: (page) => button(page, 'How do you price your projects?').click(),
    check: (page) =>
      expectTrue(
        'answer open',
        attributeIs(button(page, 'How do you price your projects?'), 'aria-expanded', 'true'),
      ),
  },
  {
    name: 'pricing period toggle',
    path: '/service/',
    // The radio is visually hidden; its label is what a visitor presses.
    act: (page) =>
      page
        .getByRole('group', { name: 'Billing period' })
        .locator('label', { hasText: 'Yearly' })
        .click(),
    check: (page) =>
      expectTrue('yearly chosen', page.getByRole('radio', { name: 'Yearly' }).isChecked()),
  },
  {
    name: 'video pop-up open',
    path: '/marketing-agency/',
    // Half-way down the page (see scrolledTo): a click that scrolled and tapped in one go measured the
    // starts of the counters and the testimonials' carousel as the tap's input delay (142 ms of its 248
    // in the slowest of 10 runs).
    prepare: (page) => scrolledTo(page, button(page, 'Play video').first()),
    act: (page) => button(page, 'Play video').first().click(),
    check: (page) => expectTrue('dialog open', appears(page.getByRole('dialog'))),
  },
];

export const BLOG_SCENARIOS: Scenario[] = [
  {
    name: 'blog search (typing)',
    path: '/blog/',
    prepare: (page) => page.getByRole('searchbox', { name: 'Search posts' }).focus(),
    act: (page) => typeWord(page, 'design'),
    check: (page) =>
      expectTrue(
        'search answered',
        appears(page.getByRole('status').filter({ hasText: /match/ }).first()),
      ),
  },
  {
    name: 'blog load more',
    path: '/blog/',
    prepare: async (page) => {
      notes.set(page, String(await blogPosts(page).count()));
    },
    act: (page) => button(page, 'Load More Blog').click(),
    check: async (page) =>
      expectTrue('more posts', (await blogPosts(page).count()) > Number(notes.get(page))),
  },
];
