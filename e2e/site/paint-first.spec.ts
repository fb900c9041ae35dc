import { expect, test } from '@playwright/test';
import {
  hydrateChunks,
  REQUESTS_PER_TASK,
  RUNTIME_CHUNK,
} from '../../pipeline/hydration/paint-first';
import { holdScripts } from './held-scripts';
import { getSite } from '../../content';

/*
 * Pages paint before they hydrate (pipeline/hydration/paint-first.ts): the framework's scripts join the
 * page only once its first contentful paint is on screen, and the page then works as before. A visitor who
 * acts before that, or a page that never paints, does not wait for it.
 */

/** Records (parser insertions included), from the start of the navigation, when the first contentful paint came and when the first framework script joined. */
const recordOrder = () => {
  const order = { fcp: -1, firstScript: -1 };
  (window as unknown as { __order: typeof order }).__order = order;
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry && order.fcp < 0) order.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (
          order.firstScript < 0 &&
          node instanceof HTMLScriptElement &&
          !node.noModule && // the legacy polyfills, which module browsers skip
          node.getAttribute('src')?.startsWith('/_next/')
        )
          order.firstScript = performance.now();
  }).observe(document, { childList: true, subtree: true });
};

for (const path of ['/', '/shop/', '/light/about/']) {
  test(`${path} paints before its scripts run, then hydrates`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.addInitScript(recordOrder);
    await page.goto(path);
    const order = () =>
      page.evaluate(
        () => (window as unknown as { __order: { fcp: number; firstScript: number } }).__order,
      );
    await expect.poll(async () => (await order()).firstScript).toBeGreaterThan(0);
    const { fcp, firstScript } = await order();
    expect(fcp).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThanOrEqual(fcp);

    // Then it hydrates: the header's menu button (an island) opens the navigation.
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
}

// On a slow phone the parser yields part-way through a long document, and Chromium would paint the
// half it has: the creative home's call to action then stood beside its first figure until the second
// was parsed and sent both a line down. The first frame waits for the end of <main> (site-shell.tsx).
test('the first frame on a slow phone already has the whole of <main>', async ({
  page,
  context,
  browserName,
}) => {
  test.skip(
    browserName !== 'chromium',
    'the CPU is slowed through the Chrome DevTools Protocol, which Firefox and WebKit do not speak',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrameHadAll?: boolean };
    // rAF callbacks run only once rendering is no longer blocked: this is the first frame.
    requestAnimationFrame(() => {
      w.firstFrameHadAll = document.getElementById('content-end') !== null;
    });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { firstFrameHadAll?: boolean }).firstFrameHadAll),
    )
    .toBe(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a button pressed while the page is still starting does its job once the page is ready', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The framework arrives late, as on a slow phone: held until the press has landed, before React runs.
  const letThrough = await holdScripts(page);
  await page.goto('/about/', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  expect(await page.locator('html[data-interactive]').count()).toBe(0);
  letThrough();
  await expect(page.locator('html[data-interactive]')).toBeAttached({ timeout: 15_000 });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The menu's first top item from content/site.en.json: a link, or the button of its sub-menu.
  const top = getSite('en').nav[0]!;
  await expect(
    page
      .getByRole('banner')
      .getByRole(top.children?.length ? 'button' : 'link', { name: top.label, exact: true }),
  ).toBeVisible();
});

test('each chunk is added once, in the order the server listed it', async ({ page }) => {
  const response = await page.request.get('/shop/');
  const html = await response.text();
  const listed = hydrateChunks(html);
  expect(listed.length).toBeGreaterThan(3);
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
  await page.goto('/shop/');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
      ),
    )
    .toEqual(expect.arrayContaining(listed));
  const added = await page.evaluate(() =>
    [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
  );
  expect(added.filter((src) => listed.includes(src ?? ''))).toEqual(listed);
});

test('the loader asks for the chunks, then adds them, a few per task, so that a tap can come between', async ({
  page,
}) => {
  // Everything one task adds reaches a MutationObserver in one callback, at the task's end.
  await page.addInitScript(() => {
    const batches: { preloads: string[][]; scripts: string[][] } = { preloads: [], scripts: [] };
    (window as unknown as { __batches: typeof batches }).__batches = batches;
    new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      const preloads = added
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement)
        .filter((link) => link.rel === 'preload' && link.as === 'script')
        .map((link) => link.getAttribute('href') ?? '');
      const scripts = added
        .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement)
        .filter((script) => !script.noModule) // the legacy polyfills, which module browsers skip
        .map((script) => script.getAttribute('src') ?? '')
        .filter((src) => src.startsWith('/_next/'));
      if (preloads.length) batches.preloads.push(preloads);
      if (scripts.length) batches.scripts.push(scripts);
    }).observe(document, { childList: true, subtree: true });
  });
  // The payload is held back until every chunk has been asked for ahead, the slowest case for the loader.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/index.txt', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ar/');
  const listed = hydrateChunks(await (await page.request.get('/ar/')).text());
  const batches = () =>
    page.evaluate(
      () =>
        (window as unknown as { __batches: { preloads: string[][]; scripts: string[][] } })
          .__batches,
    );
  const inTurns = (all: string[][]) => {
    expect(all.flat()).toEqual(listed);
    expect(all.length).toBe(Math.ceil(listed.length / REQUESTS_PER_TASK));
    for (const batch of all) expect(batch.length).toBeLessThanOrEqual(REQUESTS_PER_TASK);
  };
  await expect.poll(async () => (await batches()).preloads.flat().length).toBe(listed.length);
  inTurns((await batches()).preloads);
  expect((await batches()).scripts).toEqual([]);
  release();
  await expect(page.locator(':root[data-interactive]')).toBeAttached();
  // The scripts the same way once the payload is in, Turbopack's runtime last: when it runs, every chunk
  // it needs has its script on the page already, and none is fetched or run a second time.
  inTurns((await batches()).scripts);
  expect(listed.filter((src) => RUNTIME_CHUNK.test(src))).toEqual([listed.at(-1)]);
  const sources = await page.evaluate(() =>
    [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
  );
  expect(new Set(sources).size).toBe(sources.length);
});
