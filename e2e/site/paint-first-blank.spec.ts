import { expect, test, type Page } from '@playwright/test';
import { LOADER } from '../../pipeline/hydration/paint-first';

/*
 * The paint-first loader (pipeline/hydration/paint-first.ts) on a page that never paints: what starts
 * the scripts then (a key, a press, the 3 s cap), and the presses and edits it holds until the page is
 * interactive. The loader on the site's own pages is in paint-first.spec.ts.
 */

/** A page that never paints anything contentful, with one "chunk" that marks the page when it runs. */
const blankPage = `<!doctype html><html><head>
</head><body><script data-hydrate="/chunk.js">${LOADER}</script></body></html>`;

/** How many times the page's "chunk" has run (undefined: not yet). */
const chunkRuns = (page: Page) =>
  page.evaluate(() => (window as unknown as { __runs?: number }).__runs);

/**
 * The page's clock is Playwright's and stands still: the loader's 3 s cap passes only when the test moves
 * it on (an installed clock that is not paused follows real time, which a busy host spends fast).
 */
async function holdClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
}

test.describe('the loader without a paint', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/blank/', (route) =>
      route.fulfill({ contentType: 'text/html', body: blankPage }),
    );
    await page.route('**/chunk.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__runs = (window.__runs || 0) + 1;',
      }),
    );
  });

  test('a key press starts the scripts at once, and only once', async ({ page }) => {
    await holdClock(page);
    await page.goto('/blank/');
    await page.clock.runFor(500);
    expect(await chunkRuns(page)).toBeUndefined();
    await page.keyboard.press('Tab');
    await page.mouse.click(5, 5);
    await expect.poll(() => chunkRuns(page)).toBe(1);
    await page.clock.runFor(3_200);
    expect(await chunkRuns(page)).toBe(1);
  });

  test('presses on a button before the page is interactive are replayed once, when it is', async ({
    page,
  }) => {
    await page.goto('/blank/');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Count';
      button.addEventListener('click', () => {
        const w = window as unknown as { __clicks?: number };
        w.__clicks = (w.__clicks ?? 0) + 1;
      });
      document.body.prepend(button);
    });
    const clicks = () => page.evaluate(() => (window as unknown as { __clicks?: number }).__clicks);
    await page.getByRole('button', { name: 'Count' }).click();
    await page.getByRole('button', { name: 'Count' }).click();
    // Held: a click that got through would have run its listener before click() returned.
    expect(await clicks()).toBeUndefined();
    await page.evaluate(() => document.documentElement.setAttribute('data-interactive', ''));
    await expect.poll(clicks).toBe(1);
    // From then on the page answers presses itself.
    await page.getByRole('button', { name: 'Count' }).click();
    expect(await clicks()).toBe(2);
  });

  test('what is typed before the page is interactive is replayed to it once it is, before held presses', async ({
    page,
  }) => {
    await page.goto('/blank/');
    await page.evaluate(() => {
      const w = window as unknown as { __heard: string[]; __ready?: boolean };
      w.__heard = [];
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'Name');
      field.addEventListener('input', () =>
        w.__heard.push(`${field.value}${w.__ready ? ' (ready)' : ''}`),
      );
      const button = document.createElement('button');
      button.textContent = 'Send';
      button.addEventListener('click', () => w.__heard.push(`sent ${field.value}`));
      document.body.prepend(field, button);
    });
    const heard = () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
    await page.getByRole('textbox', { name: 'Name' }).pressSequentially('Ann');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await heard()).toEqual(['A', 'An', 'Ann']);
    await page.evaluate(() => {
      (window as unknown as { __ready: boolean }).__ready = true;
      document.documentElement.setAttribute('data-interactive', '');
    });
    await expect.poll(heard).toEqual(['A', 'An', 'Ann', 'Ann (ready)', 'sent Ann']);
    // From then on the page hears the visitor itself, once per key.
    await page.getByRole('textbox', { name: 'Name' }).press('End');
    await page.keyboard.press('a');
    expect(await heard()).toEqual(['A', 'An', 'Ann', 'Ann (ready)', 'sent Ann', 'Anna (ready)']);
  });

  test('with no paint and no input the scripts start after 3 s', async ({ page }) => {
    await holdClock(page);
    await page.goto('/blank/');
    await page.clock.runFor(2_900);
    expect(await chunkRuns(page)).toBeUndefined();
    await page.clock.runFor(200);
    await expect.poll(() => chunkRuns(page)).toBe(1);
  });
});
