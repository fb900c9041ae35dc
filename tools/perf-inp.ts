/*
 * `npm run perf -- --inp`: every main interaction of the site answers within 100 ms on a slow phone.
 *
 * tools/perf.ts serves out/ on loopback and calls measureInteractions(). Each interaction runs on a
 * fresh page load in a fresh browser context (empty storage, so the shop holds its demo cart and
 * wishlist), in Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate). The page is
 * used only once it is interactive (`<html data-interactive>`, set once React has hydrated) and idle.
 * The latency is read from the Event Timing API, as the browser's INP is: a PerformanceObserver for
 * 'event' entries (durationThreshold 16) and 'first-input', and the interaction's latency is the
 * longest duration among the entries that belong to it (interactionId > 0) from the moment of the
 * action on. A gesture made of several interactions (typing a word) counts its slowest one. An
 * interaction whose events all took under 16 ms leaves no entry (unless it was the page's first input)
 * and reads "<16".
 *
 * Each interaction runs 3 times (--runs N); the table gives the median and the maximum, and the run
 * fails (exit 1) when any interaction's median is over 100 ms, or when one could not be carried out.
 * Not part of `npm test`: the figures depend on the machine's load. For the slowest event the table
 * splits its time into input delay, handlers and time to the next paint, and says what the main thread
 * did meanwhile in long animation frames (scripts by invoker and file, rendering), which is where a slow
 * interaction's cause shows. PERF_INP_DEBUG=1 prints each run's steps.
 *
 *   npm run perf -- --inp              every interaction
 *   npm run perf -- --inp --runs 5 /shop/   5 runs each, only the interactions on /shop/
 *
 * This file is the runner; the interactions are in tools/perf/inp-site-scenarios.ts and
 * inp-shop-scenarios.ts, what it runs inside the page in tools/perf/inp-page.ts, and the table in
 * tools/perf/inp-report.ts.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './browser';
import { OBSERVE_EVENTS, entriesSince, longFrames, settle, type EventEntry } from './perf/inp-page';
import {
  mainThreadDuring,
  printHeader,
  printRow,
  printVerdict,
  type Measured,
  type Result,
} from './perf/inp-report';
import { DESKTOP, PHONE, type Scenario } from './perf/inp-scenario';
import { CHECKOUT_SCENARIO, SHOP_SCENARIOS } from './perf/inp-shop-scenarios';
import { BLOG_SCENARIOS, SITE_SCENARIOS } from './perf/inp-site-scenarios';

export { BUDGET_MS } from './perf/inp-report';

/** The CPU slowdown, as Lighthouse's mobile profile applies it. */
const CPU_SLOWDOWN = 4;
/** The longest one run (load, prepare, act, collect, check) may take on a busy machine. */
const RUN_TIMEOUT_MS = 120_000;

/** Every interaction, in the table's order: the site's own, the shop's, the blog's, placing an order. */
export const SCENARIOS: Scenario[] = [
  ...SITE_SCENARIOS,
  ...SHOP_SCENARIOS,
  ...BLOG_SCENARIOS,
  CHECKOUT_SCENARIO,
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Collects the interaction's entries: each is delivered after the frame that follows it, so the harness
 * waits until no new one has come for 600 ms (4 s at most after the action).
 */
async function collect(page: Page, since: number): Promise<EventEntry[]> {
  const deadline = Date.now() + 4000;
  let entries: EventEntry[] = [];
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await sleep(100);
    const now = await entriesSince(page, since);
    if (now.length !== entries.length) {
      entries = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= 600) break;
  }
  return entries;
}

async function runOnce(browser: Browser, origin: string, scenario: Scenario): Promise<Measured> {
  const context = await browser.newContext({
    viewport: scenario.viewport === 'phone' ? PHONE : DESKTOP,
  });
  // A run that hangs is ended: closing its context makes whatever it waits for throw.
  const limit = setTimeout(() => void context.close(), RUN_TIMEOUT_MS);
  try {
    // Nothing leaves the machine (the video host, say): such requests fail at once.
    const host = new URL(origin).host;
    await context.route(
      (url) => url.host !== host,
      (route) => route.abort(),
    );
    await context.addInitScript({ content: OBSERVE_EVENTS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const step = (what: string) => {
      if (process.env['PERF_INP_DEBUG']) process.stderr.write(`  ${what}\n`);
    };
    step('load');
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
    await settle(page);
    step('prepare');
    await scenario.prepare?.(page);
    await settle(page);
    const since = await page.evaluate(() => performance.now());
    step('act');
    await scenario.act(page);
    step('collect');
    const entries = await collect(page, since);
    step('check');
    await scenario.check(page);
    step('done');

    const worst = entries.reduce<EventEntry | undefined>(
      (a, e) => (!a || e.duration > a.duration ? e : a),
      undefined,
    );
    const frames = await longFrames(page);
    return {
      latency: worst?.duration ?? 0,
      worst,
      mainThread: mainThreadDuring(worst, frames),
      interactions: new Set(entries.map((e) => e.interactionId)).size,
    };
  } finally {
    clearTimeout(limit);
    await context.close();
  }
}

/**
 * Measures every interaction (or those on the chosen paths) against the export served at `origin`;
 * prints the table and returns whether every one is within the budget.
 */
export async function measureInteractions({
  origin,
  runs,
  only = [],
}: {
  origin: string;
  runs: number;
  only?: string[];
}): Promise<boolean> {
  const scenarios = only.length ? SCENARIOS.filter((s) => only.includes(s.path)) : SCENARIOS;
  if (!scenarios.length) throw new Error(`No interaction on ${only.join(' ')}`);
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
  const results: Result[] = [];
  try {
    printHeader(browser.version(), CPU_SLOWDOWN, runs);
    for (const scenario of scenarios) {
      const result: Result = { scenario, runs: [] };
      try {
        for (let i = 0; i < runs; i++) {
          process.stderr.write(`${scenario.name} ${scenario.path}: run ${i + 1}/${runs}\n`);
          result.runs.push(await runOnce(browser, origin, scenario));
        }
      } catch (error) {
        result.error = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      }
      results.push(result);
      printRow(result);
    }
  } finally {
    await browser.close();
  }
  return printVerdict(results);
}
