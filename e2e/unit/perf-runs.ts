import type { Row, Run } from '../../tools/perf/lighthouse-report';

// Lighthouse runs and page rows for the tests of `npm run perf`'s guard, only their TBT telling apart, and
// a seeded host that scatters measurements as these machines do (also for `check:main-thread`'s tests).

export const run = (tbt: number): Run => ({
  score: 90,
  fcp: 800,
  lcp: 900,
  tbt,
  cls: 0,
  jsKb: 125,
  benchmarkIndex: 1700,
});

export const row = (path: string, tbts: number[], floorTbt?: number): Row => ({
  name: path,
  path,
  runs: tbts.map(run),
  ...(floorTbt === undefined ? {} : { floorTbt }),
});

/**
 * A host whose single measurements scatter as these machines' do, drawn with a fixed seed: each draw is
 * log-normal around the median it is given, with coefficient of variation `cv`.
 */
export function scatteringHost(seed: number, cv: number): (median: number) => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const sigma = Math.sqrt(Math.log(1 + cv ** 2));
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return (median: number) => median * Math.exp(sigma * normal());
}
