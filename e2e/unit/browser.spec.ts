import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  chromiumExecutable,
  installedChromium,
  SYSTEM_CHROMIUM,
  SYSTEM_HEADLESS_SHELL,
} from '../../tools/browser';

test.describe('browser lookup', () => {
  test('$CHROMIUM_PATH comes first', () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });

  test("then Debian's Chromium, else its headless shell, else Playwright's own browser", () => {
    const installed = [SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL].find((path) => existsSync(path));
    expect(chromiumExecutable({})).toBe(installed);
    expect(chromiumExecutable({ CHROMIUM_PATH: '  ' })).toBe(chromiumExecutable({}));
  });

  test("the test suites take Debian's headless shell before its Chromium when it is installed", () => {
    const shell = chromiumExecutable({}, { shell: true });
    expect(shell).toBe(
      existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : chromiumExecutable({}),
    );
    expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/chrome/chrome' }, { shell: true })).toBe(
      '/opt/chrome/chrome',
    );
  });

  test('a $CHROMIUM_PATH that is not there counts as no browser', () => {
    expect(installedChromium({ CHROMIUM_PATH: '/no/such/chromium' })).toBeUndefined();
  });
});
