/*
 * `npm run perf`: Lighthouse (mobile, performance only) on one page of each type, served from out/ on
 * loopback, 3 runs each; prints the median of each metric per page and the host's benchmarkIndex.
 * Builds nothing of the site: run `npm run build` first. Not part of `npm test` (too slow and too noisy
 * for CI); run it with nothing else busy on the machine, and compare only figures taken in one sitting.
 *
 * The floor comes first in every sitting: a bare Next.js page built with the project's own next, react
 * and react-dom (tools/perf-floor.ts), served by the same server on its own port and measured by the
 * same harness, and again after every 4 pages (--floor-every N; 0: once), as the host's speed drifts
 * within a sitting. Each page's TBT is shown as a multiple of the floor's measured on either side of its
 * group, and the guard fails the run (exit 1) when a page's TBT is above 1.2x that or + 60 ms, whichever
 * is more. A page over it at first is measured again as many times, each run after one of the floor's
 * and one more of the floor's at the end (--second-look N; 0: none), then again while it stays over, each
 * look as long as all its runs so far (--looks N at most, 3 unless told), and judged by all its runs
 * against all the floor's around them: one run's TBT varies by a third on this kind of host
 * (tools/perf/looks.ts).
 *
 *   npm run perf                       the floor, then every page type, dark tree
 *   npm run perf -- --light            the light twins too
 *   npm run perf -- --ar               the Arabic twins too (/ar/..., the 404 page is one for both)
 *   npm run perf -- --runs 5 / /shop/  other run count, chosen paths
 *   npm run perf -- --dir ../other/out /   another export through the same harness
 *   npm run perf -- --no-floor /shop/  without the floor (no multiples, no guard)
 *   npm run perf -- --second-look 0    a page over the guard is not measured again
 *   npm run perf -- --looks 1          ... measured again once only
 *   npm run perf -- --http1 /          over plain HTTP/1.1, as sittings before HTTP/2 were measured
 *   npm run perf -- --inp              interaction latency instead (tools/perf-inp.ts)
 *   npm run perf -- --photos [--ar]    the photo pages drawn, with real photographs and with the grain
 *                                      worst case, side by side (tools/perf/photo-sitting.ts)
 *
 * The site and the floor are served over HTTP/2 with TLS (tools/serve.ts --https), as the host and
 * every CDN deliver them: one connection for the HTML, CSS, fonts and first image. Over HTTP/1.1 each
 * of those takes a connection of its own in Lighthouse's simulated slow 4G, and its handshake stands
 * before the LCP although no visitor pays it so.
 *
 * Lighthouse is fetched by npx on first use (LIGHTHOUSE_VERSION below), so `npm ci` stays lean.
 * Chromium: $CHROME_PATH, else Debian's /usr/bin/chromium. The full reports are kept in .lighthouse/.
 *
 * This file is the runner; the pages and options are in tools/perf/pages.ts, the servers in
 * tools/perf/serve-export.ts and the table in tools/perf/lighthouse-report.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prepareFloor } from './perf-floor';
import { measureInteractions } from './perf-inp';
import {
  medianOf,
  printBenchmarks,
  printGuard,
  printHead,
  printRow,
  type Row,
} from './perf/lighthouse-report';
import { judgePage } from './perf/looks';
import { LIGHTHOUSE_VERSION, measure } from './perf/lighthouse-run';
import { parseArgs, type Options } from './perf/pages';
import { photoSitting } from './perf/photo-sitting';
import { origin, serveExport } from './perf/serve-export';

const PORT = Number(process.env['PERF_PORT'] ?? 4400);

async function lighthouseSitting(options: Options, chrome: string) {
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
    printHead(
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, median of ${runs} runs per page, ` +
        (options.http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS') +
        (floor
          ? `; the floor (a bare Next ${floor.versions['next']} page, React ${floor.versions['react']}) first`
          : ''),
    );

    const measured = (row: Row) => {
      benchmarks.push(...row.runs.map((r) => r.benchmarkIndex));
      return row;
    };
    const floorRow = (again: boolean): Row =>
      measured({
        name: again ? 'floor again' : 'floor (bare Next page)',
        path: '/',
        runs: measure('floor', `${floorSite}/`, runs, chrome, 'floor-'),
        floor: true,
      });
    const pageRow = ([name, path]: [string, string]): Row =>
      measured({ name, path, runs: measure(name, `${site}${path}`, runs, chrome) });

    if (!floor) {
      // Each row as soon as its page is done: a later failure loses nothing.
      for (const page of pages) printRow(pageRow(page), undefined);
      printBenchmarks(benchmarks);
      return true;
    }

    // The host's speed drifts within a sitting (benchmarkIndex 1,031 to 2,300 in one, issue 61): the
    // floor is measured again after every `floorEvery` pages, and each group of pages is judged by the
    // floor's runs on either side of it. Its rows are printed once that second floor is in.
    const every = options.floorEvery > 0 ? options.floorEvery : pages.length;
    let before = floorRow(false);
    printRow(before, medianOf(before.runs, 'tbt'));
    const floorRuns = [...before.runs];
    const rows: Row[] = [];
    // A page over the guard is looked at again beside the floor while it stays over (judgePage in
    // tools/perf/looks.ts says why and how it is judged).
    const looker = (row: Row) => ({
      page: () => measure(`${row.name}, another look`, `${site}${row.path}`, 1, chrome)[0]!,
      floor: () => measure('floor, beside a look', `${floorSite}/`, 1, chrome, 'floor-')[0]!,
    });
    for (let start = 0; start < pages.length; start += every) {
      const group = pages.slice(start, start + every).map(pageRow);
      const after = floorRow(true);
      floorRuns.push(...after.runs);
      const around = [...before.runs, ...after.runs];
      const floorTbt = medianOf(around, 'tbt');
      for (const row of group) {
        printRow(row, floorTbt);
        const verdict = judgePage(
          row,
          around,
          { firstLook: options.secondLook, looks: options.looks },
          looker(row),
          (again) => printRow(again, again.floorTbt),
        );
        benchmarks.push(
          ...[...verdict.row.runs.slice(row.runs.length), ...verdict.floorLooks].map(
            (r) => r.benchmarkIndex,
          ),
        );
        floorRuns.push(...verdict.floorLooks);
        rows.push(verdict.row);
      }
      printRow(after, medianOf(after.runs, 'tbt'));
      before = after;
    }
    printBenchmarks(benchmarks);
    console.log(
      `The floor's median TBT over the sitting: ${Math.round(medianOf(floorRuns, 'tbt'))} ms.`,
    );
    return printGuard(rows, medianOf(floorRuns, 'tbt'));
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
  if (options.photos) await photoSitting(options, chrome, PORT);
  else if (!(await lighthouseSitting(options, chrome))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
