import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type KeyInput } from 'puppeteer-core';
import type { Key, Native, Until } from './driver';
import { setViewportChecked } from './viewport';

/*
 * Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core (which downloads no browser).
 * Playwright cannot drive this Firefox: its contexts need emulation.setMediaFeaturesOverride, which
 * ESR 153 does not know. Clicks and keys go through BiDi's input actions: trusted, as a visitor's.
 * Works with ESR 140 (Debian 12) and 153: the page is sized through ./viewport.ts, which tolerates the
 * orientation command ESR 140 does not know and checks the size the page got.
 */

export const FIREFOX = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

const KEYS: Record<Key, KeyInput> = {
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  Enter: 'Enter',
  Escape: 'Escape',
  Tab: 'Tab',
  Space: 'Space',
  Backspace: 'Backspace',
};

export async function launchFirefox(): Promise<Native> {
  // A profile of its own, removed at the end: nothing is kept from one run to the next.
  const profile = mkdtempSync(join(tmpdir(), 'engines-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    // Sized below, through the same checked path as every resize (Puppeteer's own default viewport
    // swallows any error, and on ESR 140 the page would start before its size is applied).
    defaultViewport: null,
    extraPrefsFirefox: {
      // No network beyond the test server: no updates, telemetry or captive-portal checks.
      'network.captive-portal-service.enabled': false,
      'app.update.enabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const version = (await browser.version()).replace('/', ' ');
  const resize = (width: number, height: number) =>
    setViewportChecked(
      () => page.setViewport({ width, height }),
      () => page.evaluate(() => ({ width: innerWidth, height: innerHeight })),
      { width, height },
    );
  await resize(1280, 800);
  return {
    version,
    async goto(url: string, until: Until) {
      await page.goto(url, { waitUntil: until === 'load' ? 'load' : 'domcontentloaded' });
    },
    evaluate(source: string, args: unknown[]) {
      // The function's text becomes a function in the page; puppeteer passes the arguments as JSON.
      return page.evaluate(`(${source})(...${JSON.stringify(args)})`) as Promise<unknown>;
    },
    async click(selector: string) {
      await page.click(selector);
    },
    async type(selector: string, text: string) {
      await page.focus(selector);
      await page.keyboard.type(text);
    },
    async press(selector: string, key: Key) {
      await page.focus(selector);
      await page.keyboard.press(KEYS[key]);
    },
    async resize(width: number, height: number) {
      await resize(width, height);
    },
    async screenshot() {
      return Buffer.from(await page.screenshot({ type: 'png' }));
    },
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
