import { expect, test, type Page } from '@playwright/test';
import { HEIGHT, openAt as open } from './width-sweep';

/*
 * The width sweep (./width-sweep.ts: every page type in the four trees at every width from 303 to
 * 1920 px) resizes a loaded page instead of loading it afresh at each width. This spec shows that a
 * resized page has the layout a fresh load at that width has. Runs in every browser project.
 */
test.use({ reducedMotion: 'reduce' });

/**
 * Where each header control and each section of the page is: two loads that give the same description,
 * each figure within a pixel, have the same layout (a carousel's slides are as wide as the page's width
 * over their number, a fraction of a pixel that a resize and a load can round apart).
 */
type Layout = [string, number[]][];
function describeLayout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height];
    };
    const controls = [...document.querySelectorAll('header a, header button')]
      .filter((el) => el.checkVisibility())
      .map((el): [string, number[]] => [
        `header ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`,
        box(el),
      ]);
    const sections = [...document.querySelectorAll('main > *, main section, footer')].map(
      (el, i): [string, number[]] => [`${el.localName} ${i}`, box(el)],
    );
    return [['width', [document.documentElement.scrollWidth]], ...controls, ...sections];
  });
}

/** The places of `b` more than a pixel away from `a`'s, or missing from either, one line each. */
function differences(a: Layout, b: Layout): string[] {
  const lines = a.length === b.length ? [] : [`${a.length} places against ${b.length}`];
  a.forEach(([name, figures], i) => {
    const [other, theirs] = b[i] ?? ['(none)', []];
    if (name !== other || figures.some((x, j) => Math.abs(x - (theirs[j] ?? Infinity)) > 1))
      lines.push(`${name}: ${figures.map(Math.round)} against ${other}: ${theirs.map(Math.round)}`);
  });
  return lines;
}

/** The layout once two reads two frames apart agree (a carousel lays out again a frame after a resize). */
async function settledLayout(page: Page): Promise<Layout> {
  let last = await describeLayout(page);
  for (let read = 0; read < 20; read++) {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const now = await describeLayout(page);
    if (differences(now, last).length === 0) return now;
    last = now;
  }
  return last;
}

// A page with carousels, the shop and an Arabic post, loaded fresh at a phone, a tablet and a laptop
// width and compared with the same page resized there.
for (const route of ['/marketing-agency/', '/shop/', '/ar/light/blog/']) {
  test(`${route} resized to a width has the layout of a fresh load at that width`, async ({
    page,
  }) => {
    const sizes = [390, 1024, 1440];
    await open(page, route, 1920);
    const resized: Layout[] = [];
    for (const width of sizes) {
      await page.setViewportSize({ width, height: HEIGHT });
      resized.push(await settledLayout(page));
    }
    for (const [i, width] of sizes.entries()) {
      await open(page, route, width);
      expect(
        differences(resized[i]!, await settledLayout(page)),
        `${route} at ${width} px`,
      ).toEqual([]);
    }
  });
}
