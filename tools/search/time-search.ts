/*
 * `npx tsx tools/search/time-search.ts [--port 4173] [--path /about/] [--query b] [--runs 5]`: how fast
 * the site search answers (issue 33), against `out/` served by `npm run serve` (or the e2e server) on
 * that port. In Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), it prints:
 *   - the bytes the first search of a fresh browser downloads (everything under /pagefind/, as sent);
 *   - on a warm cache, the time from the first key to the first result on screen, the key pressed the
 *     moment the dialog opens (Pagefind starts meanwhile) and once the search has started (the dialog's
 *     data-status="ready" and its index preloaded), median and all runs.
 * Not part of `npm test`: timings need a quiet machine.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../browser';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    path: { type: 'string', default: '/about/' },
    query: { type: 'string', default: 'b' },
    runs: { type: 'string', default: '5' },
  },
});
const base = `http://127.0.0.1:${values.port}`;
const executablePath = chromiumExecutable(process.env, { shell: true });
const browser = await chromium.launch({
  args: CHROMIUM_ARGS,
  ...(executablePath ? { executablePath } : {}),
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
let bytes = 0;
page.on('requestfinished', async (request) => {
  if (!new URL(request.url()).pathname.startsWith('/pagefind/')) return;
  const sizes = await request.sizes();
  bytes += sizes.responseBodySize + sizes.responseHeadersSize;
});

/** Milliseconds from the first key of `query` to the first result in the dialog, CPU slowed 4x. */
async function firstResult(page: Page, waitForStart: boolean): Promise<number> {
  await page.goto(base + values.path);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const timing = window as unknown as { firstResult: Promise<number> };
    timing.firstResult = new Promise((resolve) => {
      let start: number | undefined;
      // A key Playwright types as text (Arabic letters) sends input without keydown.
      for (const type of ['keydown', 'input'])
        document.addEventListener(type, () => (start ??= performance.now()), { capture: true });
      new MutationObserver((_, observer) => {
        if (start === undefined || !document.querySelector('[role=option]')) return;
        observer.disconnect();
        resolve(performance.now() - start);
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(?:Search|بحث)$/ })
    .click();
  if (waitForStart) {
    await page.locator('dialog[data-status="ready"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }
  await page.keyboard.type(values.query);
  const ms = await page.evaluate(
    () => (window as unknown as { firstResult: Promise<number> }).firstResult,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return Math.round(ms);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const cold = await firstResult(page, true);
console.log(
  `first search, cold cache: ${(bytes / 1024).toFixed(1)} KiB from /pagefind/ (${cold} ms)`,
);
for (const waitForStart of [false, true]) {
  const runs: number[] = [];
  for (let run = 0; run < Number(values.runs); run++)
    runs.push(await firstResult(page, waitForStart));
  console.log(
    `warm cache, key pressed ${waitForStart ? 'once the search has started' : 'as the dialog opens'}: ` +
      `median ${median(runs)} ms (${runs.join(', ')})`,
  );
}
await browser.close();
