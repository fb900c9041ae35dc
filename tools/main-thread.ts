/*
 * `npm run check:main-thread`, a step of `npm test`: the longest task each page type's main thread runs
 * while it loads and starts, counted at 4x CPU as Lighthouse's phone, judged against the bare Next
 * page's (the floor of `npm run perf`, tools/perf-floor.ts) measured in the same run. Machines differ by
 * more than 2x, so the limit is a multiple of the floor's figure, never a number of milliseconds
 * (tools/perf/main-thread-limit.ts says why it is what it is).
 *
 * Lighthouse's TBT (`npm run perf`) is the full measure and the guard of issue 61; this is its cheap
 * sentinel: a page whose start-up grows one long task (an island's work moved into hydration's commit,
 * a synchronous re-render, a heavy effect) fails here in under a minute, on every run of the suite.
 *
 * Each load is a fresh page traced until it is idle (longestTaskOf); the floor and the pages take turns,
 * RUNS rounds with the floor at both ends of each, and each is judged by its median. A page over the
 * limit is loaded again beside the floor before it fails (judgeWithLook: one load's figure varies by
 * about 40 %). Run it with nothing else busy: `npm test` runs it alone.
 *
 *   npm run check:main-thread                 the page types below, from out/
 *   npm run check:main-thread -- /about/ ...  other paths
 *   MAIN_THREAD_VERBOSE=1 npm run check:main-thread   every load's figure too
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { getProducts } from '../content';
import { CHROMIUM_ARGS, chromiumExecutable } from './browser';
import { prepareFloor } from './perf-floor';
import { judgeWithLook, longestTask, median, type TraceEvent } from './perf/main-thread-limit';
import { origin, serveExport } from './perf/serve-export';

const PORT = Number(process.env['MAIN_THREAD_PORT'] ?? 4450);
const RUNS = 3;
const CPU_SLOWDOWN = 4;
const OUT = 'out';

/**
 * The page types whose start-up differs (the islands each starts): the homes in both languages, the
 * one with the hero carousel, the shop's catalogue and a product, the blog's list with its search.
 * The product is the content's first, whatever the agency sells.
 */
function defaultPaths(): string[] {
  const product = getProducts()[0];
  return [
    '/',
    '/ar/',
    '/marketing-agency/',
    '/shop/',
    ...(product ? [`/shop/${product.id}/`] : []),
    '/blog/',
  ];
}

/** Resolves once the main thread has had two idle periods of 40 ms or more in a row (10 s at most). */
const UNTIL_IDLE = `new Promise((resolve) => {
  const give = setTimeout(resolve, 10000);
  let quiet = 0;
  const wait = () =>
    requestIdleCallback((deadline) => {
      quiet = deadline.timeRemaining() >= 40 ? quiet + 1 : 0;
      if (quiet < 2) return wait();
      clearTimeout(give);
      resolve();
    });
  wait();
})`;

/**
 * One load of `url` in a fresh page: its longest main-thread task in milliseconds, from a trace of the
 * navigation until the page is idle (the framework starts, and the islands after it, in the tasks around
 * the load event). At full speed: a CPU slowdown set through DevTools is lost when the navigation moves
 * the tab to a new renderer process, which the site's Cross-Origin-Opener-Policy makes it do; the figure
 * is scaled by CPU_SLOWDOWN afterwards, as Lighthouse's simulation does.
 */
async function longestTaskOf(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // `toplevel`: each turn of every thread's task loop, and the threads' names (2 MB a load).
    await browser.startTracing(page, { categories: ['toplevel'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(UNTIL_IDLE);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return longestTask(trace.traceEvents) * CPU_SLOWDOWN;
  } finally {
    await context.close();
  }
}

async function main() {
  const asked = process.argv.slice(2);
  for (const arg of asked)
    if (!arg.startsWith('/')) throw new Error(`Unknown argument ${arg}: give paths such as /shop/`);
  const paths = asked.length ? asked : defaultPaths();
  for (const path of paths) {
    const file = join(OUT, path.endsWith('.html') ? path : join(path, 'index.html'));
    if (!existsSync(file)) throw new Error(`No ${file}: run \`npm run build\` first.`);
  }

  const floor = prepareFloor((line) => process.stderr.write(`${line}\n`));
  const stops = [
    await serveExport(OUT, PORT, true),
    await serveExport(floor.outDir, PORT + 1, true),
  ];
  const executablePath = chromiumExecutable(process.env, { shell: false });
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
  try {
    const floorUrl = `${origin(PORT + 1, true)}/`;
    const figures = new Map<string, number[]>(['floor', ...paths].map((key) => [key, []]));
    // One load unmeasured: the browser's first page pays for starting its processes.
    await longestTaskOf(browser, floorUrl);
    // The floor before and after the pages in each round: every page is judged by it, so its median
    // stands on twice the loads (a floor of 3 loads once came in at a third of its usual figure, and
    // put a page at 1.92x).
    for (let run = 0; run < RUNS; run++) {
      figures.get('floor')!.push(await longestTaskOf(browser, floorUrl));
      for (const path of paths)
        figures.get(path)!.push(await longestTaskOf(browser, `${origin(PORT, true)}${path}`));
      figures.get('floor')!.push(await longestTaskOf(browser, floorUrl));
    }

    const floorLoads = figures.get('floor')!;
    const floorMs = median(floorLoads);
    const shown = (loads: number[]) =>
      process.env['MAIN_THREAD_VERBOSE'] ? `  loads: ${loads.map(Math.round).join(', ')}` : '';
    console.log(
      `Longest main-thread task (at full speed, times ${CPU_SLOWDOWN} as for a phone), median of ${RUNS} loads ` +
        `(the floor's of ${2 * RUNS}; a page over the limit is loaded again, beside the floor) ` +
        `(a phone-sized page, Chromium ${browser.version()}):`,
    );
    console.log(
      `  ${'floor (bare Next page)'.padEnd(34)} ${floorMs.toFixed(0).padStart(5)} ms${shown(floorLoads)}`,
    );
    const failed: string[] = [];
    for (const path of paths) {
      const verdict = await judgeWithLook(
        { page: figures.get(path)!, floor: floorLoads },
        {
          page: () => longestTaskOf(browser, `${origin(PORT, true)}${path}`),
          floor: () => longestTaskOf(browser, floorUrl),
        },
      );
      if (!verdict.pass) failed.push(path);
      const looked = verdict.looked
        ? `; ${verdict.page.length} loads after another look, the floor's ${verdict.floor.length}: ` +
          `${median(verdict.floor).toFixed(0)} ms`
        : '';
      console.log(
        `  ${path.padEnd(34)} ${median(verdict.page).toFixed(0).padStart(5)} ms  ${verdict.ratio.toFixed(2)}x the floor` +
          `  (limit ${verdict.limit.toFixed(0)} ms${looked})${verdict.pass ? '' : '  TOO LONG'}${shown(verdict.page)}`,
      );
    }
    if (failed.length) {
      console.error(
        `\n${failed.join(', ')}: a task longer than the limit. Find it in a trace (Chromium's ` +
          `Performance panel at 4x CPU slowdown): what runs in one piece that did not before?`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    for (const stop of stops) stop();
  }
}

await main();
