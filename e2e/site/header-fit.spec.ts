import { expect, test, type Page } from '@playwright/test';
import {
  HEADER_BREAKPOINTS,
  HEADER_MEASURED_WITH,
  SCROLLBAR_ALLOWANCE,
} from '../../components/layout/header-breakpoints';
import { getSite } from '../../content';

/*
 * The width where the header takes its full form comes from its contents
 * (components/layout/header-breakpoints.ts): this measures each header (the marketing one, the home-style
 * one with 'Getting Started', the shop's with its cart too) in English and in Arabic at its natural width,
 * and holds the breakpoint to what the widest one needs: never less (the full header would be cut off or
 * scroll sideways), and not more than a little over (the compact menu would stand in for a header that
 * fits; held only while the header's words are those it was measured with, HEADER_MEASURED_WITH). When the
 * navigation or a label changes, the failure names the width and the words to write there.
 */

const HEADERS = ['/about/', '/home/', '/shop/', '/ar/about/', '/ar/home/', '/ar/shop/'];
/** How far above the need a breakpoint may sit: room for a wider glyph or a rounding, no more. */
const SLACK = 24;

/** The header row's width with nothing squeezed (max-content), at `width`, with the page's own fonts. */
async function naturalWidth(page: Page, path: string, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  // Twice: the second load finds the fonts in the cache, in time for font-display: optional.
  await page.goto(path);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const row = document.querySelector('header > div');
    if (!(row instanceof HTMLElement)) throw new Error('no header row (header > div)');
    const fonts = [...document.fonts].filter((font) => font.status === 'loaded').length;
    if (fonts === 0) throw new Error('measured before any web font was in');
    // Neither the viewport nor the container's own cap (max-w-container) may squeeze it.
    row.style.setProperty('width', 'max-content');
    row.style.setProperty('max-width', 'none');
    const natural = row.getBoundingClientRect().width;
    row.style.removeProperty('width');
    row.style.removeProperty('max-width');
    return Math.ceil(natural);
  });
}

test("the header's full form starts where the widest header fits", async ({ page }) => {
  const at = HEADER_BREAKPOINTS.full;
  const widths: string[] = [];
  let widest = 0;
  for (const path of HEADERS) {
    const natural = await naturalWidth(page, path, at);
    widths.push(`${path}: ${natural} px`);
    widest = Math.max(widest, natural);
  }
  const need = widest + SCROLLBAR_ALLOWANCE;
  const words = (['en', 'ar'] as const).flatMap((locale) => {
    const site = getSite(locale);
    return [...site.nav.map((item) => item.label), site.gettingStarted.label];
  });
  const advice =
    `the widest header needs ${need} px with a scrollbar (${widths.join(', ')}): set ` +
    `HEADER_BREAKPOINTS.full to ${need} and HEADER_MEASURED_WITH to ${JSON.stringify(words)}`;
  expect(at, advice).toBeGreaterThanOrEqual(need);
  // Not much roomier than needed, while the header's words are those it was measured with: with an
  // editor's other words, a header that fits is all a visitor needs.
  if (JSON.stringify(words) === JSON.stringify(HEADER_MEASURED_WITH))
    expect(at, advice).toBeLessThanOrEqual(need + SLACK);
  else
    test.info().annotations.push({
      type: 'header words',
      description: `the content's header words are not those HEADER_BREAKPOINTS.full was measured with: only "wide enough" is held`,
    });
  // However wide the window, the row is never wider than the container's cap: it must fit in that too.
  const cap = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.querySelector('header > div')!).maxWidth),
  );
  expect(
    widest,
    `the widest header (${widest} px) in the container's ${cap} px`,
  ).toBeLessThanOrEqual(cap);
});

test('below the full form the header is compact: a Menu button, the items behind it', async ({
  page,
}) => {
  await page.setViewportSize({ width: HEADER_BREAKPOINTS.full - 1, height: 800 });
  await page.goto('/shop/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  // A top item of content/site.en.json's navigation: a link, or the button of its sub-menu.
  const items = getSite('en').nav;
  const top = items.find((item) => !item.children?.length) ?? items[0]!;
  const item = nav.getByRole(top.children?.length ? 'button' : 'link', {
    name: top.label,
    exact: true,
  });
  await expect(item).toBeHidden();
  await menu.click();
  await expect(item).toBeVisible();

  await page.setViewportSize({ width: HEADER_BREAKPOINTS.full, height: 800 });
  await expect(menu).toBeHidden();
  await expect(item).toBeVisible();
});
