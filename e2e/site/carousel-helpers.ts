import { expect, type Locator, type Page } from './fixtures';

/*
 * How the carousel specs read a carousel (components/islands/carousel.tsx): found by its region name
 * once Swiper has started, the slides a visitor sees, and a wait until none is moving.
 */

/** A carousel by its label, once Swiper has started. */
export async function carousel(page: Page, label: string): Promise<Locator> {
  const region = page.getByRole('region', { name: label, exact: true });
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(region).toHaveAttribute('data-hydrated', 'true');
  return region;
}

/** The labels ("2 of 8") of the slides wholly inside the carousel's box: what the visitor sees. */
export const shown = (region: Locator) =>
  region.evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  });

/** Waits until no slide is moving, then says what is shown. */
export async function settled(region: Locator) {
  const positions = () =>
    region.evaluate((root) =>
      [...root.querySelectorAll('[aria-roledescription="slide"]')]
        .map((s) => Math.round(s.getBoundingClientRect().left))
        .join(),
    );
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await positions();
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return shown(region);
}

/** Mouse off the carousels and nothing focused in them: nothing pauses autoplay. */
export async function leave(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
