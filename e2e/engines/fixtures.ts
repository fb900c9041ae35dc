import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { Driver, type Engine } from './driver';
import { sidewaysInPage } from '../site/layout-checks';
import { launchFirefox } from './firefox';
import { startProxy, type Proxy, type Trouble } from './proxy';
import { launchWebKit } from './webkit';

export { expect };

/*
 * The engine checks' `test`: the project names the engine (playwright.config.ts: `firefox-esr`,
 * `webkitgtk`), and each worker starts that browser once, behind its own probe proxy (./proxy.ts), and
 * gives every test the same `driver`. Playwright's own browser is never started: no test here asks for
 * `page`. After each test the site's storage is cleared, so no test sees another's cart or wishlist.
 */

export const test = base.extend<
  { clean: void },
  { engine: Engine; probeProxy: Proxy; driver: Driver }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],

  probeProxy: [
    async ({ engine }, provide, workerInfo) => {
      const upstream = workerInfo.project.use.baseURL;
      if (!upstream) throw new Error(`the ${engine} project needs a baseURL`);
      const proxy = await startProxy(upstream);
      await provide(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],

  driver: [
    async ({ engine, probeProxy }, provide) => {
      const native = engine === 'firefox' ? await launchFirefox() : await launchWebKit();
      const driver = new Driver(engine, native, probeProxy.origin);
      await provide(driver);
      await driver.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  // After each test: the page it ended on logged nothing wrong, and the site's storage is cleared.
  clean: [
    async ({ driver }, provide, testInfo) => {
      await provide();
      try {
        if (testInfo.status === 'passed')
          await expectNoTrouble(driver, 'the last page of the test');
      } finally {
        await driver
          .run(() => {
            localStorage.clear();
            sessionStorage.clear();
          })
          .catch(() => undefined);
      }
    },
    { auto: true },
  ],
});

/** Opens a page and waits until it has started. */
export async function open(driver: Driver, path: string) {
  await driver.goto(path);
  await interactive(driver);
}

/** Waits until the page has started (the loader sets <html data-interactive>). */
export async function interactive(driver: Driver) {
  await expect
    .poll(() => driver.run(() => document.documentElement.hasAttribute('data-interactive')), {
      message: 'the page becomes interactive (html[data-interactive])',
      timeout: 20_000,
      intervals: [50],
    })
    .toBe(true);
}

/** What went wrong in the page so far: errors, console errors and warnings, failed loads, CSP. */
export function troubles(driver: Driver): Promise<Trouble[]> {
  return driver.run(() => (window as unknown as { __engineProbe?: Trouble[] }).__engineProbe ?? []);
}

/**
 * Checks the page has logged nothing wrong and the probe was there to see it. Waited for: a test that
 * ends on a link just followed (the language switch) can read the new page's <html lang> before the
 * probe, a script at the top of its <head>, has run (WebKitGTK did, once in a clean-clone run).
 */
export async function expectNoTrouble(driver: Driver, what: string) {
  await pollPage(driver, `the probe runs in ${what}`, () => '__engineProbe' in window).toBe(true);
  expect(await troubles(driver), `errors, warnings or policy violations in ${what}`).toEqual([]);
}

/** How far the page scrolls sideways (0 when it fits the window), every box at its own size. */
export function sideways(driver: Driver) {
  return driver.run(sidewaysInPage);
}

/** Polls a value read from the page (Playwright's expect.poll, for the driver), often. */
export function pollPage<A extends unknown[], R>(
  driver: Driver,
  message: string,
  fn: (...args: A) => R,
  ...args: A
) {
  return expect.poll(
    async () => {
      try {
        return await driver.run(fn, ...args);
      } catch (error) {
        // A page being replaced (a link just followed) has no document for a moment ("document.
        // documentElement is null" in Firefox ESR once): not an answer yet. What it said is the value
        // the poll reports if it never answers.
        return `(the page did not answer: ${String((error as Error).message).split('\n')[0]})`;
      }
    },
    { message, intervals: [50, 100, 250] },
  );
}

/** The narrowest window the engine allows: 320 px asked for, what it gives measured. */
export async function narrowest(driver: Driver) {
  return driver.resize(320, 740);
}

/** Saves a screenshot in the project's output folder (test-results/engines/<project>/) and attaches it. */
export async function keepScreenshot(driver: Driver, name: string) {
  const png = await driver.screenshot();
  const folder = test.info().project.outputDir;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.png`), png);
  await test.info().attach(`${driver.engine} ${name}`, { body: png, contentType: 'image/png' });
}
