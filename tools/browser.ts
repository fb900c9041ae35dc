import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

/** Debian's Chromium: what the developers' machines and CI have (Playwright cannot download its own here). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink without the
 * desktop browser around it, which is what Playwright itself runs for headless tests when it manages its
 * browsers. The page sweep's Chromium processes used about 10 % less CPU in it on 2 cores.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium to launch: `$CHROMIUM_PATH`, else Debian's headless shell when `shell` is asked for and it
 * is installed (the test suites), else Debian's `/usr/bin/chromium` when it exists (and the shell when
 * only the shell is installed, even if the full browser was asked for), else `undefined`,
 * which makes Playwright use its own managed browser (`npx playwright install chromium`).
 */
export function chromiumExecutable(
  env: Readonly<Record<string, string | undefined>> = process.env,
  { shell = false }: { shell?: boolean } = {},
): string | undefined {
  const fromEnv = env['CHROMIUM_PATH']?.trim();
  if (fromEnv) return fromEnv;
  // The one asked for first, then the other: a machine may have only one of the two packages.
  const order = shell
    ? [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM]
    : [SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL];
  return order.find((path) => existsSync(path));
}

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The browser binary the e2e project will actually run, if it is installed: the one above, or Playwright's own. */
export function installedChromium(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  const path = chromiumExecutable(env, { shell: true }) ?? chromium.executablePath();
  return isExecutable(path) ? path : undefined;
}

/** Flags for running headless Chromium as root on a machine with no GPU and no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// `tsx tools/browser.ts` prints the installed browser's path, or nothing (tools/test.sh uses it).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = installedChromium();
  if (path) console.log(path);
}
