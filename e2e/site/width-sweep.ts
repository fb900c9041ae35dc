import { expect, type Page } from '@playwright/test';
import { laidOut, layoutProblems } from './layout-checks';
import { isArabic, pageTypeRoutes, inEveryTree, NOT_FOUND_ROUTE } from './routes';

/*
 * Every width a visitor's screen has, not two points: one page of each type in both languages and both
 * themes is resized through WIDTHS, from the narrowest phone to a large desktop, and at each width
 * nothing may scroll sideways, no header control may be cut off at the edge or lie over another, and
 * no text may be cut off (./layout-checks.ts), read at rest as a visitor asking for reduced motion sees
 * it. In Chromium the page sweep does this to every template sample (./samples.ts) in the same visit
 * as its other checks (sweep.spec.ts: one load a page for both); in Playwright's Firefox and WebKit on GitHub, widths-engines.spec.ts does it
 * alone. widths.spec.ts shows that a resized page has the layout of a fresh load at that width.
 */

/**
 * Phones (320 small Android, 360, 390 iPhone, 412 Pixel), small tablets, tablets upright and sideways,
 * small laptops, and desktops up to full HD; first, 303: a 320 px window of a desktop browser whose
 * scrollbar takes room from the page (17 px on Windows, 12 px in Firefox on Linux), which no media query
 * sees (Firefox ESR at 320 px put the shop's 'Getting Started' over the page's eyebrow, on two rows
 * where Chromium's hidden scrollbar left one).
 */
export const WIDTHS = [
  303, 320, 360, 390, 412, 600, 768, 820, 912, 1024, 1100, 1180, 1280, 1366, 1440, 1920,
] as const;
export const HEIGHT = 800;

/** One page of each type, in the four trees (the 404 page too): the other engines' width sweep. */
export const WIDTH_ROUTES: readonly string[] = pageTypeRoutes().flatMap(inEveryTree);

/** English pages go up the widths, Arabic ones down, so both directions of a resize are crossed. */
export const widthsFor = (route: string): number[] =>
  isArabic(route) ? [...WIDTHS].reverse() : [...WIDTHS];

/** Loads `route` at `width` and waits until it is interactive, laid out in full and its fonts are in. */
export async function openAt(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
  const response = await page.goto(route);
  const notFound = route.endsWith(NOT_FOUND_ROUTE);
  expect(response?.status()).toBe(notFound ? 404 : 200);
  // The 404 page is the one page that does not hydrate (a plain document with its header and links).
  if (!notFound) {
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await laidOut(page);
  }
  await page.evaluate(() => document.fonts.ready);
}

/** The layout problems at `width`, polled: a carousel lays its slides out again a frame or two after a resize. */
export async function expectFits(page: Page, route: string, width: number) {
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
  await expect
    .configure({ soft: true })
    .poll(() => layoutProblems(page), { message: `${route} at ${width} px`, timeout: 3_000 })
    .toEqual([]);
}

/** Resizes the loaded page through every width in its language's order, checking each (soft). */
export async function expectFitsEveryWidth(page: Page, route: string) {
  await page.evaluate(() => document.fonts.ready);
  for (const width of widthsFor(route)) await expectFits(page, route, width);
}
