import { expect, type Locator, type Page } from './fixtures';

/* What the island specs share (islands, motion and video pop-up specs). */

export { sectionOf } from './content-sections';

/** The page's section whose heading is `title`. */
export const sectionTitled = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Waits until the island has hydrated, so a click reaches React rather than inert HTML. */
export const hydrated = (locator: Locator) =>
  expect(locator).toHaveAttribute('data-hydrated', 'true');
/**
 * Waits until the whole page has hydrated: components/islands/link-router.tsx marks <html> once its
 * commit is done. Every page has it, whatever islands its content gives it (a page without FAQs or
 * testimonials has no island of its own to wait for).
 */
export const pageHydrated = (page: Page) =>
  expect(page.locator('html[data-interactive]')).toBeAttached();

/** Fake timers, stopped: they move only when the test says so. */
export async function pauseClock(page: Page) {
  const start = new Date('2025-06-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}
