import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Run } from './lighthouse-report';

/*
 * One Lighthouse run of `npm run perf` (mobile, performance only) and its figures, with a retry when
 * Lighthouse fails to record a trace; each report is kept in .lighthouse/.
 */

export const LIGHTHOUSE_VERSION = '13.5.0';
const REPORT_DIR = '.lighthouse';

type Json = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Json)[key] : undefined),
    value,
  );

export function lighthouse(url: string, chrome: string, reportPrefix = ''): Run {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--form-factor=mobile',
      // The certificate of tools/serve.ts --https is self-signed for the run.
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --ignore-certificate-errors',
    ],
    {
      env: { ...process.env, CHROME_PATH: chrome },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout) as Json;
  // Every report is kept for a closer look (the LCP element, long tasks): .lighthouse/ is not committed.
  mkdirSync(REPORT_DIR, { recursive: true });
  const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(REPORT_DIR, `${reportPrefix}${slug}-${Date.now()}.json`), result.stdout);
  const metric = (id: string) => Number(at(report, 'audits', id, 'numericValue'));
  const requests = (at(report, 'audits', 'network-requests', 'details', 'items') ?? []) as Json[];
  const js = requests
    .filter((r) => r['resourceType'] === 'Script')
    .reduce((sum, r) => sum + Number(r['transferSize'] ?? 0), 0);
  return {
    score: Math.round(Number(at(report, 'categories', 'performance', 'score')) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsKb: js / 1024,
    benchmarkIndex: Number(at(report, 'environment', 'benchmarkIndex')),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated. */
function withRetries(run: () => Run, attempts = 3): Run {
  for (let i = 1; ; i++) {
    try {
      return run();
    } catch (error) {
      if (i >= attempts) throw error;
      // The reason is the last line Lighthouse wrote that says anything (it ends its output with a blank one).
      const reason = (error as Error).message
        .split('\n')
        .filter((line) => line.trim())
        .at(-1);
      process.stderr.write(`  retrying: ${reason ?? 'no reason given'}\n`);
    }
  }
}

export function measure(
  name: string,
  url: string,
  runs: number,
  chrome: string,
  reportPrefix = '',
): Run[] {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    process.stderr.write(`${name} ${new URL(url).pathname}: run ${i + 1}/${runs}\n`);
    results.push(withRetries(() => lighthouse(url, chrome, reportPrefix)));
  }
  return results;
}
