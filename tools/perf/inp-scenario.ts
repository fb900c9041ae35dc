import type { Locator, Page } from '@playwright/test';

/*
 * What an interaction of `npm run perf -- --inp` is made of (tools/perf-inp.ts runs them), and the
 * small helpers its steps share: finding the controls, waiting for what an interaction does, notes
 * kept from prepare() for check().
 */

/** The viewports a scenario runs in: a phone where it says so, else a desktop window. */
export const PHONE = { width: 412, height: 823 };
export const DESKTOP = { width: 1280, height: 800 };

export type Scenario = {
  name: string;
  path: string;
  viewport?: 'phone' | 'desktop';
  /** Brings the page to where the interaction starts (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The interaction, as a visitor makes it. */
  act: (page: Page) => Promise<void>;
  /** Proves that the interaction did what it is for (after the measurement). */
  check: (page: Page) => Promise<void>;
};

export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

export const expectTrue = async (what: string, condition: Promise<boolean> | boolean) => {
  if (!(await condition)) throw new Error(`the interaction did not take effect: ${what}`);
};

/** Whether a wait ended in time (true) or timed out (false). */
const inTime = (wait: Promise<unknown>) =>
  wait.then(
    () => true,
    () => false,
  );

/** Waits until a locator's attribute has the value. */
export const attributeIs = (locator: Locator, name: string, value: string) =>
  inTime(
    locator
      .and(locator.page().locator(`[${name}="${value}"]`))
      .waitFor({ state: 'attached', timeout: 5000 }),
  );

export const urlIs = (page: Page, path: string) =>
  inTime(page.waitForURL((url) => url.pathname === path, { timeout: 10_000 }));

/** Waits until the locator shows (5 s at most). */
export const appears = (locator: Locator) => inTime(locator.waitFor({ timeout: 5000 }));

/** Waits until a status message with these words shows. */
export const statusSays = (page: Page, words: string) =>
  appears(page.getByRole('status').filter({ hasText: words }));

/** A word typed as a person types it: one interaction per key. */
export const typeWord = (page: Page, word: string) => page.keyboard.type(word, { delay: 120 });

/** Notes set by prepare() for check() within one run. */
export const notes = new WeakMap<Page, string>();
