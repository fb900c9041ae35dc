import { expect, type Page } from '@playwright/test';

/*
 * How the blog's specs read its lists (blog.spec.ts, blog-search.spec.ts, blog-pages.spec.ts) and its
 * search's count line (also early-input-search.spec.ts and the engines' early.spec.ts).
 */

/** The search's count line for `query`, any count: its template with `{count}` as digits. */
export const countLine = (template: string, query: string) =>
  new RegExp(
    `^${template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{count}', '\\d+')
      .replace('{query}', query)}$`,
  );

/** The cards of the posts (or hits) shown. */
export const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The titles of the posts shown, in order (each card's one heading). */
export const shownTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();

/** Waits until the page's first island (the list's, on a blog page) has started. */
export const hydrated = (page: Page) =>
  expect(page.locator('[data-hydrated]').first()).toHaveAttribute('data-hydrated', 'true');
