/*
 * The web editor's speed over a grown copy, as an editor meets it: the copy's export served
 * (tools/serve.ts), Decap's local proxy (decap-server, MODE=fs) over the copy, and the editor opened in
 * Chromium with no CPU throttle, its config.json pointed at that proxy as the editor's tests do
 * (e2e/editor/harness.ts). Measured: the editor's start (a fresh load, until the jobs are listed), Posts
 * chosen in its menu until its list shows entries, the first
 * post opened until its Markdown box is there, and 40 keys typed at the end of that body, each timed
 * by the browser's Event Timing API as INP counts it (entries of one interaction grouped by
 * interactionId, the longest taken; entries under 16 ms are not reported and count as under 16 ms).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, installedChromium } from '../browser';
import { caretIsAtEnd } from '../caret';
import { freePort } from '../free-port';

export const KEYS = 40;
const TYPED = ' and a line typed to time every key here'; // 40 characters
const KEY_DELAY_MS = 100; // a quick typist: ten keys a second

export interface EditorFigures {
  /** The editor loaded in a fresh page, until a small collection (the jobs) lists its entries. */
  startMs: number;
  /** From choosing Posts in the editor's menu until the list shows entries. */
  openCollectionMs: number;
  listedEntries: number;
  openPostMs: number;
  post: string;
  /** One number per key: its interaction's longest Event Timing duration, 0 when under 16 ms. */
  keysMs: number[];
  keysReported: number;
  p50: number;
  p90: number;
  max: number;
  problems: string[];
}

function start(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${args.join(' ')} did not start in 60 s`)),
      60_000,
    );
    const listen = (chunk: Buffer) => {
      if (ready.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return { child, started };
}

/** The value at fraction `p` of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

async function caretAtEnd(page: Page) {
  const box = page.locator('[data-slate-editor="true"]').first();
  await box.click();
  // The editor moves the caret where the box was clicked a moment after the click: press End until
  // nothing of the text follows the caret.
  for (let attempt = 0; attempt < 50; attempt++) {
    await box.press('Control+End');
    if (await caretIsAtEnd(box)) return;
  }
  throw new Error('the caret did not reach the end of the Markdown box');
}

/** `served`: the folder the site is served from (the copy's out/, or its public/ when not built). */
export async function measureEditor(
  dir: string,
  env: NodeJS.ProcessEnv,
  served: string,
): Promise<EditorFigures> {
  const [sitePort, proxyPort] = [await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  const executablePath = installedChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const site = start(
      process.execPath,
      [
        join(dir, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'tools/serve.ts',
        '--port',
        String(sitePort),
        '--dir',
        served,
      ],
      dir,
      env,
      /./,
    );
    children.push(site.child);
    const decapServer = createRequire(join(dir, 'editor', 'package.json')).resolve('decap-server');
    const proxy = start(
      process.execPath,
      [decapServer],
      dir,
      {
        ...env,
        MODE: 'fs',
        BIND_HOST: '127.0.0.1',
        PORT: String(proxyPort),
        GIT_REPO_DIRECTORY: dir,
      },
      /listening/,
    );
    children.push(proxy.child);
    await Promise.all([site.started, proxy.started]);
    const base = `http://127.0.0.1:${sitePort}`;
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(`${base}/admin/`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 200));

    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // A failed load is named by its address below, not by the console's "Failed to load resource".
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.route('**/admin/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { local_backend: { url: string } };
      config.local_backend.url = `http://127.0.0.1:${proxyPort}/api/v1`;
      await route.fulfill({ response, json: config });
    });
    // The pictures an entry shows come from the copy's public/images/, as `npm run cms`'s dev server
    // serves them (the export keeps only their resized copies: e2e/editor/harness.ts, servePictures).
    await page.route('**/images/**', async (route) => {
      const path = decodeURIComponent(new URL(route.request().url()).pathname);
      const file = join(dir, 'public', ...path.split('/').filter(Boolean));
      if (!file.startsWith(join(dir, 'public', 'images')) || !existsSync(file))
        return route.fulfill({ status: 404 });
      await route.fulfill({ path: file });
    });
    // Signed in once (the editor remembers it), then timed as an editor opens the posts each day.
    await page.goto('/admin/');
    const login = page.getByRole('button', { name: 'Login' });
    const signedIn = page.getByText('Collections', { exact: true });
    await login.or(signedIn).first().waitFor({ timeout: 120_000 });
    if (await login.isVisible()) await login.click();
    await signedIn.waitFor({ timeout: 120_000 });

    // The editor loaded afresh on a small collection (the jobs), then Posts chosen in its menu: the
    // first figure is the editor's own start, the second the posts' list alone.
    await page.goto('about:blank');
    let t0 = performance.now();
    await page.goto('/admin/#/collections/jobs');
    await page
      .locator('a[href*="/collections/jobs/entries/"]')
      .first()
      .waitFor({ timeout: 600_000 });
    const startMs = performance.now() - t0;
    const entries = page.locator('a[href*="/collections/posts/entries/"]');
    t0 = performance.now();
    await page.locator('a[href$="/collections/posts"]').first().click();
    await entries.first().waitFor({ timeout: 600_000 });
    const openCollectionMs = performance.now() - t0;
    const listedEntries = await entries.count();

    const first = entries.first();
    const post = ((await first.getAttribute('href')) ?? '').split('/').pop() ?? '';
    t0 = performance.now();
    await first.click();
    await page.locator('[data-slate-editor="true"]').first().waitFor({ timeout: 600_000 });
    const openPostMs = performance.now() - t0;

    await caretAtEnd(page);
    const since = await page.evaluate(() => {
      const found: { id: number; duration: number; start: number }[] = [];
      (window as unknown as { __keys: typeof found }).__keys = found;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId)
            found.push({
              id: entry.interactionId,
              duration: entry.duration,
              start: entry.startTime,
            });
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
      return performance.now();
    });
    await page.keyboard.type(TYPED.slice(0, KEYS), { delay: KEY_DELAY_MS });
    // Event Timing reports an interaction after the frame that follows it: wait for two frames and a
    // moment for the last ones.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 1000))),
        ),
    );
    const observed = await page.evaluate(
      () =>
        (window as unknown as { __keys: { id: number; duration: number; start: number }[] }).__keys,
    );
    // The buffered entries before the first key (the clicks that placed the caret) are not keys.
    const longest = new Map<number, number>();
    for (const { id, duration, start } of observed)
      if (start >= since) longest.set(id, Math.max(longest.get(id) ?? 0, duration));
    const ids = [...longest.keys()].sort((a, b) => a - b).slice(0, KEYS);
    const reported = ids.map((id) => longest.get(id)!);
    const keysMs = [...reported, ...Array<number>(KEYS - reported.length).fill(0)];
    await context.close();
    return {
      startMs,
      openCollectionMs,
      listedEntries,
      openPostMs,
      post,
      keysMs,
      keysReported: reported.length,
      p50: percentile(keysMs, 0.5),
      p90: percentile(keysMs, 0.9),
      max: Math.max(...keysMs),
      problems,
    };
  } finally {
    await browser.close();
    for (const child of children) child.kill('SIGTERM');
  }
}
