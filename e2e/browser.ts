import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

/** Debian's Chromium: what the developers' machines and CI have (Playwright cannot download its own here). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium that the e2e project launches: `$CHROMIUM_PATH`, else Debian's `/usr/bin/chromium` when it
 * exists, else `undefined`, which makes Playwright use its own managed browser (`npx playwright install chromium`).
 */
export function chromiumExecutable(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  const fromEnv = env['CHROMIUM_PATH']?.trim();
  if (fromEnv) return fromEnv;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return undefined;
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
  const path = chromiumExecutable(env) ?? chromium.executablePath();
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

// `tsx e2e/browser.ts` prints the installed browser's path, or nothing (scripts/test.sh uses it).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = installedChromium();
  if (path) console.log(path);
}
