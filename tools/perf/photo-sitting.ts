import { prepareFloor } from '../perf-floor';
import { measure } from './lighthouse-run';
import { medianOf, printBenchmarks, type Run } from './lighthouse-report';
import type { Options } from './pages';
import { PHOTO_SETS, preparePhotoBuild } from './photo-builds';
import { origin, serveExport } from './serve-export';

/*
 * `npm run perf -- --photos`: the photo pages of the drawn site beside the same pages with real
 * photographs and with the grain worst case (tools/perf/photo-builds.ts), and the floor, in one
 * sitting. Each page is measured in the three builds one after the other, so the three share the
 * machine's moment; the table gives each build's median LCP and TBT and the photographs' LCP as a
 * multiple of the drawn page's (issue 40 asks at most 1.05x with real photographs, 1.25x with grain).
 */

const ratio = (value: number, reference: number) =>
  reference > 0 ? `${(value / reference).toFixed(2)}x` : '—';

export async function photoSitting(options: Options, chrome: string, port: number) {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  // Every build before any server starts: a build beside a Lighthouse run would slow that run.
  const floor = options.floor ? prepareFloor(log) : undefined;
  const exports = { drawn: options.dir } as Record<'drawn' | (typeof PHOTO_SETS)[number], string>;
  for (const set of PHOTO_SETS) exports[set] = preparePhotoBuild(set, log);

  const builds = ['drawn', ...PHOTO_SETS] as const;
  const stops: (() => void)[] = [];
  try {
    const sites: Record<string, string> = {};
    for (const [i, build] of builds.entries()) {
      stops.push(await serveExport(exports[build], port + 2 + i, options.http1));
      sites[build] = origin(port + 2 + i, options.http1);
    }
    const benchmarks: number[] = [];
    console.log(
      `Lighthouse, mobile, median of ${options.runs} runs per page and build, ${options.http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS'}: drawn pictures, real photographs (Debian's mate-backgrounds nature set) and the grain worst case.\n`,
    );
    if (floor) {
      stops.push(await serveExport(floor.outDir, port + 1, options.http1));
      const runs = measure(
        'floor',
        `${origin(port + 1, options.http1)}/`,
        options.runs,
        chrome,
        'floor-',
      );
      benchmarks.push(...runs.map((r) => r.benchmarkIndex));
      console.log(
        `Floor (a bare Next page): LCP ${Math.round(medianOf(runs, 'lcp'))} ms, TBT ${Math.round(medianOf(runs, 'tbt'))} ms\n`,
      );
    }
    console.log(
      '| page | drawn LCP ms | real LCP ms | real x drawn | grain LCP ms | grain x drawn | TBT ms drawn / real / grain |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, path] of options.pages) {
      const runs = {} as Record<(typeof builds)[number], Run[]>;
      for (const build of builds) {
        runs[build] = measure(
          `${name} (${build})`,
          `${sites[build]}${path}`,
          options.runs,
          chrome,
          `photos-${build}-`,
        );
        benchmarks.push(...runs[build].map((r) => r.benchmarkIndex));
      }
      const lcp = (build: (typeof builds)[number]) => medianOf(runs[build], 'lcp');
      const tbt = builds.map((build) => Math.round(medianOf(runs[build], 'tbt'))).join(' / ');
      console.log(
        `| ${name} (\`${path}\`) | ${Math.round(lcp('drawn'))} | ${Math.round(lcp('real'))} | ${ratio(lcp('real'), lcp('drawn'))} | ${Math.round(lcp('grain'))} | ${ratio(lcp('grain'), lcp('drawn'))} | ${tbt} |`,
      );
    }
    printBenchmarks(benchmarks);
  } finally {
    for (const stop of stops) stop();
  }
}
