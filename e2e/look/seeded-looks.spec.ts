import { expect, test, type Page } from '@playwright/test';
import { laidOut } from '../site/layout-checks';
import { approved, compare, kept } from './compare';
import { allPictures, approvedFile, openWithFonts, shoot } from './pictures';

/*
 * The look's check proves itself on a real page: the marketing home at 1440 px agrees with its approved
 * picture, and each ordinary change a visitor would see fails it: the accent colour a shade off, the
 * hero's gap 8 px wider, and the hero's picture moved to the other column. Each change is made in the
 * page through the CSS object model (the page's policy refuses an added <style>), so nothing is seeded
 * in the export.
 */

const ROUTE = '/marketing-agency/';
const WIDTH = 1440;

const CHANGES: [string, (page: Page) => Promise<void>][] = [
  [
    'the accent colour a shade off (255 122 69 to 240 122 69)',
    (page) =>
      page.evaluate(() =>
        document.documentElement.style.setProperty('--color-accent', '240 122 69'),
      ),
  ],
  [
    "the hero's gap 8 px wider",
    (page) =>
      page.evaluate(() => {
        const grid = document.querySelector('main img')!.closest<HTMLElement>('.grid')!;
        grid.style.gap = `${parseFloat(getComputedStyle(grid).columnGap) + 8}px`;
      }),
  ],
  [
    "the hero's picture in the other column",
    (page) =>
      page.evaluate(() => {
        document.querySelector<HTMLElement>('main img')!.style.order = '-1';
      }),
  ],
];

test.use({ reducedMotion: 'reduce', trace: 'off' });

test(`the look's check catches a colour, a gap and a picture's place on ${ROUTE}`, async ({
  page,
}) => {
  const expected = approved(approvedFile(ROUTE, WIDTH));
  expect(expected, `the approved picture of ${ROUTE} at ${WIDTH} px`).toBeDefined();
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await openWithFonts(page, ROUTE);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await laidOut(page);
  await allPictures(page);
  const picture = async () => kept(await shoot(page));
  expect((await compare(expected!, await picture())).problem, 'the page as it is').toBeUndefined();
  for (const [change, make] of CHANGES) {
    await page.reload();
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await laidOut(page);
    await allPictures(page);
    await make(page);
    expect.soft((await compare(expected!, await picture())).problem, change).toBeDefined();
  }
});
