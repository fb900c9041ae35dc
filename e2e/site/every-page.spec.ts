import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { plainOrigin } from './plain-server';
import { exportedRoutes, NOT_FOUND_ROUTE } from './routes';

/*
 * Every picture in the cell its layout names, on EVERY page of the export in the four trees, at a phone's,
 * a tablet's and a desktop's width. Since the picture pipeline (2026-11-26) a raster picture is a
 * `<picture>` that takes no box of its own, with `<source>` elements before its `<img>`; browsers give
 * `<source>` no `display: none` (whatwg/html#2870), so each one became a grid or flex item and took a
 * cell: the homes' hero pictures dropped below their text at 1440 px and the blog cards began with an
 * empty cell. Read in the page, with the page's own scripts off (the pictures' places are the HTML's and
 * the stylesheet's, and a page without its scripts is read in a fraction of the time) and every picture
 * file held back (a box must stand before its file arrives, or the rows below it jump when it does):
 *  1. an element that draws nothing (`<source>`, `<track>`, `<template>`, a script, a style) takes no box;
 *  2. hiding every `<source>`'s box moves no picture (the issue's own reading of the fault);
 *  3. every picture shown has its width and height before its file arrives.
 * Each problem is one line naming the picture by its alt text (or file) and the width.
 */

const WIDTHS = [390, 1024, 1440] as const;
/** Pages per test: one tab goes through a batch, so a page costs a load, not a browser context. */
const BATCH = 24;

type Tab = { page: Page };

async function openTab(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  // Every picture file is held back: the request stays open until the next page is loaded.
  await context.route(/\.(avif|webp|png|jpe?g|gif|svg)(\?.*)?$/, () => undefined);
  return context.newPage();
}

const test = base.extend<object, { tab: Tab }>({
  tab: [
    async ({ browser }, use) => {
      const tab = { page: await openTab(browser, await plainOrigin()) };
      await use(tab);
      await tab.page.context().close();
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'parallel' });
test.use({ trace: 'off' });

/** What is wrong with the pictures of the page as laid out now, read in the page. */
function pictureProblems(width: number): string[] {
  const problems: string[] = [];
  const name = (img: HTMLImageElement) =>
    `img "${img.alt || img.getAttribute('src')?.split('/').pop() || '?'}"`;

  // 1. Nothing that draws nothing has a box (and so a cell of a grid or a flex row).
  for (const el of document.querySelectorAll('source, track, template, script, style, link, meta'))
    if (getComputedStyle(el).display !== 'none')
      problems.push(
        `<${el.localName}> in <${el.parentElement?.localName ?? '?'}> has a box (display: ${getComputedStyle(el).display}) at ${width} px`,
      );

  // 2. Hiding every <source>'s box moves no picture.
  const images = [...document.querySelectorAll('img')];
  const place = (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { x: Math.round(box.left + scrollX), y: Math.round(box.top + scrollY) };
  };
  const before = images.map(place);
  // Through each element's own style (the page's policy refuses a <style> added to it).
  const sources = [...document.querySelectorAll<HTMLElement>('source, track')];
  const styles = sources.map((el) => el.getAttribute('style'));
  for (const el of sources) el.style.setProperty('display', 'none', 'important');
  const after = images.map(place);
  sources.forEach((el, i) =>
    styles[i] === null ? el.removeAttribute('style') : el.setAttribute('style', styles[i]!),
  );
  images.forEach((img, i) => {
    const [a, b] = [before[i]!, after[i]!];
    if (Math.abs(a.x - b.x) > 1 || Math.abs(a.y - b.y) > 1)
      problems.push(
        `${name(img)} at ${width} px sits at (${a.x}, ${a.y}) but at (${b.x}, ${b.y}) once <source> boxes are hidden`,
      );
  });

  // 3. Every picture shown has its box before its file arrives (its file is held back).
  for (const img of images) {
    if (!img.checkVisibility()) continue;
    const box = img.getBoundingClientRect();
    if (box.width < 1 || box.height < 1)
      problems.push(
        `${name(img)} at ${width} px is ${Math.round(box.width)} x ${Math.round(box.height)} px before its file arrives`,
      );
  }
  return problems;
}

/** Loads `route` (scripts off, pictures held back) and reads its pictures at each width. */
async function check(page: Page, route: string): Promise<string[]> {
  const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), route).toBe(route === NOT_FOUND_ROUTE ? 404 : 200);
  // The stylesheets and fonts in (the pictures are held back, so the load event never comes).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.sheet !== null,
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    problems.push(...(await page.evaluate(pictureProblems, width)).map((p) => `${route}: ${p}`));
  }
  return problems;
}

const routes = [...exportedRoutes(), NOT_FOUND_ROUTE];

test('the export has pages (run npm run build first)', () => {
  expect(routes.length).toBeGreaterThan(1);
});

for (let start = 0; start < routes.length; start += BATCH) {
  const batch = routes.slice(start, start + BATCH);
  test(`pictures in their cells: ${batch[0]} … ${batch.at(-1)} (${batch.length} pages)`, async ({
    tab,
  }) => {
    const problems: string[] = [];
    for (const route of batch) problems.push(...(await check(tab.page, route)));
    expect(problems).toEqual([]);
  });
}
