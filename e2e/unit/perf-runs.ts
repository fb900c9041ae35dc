import type { Row, Run } from '../../scripts/perf/lighthouse-report';

// Lighthouse runs and page rows for the tests of `npm run perf`'s guard, only their TBT telling apart.

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
