import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './tools/browser';
import type { Engine } from './e2e/engines/driver';

const CI = !!process.env['CI'];
// E2E_PORT lets several checkouts run their suites side by side without sharing a server.
const PORT = Number(process.env['E2E_PORT'] ?? 4173);
// BASE_URL runs the browser tests against a site served elsewhere (a deployed URL, another server);
// without it the export in out/ is served here.
const BASE_URL = process.env['BASE_URL']?.replace(/\/$/, '');
const baseURL = BASE_URL ?? `http://127.0.0.1:${PORT}`;
const executablePath = chromiumExecutable(process.env, { shell: true });
// A server on this machine over HTTPS (the nginx test's, e2e/nginx/server.ts) has a certificate made
// for the run, which the browser is told to accept; any other address must present a valid one.
const ignoreHTTPSErrors = /^https:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(baseURL);
const browser = {
  ...devices['Desktop Chrome'],
  baseURL,
  ignoreHTTPSErrors,
  launchOptions: {
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  },
};
// The editor's specs: cms.spec.ts (its entries, previews and saves), cms-checks.spec.ts (what it refuses, a new
// item), cms-drafts.spec.ts (drafts in git), cms-auth.spec.ts (signing in with GitHub through the sign-in
// service of deploy/cms-auth/ in wrangler's local runtime, against a fake GitHub) and cms-look.spec.ts (its
// list and form against their approved pictures), and cms-arabic.spec.ts (the editor in Arabic, right to left).
const EDITOR_SPEC = /cms(-drafts|-checks|-auth|-look|-arabic)?\.spec\.ts$/;
/**
 * The page sweep: each template's samples in Chromium (e2e/site/samples.ts), each resized through every
 * width in the same visit; e2e/unit/pages.spec.ts reads every page's HTML without a browser.
 * Playwright's Firefox and WebKit sweep one page of each type at every width instead (WIDTH_SWEEP).
 */
const PAGE_SWEEP = /\/sweep\.spec\.ts$/;
const WIDTH_SWEEP = /\/widths-engines\.spec\.ts$/;
/** What Firefox and WebKit check that Chromium checks elsewhere: the look project, every-page.spec.ts. */
const OTHER_ENGINES_ONLY = /\/(screenshots|picture-space)\.spec\.ts$/;
/*
 * The other engines installed on this machine (Debian's Firefox ESR and WebKitGTK), driven by
 * e2e/engines/ itself, not by Playwright: each project's worker starts its engine once. No trace or
 * screenshot of Playwright's own (it has no page there); the checks attach their screenshots.
 */
const engine = (name: string, engine: Engine) => ({
  name,
  testDir: './e2e/engines',
  // Its own folder (screenshots kept there too), so a run of one engine leaves the others' alone.
  outputDir: `test-results/engines/${name}`,
  // One browser of each engine at a time: run together (--workers=2), the two engines share the cores.
  workers: 1,
  use: { baseURL, engine, trace: 'off' as const, screenshot: 'off' as const },
});

/*
 * Nine projects: `unit` (pure logic and content checks, no browser), `e2e` (Chromium against the static
 * export in out/, served the way a CDN would: unknown paths get out/404.html with status 404, and every
 * response the headers of out/_headers, so each browser test runs under the real Content-Security-Policy),
 * `editor` (the web editor at /admin/ over a temporary copy of content/, e2e/site/cms.spec.ts, and its
 * drafts over a temporary git repository, e2e/site/cms-drafts.spec.ts),
 * `photo` (a photo uploaded there, built into a second export and checked in the browser, e2e/photo/),
 * `nginx` (the export as Debian's nginx serves it with deploy/nginx.conf, e2e/nginx/), and the engine
 * projects `firefox-esr` and `webkitgtk` (above).
 * `npm run build` must have written out/ first; `npm test` does all of it in order.
 * `firefox` and `webkit` run the behaviour specs and the sweep of every page type at every width
 * (widths-engines.spec.ts) in Playwright's own Firefox and WebKit (Safari's engine). Those browsers install on
 * GitHub's runners (`npx playwright install --with-deps`; .github/workflows/ci.yml runs them) but cannot
 * be downloaded on machines without Playwright's download host, where `npm test` checks Debian's Firefox
 * ESR and WebKitGTK instead (e2e/engines/). A test that only one engine can run says so with its reason.
 */
export default defineConfig<object, { engine: Engine }>({
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // One worker per core: each drives a Chromium that needs a core of its own.
  workers: availableParallelism(),
  // The list, then one closing 'N passed, N failed' line for CI logs, and an HTML report in
  // playwright-report/ (npx playwright show-report) that never opens by itself.
  reporter: [['list'], ['./e2e/summary-reporter.ts'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The unit project's requests too (compression.spec asks the server what it sends).
    ignoreHTTPSErrors,
    // A failed test keeps its trace and screenshot (in test-results/, linked from the HTML report). The
    // trace holds each step, the console and the network, without a DOM snapshot per step or a
    // screencast: recording those took 38 % of the page sweep's time and 40 % of the width sweep's
    // (99 pages: 111 s with them, 76 s without, 69 s with no trace). `--trace on` records everything.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'unit',
      testDir: './e2e/unit',
    },
    {
      // The native diagnosis of a held renderer (a tool, loaded by e2e/site/held-renderer.ts only with
      // HELD_DIAGNOSIS=native): its report read from gdb's text, and taken from a real stopped renderer.
      name: 'diagnosis',
      testDir: './tools/held-renderer',
      use: browser,
    },
    {
      name: 'e2e',
      testDir: './e2e/site',
      // The engines' pictures side by side (screenshots.spec.ts) are Firefox's and WebKit's: Chromium's whole
      // pages are the look project's, compared with approved pictures; and pictures' space before their files
      // (picture-space.spec.ts) is read on every page in Chromium by every-page.spec.ts.
      testIgnore: [EDITOR_SPEC, WIDTH_SWEEP, OTHER_ENGINES_ONLY],
      // Every test has its own page (the sweep its own tab per worker): any two can run side by side,
      // so the long files are shared out among the workers and the shards.
      fullyParallel: true,
      use: browser,
    },
    ...(['firefox', 'webkit'] as const).map((name) => ({
      name,
      testDir: './e2e/site',
      testIgnore: [EDITOR_SPEC, PAGE_SWEEP],
      fullyParallel: true,
      use: { ...devices[name === 'firefox' ? 'Desktop Firefox' : 'Desktop Safari'], baseURL },
    })),
    {
      // The look of every page type in the four trees at 390, 1024 and 1440 px against the pictures
      // approved in e2e/look/approved/ (e2e/look/look.spec.ts; `npm run look:approve` writes them).
      name: 'look',
      testDir: './e2e/look',
      fullyParallel: true,
      use: browser,
    },
    {
      // The web editor (/admin/, Decap CMS). `npm test` runs it on its own after the others: beside the
      // page sweep, Decap's 6 MB app took five times as long to open an entry and sometimes never left
      // 'Loading entry...' (two clean-clone runs failed so); alone it takes about a minute.
      name: 'editor',
      testDir: './e2e/site',
      testMatch: EDITOR_SPEC,
      // One file after the other: two Decaps side by side starve each other on two cores.
      workers: 1,
      use: browser,
    },
    {
      // A phone photo uploaded through the editor, a second export built from it (.photo-export/) and
      // looked at in the browser (e2e/photo/). `npm test` runs it after the editor, alone: its build
      // takes a core.
      name: 'photo',
      testDir: './e2e/photo',
      use: browser,
    },
    {
      // Debian's nginx with deploy/nginx.conf over out/ (e2e/nginx/): tools/test.sh starts it
      // (`npx tsx e2e/nginx/server.ts start`, as root), runs this project, then the behaviour specs
      // against it with BASE_URL=https://127.0.0.1, and stops it.
      name: 'nginx',
      testDir: './e2e/nginx',
      use: browser,
    },
    // `npm test` runs these two after the others, one worker each (tools/test.sh).
    engine('firefox-esr', 'firefox'),
    engine('webkitgtk', 'webkit'),
  ],
  webServer: BASE_URL
    ? undefined
    : {
        // The export with the headers of out/_headers, the CSP included (tools/serve.ts).
        command: `npx tsx tools/serve.ts --port ${PORT}`,
        // Ready when the port answers: a unit-only run needs no out/ (the server answers 404 for everything then).
        port: PORT,
        reuseExistingServer: !CI,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
