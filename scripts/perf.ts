/*
 * `npm run perf`: Lighthouse (mobile, performance only) on one page of each type, served from out/ on
 * loopback, 3 runs each; prints the median of each metric per page and the host's benchmarkIndex.
 * Builds nothing of the site: run `npm run build` first. Not part of `npm test` (too slow and too noisy
 * for CI); run it with nothing else busy on the machine, and compare only figures taken in one sitting.
 *
 * The floor comes first in every sitting: a bare Next.js page built with the project's own next, react
 * and react-dom (scripts/perf-floor.ts), served by the same server on its own port and measured by the
 * same harness. Each page's TBT is shown as a multiple of the floor's, and the guard fails the run
 * (exit 1) when a page's TBT is above 1.5x the floor's or the floor's + 100 ms, whichever is more.
 *
 *   npm run perf                       the floor, then every page type, dark tree
 *   npm run perf -- --light            the light twins too
 *   npm run perf -- --ar               the Arabic twins too (/ar/..., the 404 page is one for both)
 *   npm run perf -- --runs 5 / /shop/  other run count, chosen paths
 *   npm run perf -- --dir ../other/out /   another export through the same harness
 *   npm run perf -- --no-floor /shop/  without the floor (no multiples, no guard)
 *   npm run perf -- --http1 /          over plain HTTP/1.1, as sittings before HTTP/2 were measured
 *   npm run perf -- --inp              interaction latency instead (scripts/perf-inp.ts)
 *
 * The site and the floor are served over HTTP/2 with TLS (scripts/serve.ts --https), as the host and
 * every CDN deliver them: one connection for the HTML, CSS, fonts and first image. Over HTTP/1.1 each
 * of those takes a connection of its own in Lighthouse's simulated slow 4G, and its handshake stands
 * before the LCP although no visitor pays it so.
 *
 * Lighthouse is fetched by npx on first use (LIGHTHOUSE_VERSION below), so `npm ci` stays lean.
 * Chromium: $CHROME_PATH, else Debian's /usr/bin/chromium. The full reports are kept in .lighthouse/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { prepareFloor } from './perf-floor';
import { measureInteractions } from './perf-inp';

const LIGHTHOUSE_VERSION = '13.5.0';
const PORT = Number(process.env['PERF_PORT'] ?? 4400);
/** The site's origin, and the floor's on its own server beside it. */
const origin = (port: number, http1: boolean) => `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`;
const REPORT_DIR = '.lighthouse';

/** The guard: no page's TBT above 1.5x the floor's or the floor's + 100 ms, whichever is more. */
const GUARD_FACTOR = 1.5;
const GUARD_MARGIN_MS = 100;
const tbtLimit = (floorTbt: number) =>
  Math.max(GUARD_FACTOR * floorTbt, floorTbt + GUARD_MARGIN_MS);

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
  let arabic = false;
  let dir = 'out';
  let floor = true;
  let inp = false;
  let http1 = false;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') runs = Math.max(1, Number(argv[++i]) || 3);
    else if (arg === '--light') light = true;
    else if (arg === '--ar') arabic = true;
    else if (arg === '--dir') dir = argv[++i] ?? dir;
    else if (arg === '--no-floor') floor = false;
    else if (arg === '--inp') inp = true;
    else if (arg === '--http1') http1 = true;
    else if (arg.startsWith('/')) paths.push(arg);
    else
      throw new Error(
        `Unknown argument ${arg}: use --runs N, --light, --ar, --dir D, --no-floor, --http1, --inp or paths such as /shop/`,
      );
  }
  const chosen: [string, string][] = paths.length
    ? paths.map((path) => [PAGE_TYPES.find(([, p]) => p === path)?.[0] ?? path, path])
    : PAGE_TYPES;
  // The Arabic twin of a page is under /ar, and its light twin under /ar/light; a file such as 404.html
  // serves every language and theme.
  const isFile = (path: string) => path.endsWith('.html');
  const languages = arabic
    ? chosen.flatMap(([name, path]): [string, string, string][] =>
        isFile(path)
          ? [[name, '', path]]
          : [
              [name, '', path],
              [`${name} (ar)`, '/ar', path],
            ],
      )
    : chosen.map(([name, path]): [string, string, string] => [name, '', path]);
  const pages = languages.flatMap(([name, prefix, path]): [string, string][] =>
    light && !isFile(path)
      ? [
          [name, `${prefix}${path}`],
          [`${name} (light)`, `${prefix}/light${path}`],
        ]
      : [[name, `${prefix}${path}`]],
  );
  return { runs, pages, paths, dir, floor, inp, http1 };
}

type Json = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Json)[key] : undefined),
    value,
  );

function lighthouse(url: string, chrome: string, reportPrefix = ''): Run {
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
      // The certificate of scripts/serve.ts --https is self-signed for the run.
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
      process.stderr.write(`  retrying: ${(error as Error).message.split('\n').at(-1)}\n`);
    }
  }
}

/** Whether nothing listens on the port yet. */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });

/** The servers running, stopped on the way out even when the run is interrupted. */
const servers = new Set<() => void>();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    for (const stop of [...servers]) stop();
    process.exit(130);
  });

/** The body of a GET, or undefined when nothing answers (the certificate is not checked: it is ours). */
const fetchText = (url: string) =>
  new Promise<string | undefined>((resolve) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    get(url, { rejectUnauthorized: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(response.statusCode === 200 ? body : undefined));
    }).on('error', () => resolve(undefined));
  });

/**
 * An export with the host's headers (CSP, caching), as deployed (scripts/serve.ts); resolves once this
 * server answers with the export's own home page. Other checkouts serve their exports on this machine
 * too: a port already taken is an error, not something to measure.
 */
async function serveExport(dir: string, port: number, http1: boolean): Promise<() => void> {
  if (!(await portIsFree(port)))
    throw new Error(
      `Port ${port} is in use (another server?): choose others with PERF_PORT=<port>.`,
    );
  const home = readFileSync(join(dir, 'index.html'), 'utf8');
  const args = ['tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dir];
  const server = spawn('npx', http1 ? args : [...args, '--https'], {
    stdio: 'ignore',
    detached: true,
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const stop = () => {
    servers.delete(stop);
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  servers.add(stop);
  const url = `${origin(port, http1)}/`;
  for (let i = 0; i < 150 && !exited; i++) {
    // undefined until the server is up
    if ((await fetchText(url)) === home) return stop;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(
    exited
      ? `The static server for ${dir} stopped at once (port ${port} taken?)`
      : `The static server for ${dir} did not answer with its index.html on ${url}`,
  );
}

type Row = { name: string; path: string; runs: Run[]; floor?: boolean };

const medianOf = (runs: Run[], key: keyof Run) => median(runs.map((r) => r[key]));

/** TBT as a multiple of the floor's ("—" when there is no floor, or it read 0 ms). */
const multiple = (tbt: number, floorTbt: number | undefined) =>
  floorTbt === undefined ? '—' : floorTbt > 0 ? `${(tbt / floorTbt).toFixed(2)}x` : '—';

function printRow({ name, path, runs, floor }: Row, floorTbt: number | undefined) {
  const m = (key: keyof Run) => medianOf(runs, key);
  const label = floor ? `**${name}**` : `${name} (\`${path}\`)`;
  console.log(
    `| ${label} | ${m('score')} | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${multiple(m('tbt'), floorTbt)} | ${m('cls').toFixed(3)} | ${m('jsKb').toFixed(1)} | ${Math.round(m('benchmarkIndex'))} |`,
  );
}

function measure(
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

async function lighthouseSitting(options: ReturnType<typeof parseArgs>, chrome: string) {
  const { runs, pages, dir } = options;
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`No ${dir}/index.html: run \`npm run build\` first.`);

  // The floor is built (or its kept build checked) before any server starts: a build beside a
  // Lighthouse run would slow that run down.
  const floor = options.floor
    ? prepareFloor((line) => process.stderr.write(`${line}\n`))
    : undefined;

  const site = origin(PORT, options.http1);
  const floorSite = origin(PORT + 1, options.http1);
  const stops: (() => void)[] = [];
  try {
    stops.push(await serveExport(dir, PORT, options.http1));
    if (floor) stops.push(await serveExport(floor.outDir, PORT + 1, options.http1));
    const benchmarks: number[] = [];
    const header = [
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, median of ${runs} runs per page, ` +
        (options.http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS') +
        (floor
          ? `; the floor (a bare Next ${floor.versions['next']} page, React ${floor.versions['react']}) first`
          : ''),
      '',
      '| page | perf | FCP ms | LCP ms | TBT ms | TBT x floor | CLS | JS KB transferred | benchmarkIndex |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    console.log(header.join('\n'));

    let floorTbt: number | undefined;
    if (floor) {
      const row: Row = { name: 'floor (bare Next page)', path: '/', runs: [], floor: true };
      row.runs = measure('floor', `${floorSite}/`, runs, chrome, 'floor-');
      floorTbt = medianOf(row.runs, 'tbt');
      benchmarks.push(...row.runs.map((r) => r.benchmarkIndex));
      printRow(row, floorTbt);
    }

    const rows: Row[] = [];
    for (const [name, path] of pages) {
      const row: Row = { name, path, runs: measure(name, `${site}${path}`, runs, chrome) };
      rows.push(row);
      benchmarks.push(...row.runs.map((r) => r.benchmarkIndex));
      // Each row as soon as its page is done: a later failure loses nothing.
      printRow(row, floorTbt);
    }
    console.log(
      `\nbenchmarkIndex median ${Math.round(median(benchmarks))} (min ${Math.round(Math.min(...benchmarks))}, max ${Math.round(Math.max(...benchmarks))})`,
    );

    if (floorTbt === undefined) return true;
    const limit = tbtLimit(floorTbt);
    const over = rows.filter((row) => medianOf(row.runs, 'tbt') > limit);
    console.log(
      `\nGuard: TBT at most ${Math.round(limit)} ms (the floor's ${Math.round(floorTbt)} ms x ${GUARD_FACTOR} or + ${GUARD_MARGIN_MS} ms, whichever is more).`,
    );
    if (!over.length) {
      console.log(`All ${rows.length} pages are within the guard.`);
      return true;
    }
    console.log(`${over.length} of ${rows.length} pages break the guard:`);
    for (const row of over) {
      const tbt = medianOf(row.runs, 'tbt');
      console.log(
        `  - ${row.name} (${row.path}): TBT ${Math.round(tbt)} ms, ${multiple(tbt, floorTbt)} the floor's, ${Math.round(tbt - limit)} ms over`,
      );
    }
    return false;
  } finally {
    for (const stop of stops) stop();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.inp) {
    if (!existsSync(join(options.dir, 'index.html')))
      throw new Error(`No ${options.dir}/index.html: run \`npm run build\` first.`);
    // Interaction latency does not depend on how the page came: plain HTTP, no certificate to accept.
    const stop = await serveExport(options.dir, PORT, true);
    try {
      const ok = await measureInteractions({
        origin: origin(PORT, true),
        runs: options.runs,
        only: options.paths,
      });
      if (!ok) process.exitCode = 1;
    } finally {
      stop();
    }
    return;
  }
  const chrome = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) throw new Error(`No Chromium at ${chrome}: set CHROME_PATH.`);
  if (!(await lighthouseSitting(options, chrome))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
