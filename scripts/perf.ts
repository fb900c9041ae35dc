/*
 * `npm run perf`: Lighthouse (mobile, performance only) on one page of each type, served from out/ on
 * loopback, 3 runs each; prints the median of each metric per page and the host's benchmarkIndex.
 * Builds nothing: run `npm run build` first. Not part of `npm test` (too slow and too noisy for CI);
 * run it with nothing else busy on the machine, and compare only figures taken in one sitting.
 *
 *   npm run perf                       every page type, dark tree
 *   npm run perf -- --light            the light twins too
 *   npm run perf -- --runs 5 / /shop/  other run count, chosen paths
 *   npm run perf -- --dir ../floor/out /   another export (a bare Next page, say) through the same harness
 *
 * Lighthouse is fetched by npx on first use (LIGHTHOUSE_VERSION below), so `npm ci` stays lean.
 * Chromium: $CHROME_PATH, else Debian's /usr/bin/chromium. The full reports are kept in .lighthouse/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LIGHTHOUSE_VERSION = '13.5.0';
const PORT = Number(process.env['PERF_PORT'] ?? 4400);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const REPORT_DIR = '.lighthouse';

/** One page of each type. */
const PAGE_TYPES: [string, string][] = [
  ['creative home', '/'],
  ['marketing home', '/marketing-agency/'],
  ['studio home', '/studio-agency/'],
  ['digital home', '/digital-agency/'],
  ['tech startup', '/tech-startup/'],
  ['about', '/about/'],
  ['services', '/service/'],
  ['service detail', '/service/service-details/'],
  ['portfolio', '/portfolio/'],
  ['project', '/portfolio/portfolio-details/'],
  ['case study', '/case-study-details/'],
  ['team', '/team/'],
  ['member', '/team/team-details/'],
  ['contact', '/contact/'],
  ['blog grid', '/blog/'],
  ['blog list', '/blog-list/'],
  ['post', '/blog/blog-details/'],
  ['shop', '/shop/'],
  ['product', '/shop/aurora-poster-set/'],
  ['cart', '/shop/cart/'],
  ['checkout', '/shop/checkout/'],
  ['wishlist', '/shop/wishlist/'],
  // Lighthouse refuses a 404 status, so the not-found page is measured at its file.
  ['404', '/404.html'],
];

type Run = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  benchmarkIndex: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function parseArgs(argv: string[]) {
  let runs = 3;
  let light = false;
  let dir = 'out';
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') runs = Math.max(1, Number(argv[++i]) || 3);
    else if (arg === '--light') light = true;
    else if (arg === '--dir') dir = argv[++i] ?? dir;
    else if (arg.startsWith('/')) paths.push(arg);
    else
      throw new Error(
        `Unknown argument ${arg}: use --runs N, --light, --dir D or paths such as /shop/`,
      );
  }
  const chosen: [string, string][] = paths.length
    ? paths.map((path) => [PAGE_TYPES.find(([, p]) => p === path)?.[0] ?? path, path])
    : PAGE_TYPES;
  const pages = light
    ? chosen.flatMap(([name, path]): [string, string][] => [
        [name, path],
        [`${name} (light)`, `/light${path}`],
      ])
    : chosen;
  return { runs, pages, dir };
}

type Json = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Json)[key] : undefined),
    value,
  );

function lighthouse(url: string, chrome: string): Run {
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
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
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
  writeFileSync(join(REPORT_DIR, `${slug}-${Date.now()}.json`), result.stdout);
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
      process.stderr.write(`  retrying: ${(error as Error).message.split('\n').at(-1)}\n`);
    }
  }
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The static server did not answer on ${ORIGIN}`);
}

async function main() {
  const { runs, pages, dir } = parseArgs(process.argv.slice(2));
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`No ${dir}/index.html: run \`npm run build\` first.`);
  const chrome = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) throw new Error(`No Chromium at ${chrome}: set CHROME_PATH.`);

  // The export with the host's headers (CSP, caching), as deployed (scripts/serve.ts).
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--port', String(PORT), '--dir', dir], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer();
    const benchmarks: number[] = [];
    const header = [
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, median of ${runs} runs per page`,
      '',
      '| page | perf | FCP ms | LCP ms | TBT ms | CLS | JS KB transferred |',
      '|---|---|---|---|---|---|---|',
    ];
    console.log(header.join('\n'));
    for (const [name, path] of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        process.stderr.write(`${name} ${path}: run ${i + 1}/${runs}\n`);
        results.push(withRetries(() => lighthouse(`${ORIGIN}${path}`, chrome)));
      }
      const m = (key: keyof Run) => median(results.map((r) => r[key]));
      benchmarks.push(...results.map((r) => r.benchmarkIndex));
      // Each row as soon as its page is done: a later failure loses nothing.
      console.log(
        `| ${name} (\`${path}\`) | ${m('score')} | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${m('jsKb').toFixed(1)} |`,
      );
    }
    console.log(
      `\nbenchmarkIndex median ${Math.round(median(benchmarks))} (min ${Math.round(Math.min(...benchmarks))}, max ${Math.round(Math.max(...benchmarks))})`,
    );
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
