// @ts-check
import { MUTATED } from './groups.mjs';

/**
 * MUTATION_RUN names a run of its own (its reports in reports/mutation/<name>/, its sandbox in
 * .stryker-tmp-<name>), so that a run over one file can go beside another: `MUTATION_RUN=shop npx
 * stryker run e2e/mutation/stryker.config.mjs --mutate components/shop/order.ts`.
 */
const RUN = process.env['MUTATION_RUN'];
const REPORTS = RUN ? `reports/mutation/${RUN}` : 'reports/mutation';

/**
 * `npm run mutation`: Stryker changes the logic modules one small change (a mutant) at a time and runs
 * the unit specs that reach the changed line (Vitest, through e2e/mutation/vitest.config.ts); a mutant
 * that no spec notices "survives". Incremental: a later run re-tests only the mutants whose code or
 * specs changed since reports/mutation/incremental.json. The score per module group is printed at the
 * end by e2e/mutation/score.ts, which fails below 80 %.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'e2e/mutation/vitest.config.ts' },
  checkers: ['typescript'],
  tsconfigFile: 'e2e/mutation/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  // A static mutant changes what a module computes once as it loads (a schema, a table of words): Stryker
  // can only try it by running every spec from a fresh start, about 30 s here, for some 860 of them (93 % of
  // the run's time). They are counted apart in the score table; the content's rules they would change are
  // checked by the content specs that run the build's own check on edited copies.
  ignoreStatic: true,
  mutate: MUTATED,
  // Left out of the sandbox: what no spec in the run reads. out/ and .pictures/ (the picture manifest) stay:
  // a few specs read the export, and the shop's set-up reads the manifest.
  ignorePatterns: [
    '.next',
    '.photo-export',
    '.build-cache',
    'test-results',
    'playwright-report',
    'reports',
    '.stryker-tmp*',
    'e2e/look/approved',
    'editor/node_modules',
    'deploy/cms-auth/node_modules',
    'tools/observatory/node_modules',
  ],
  incremental: true,
  incrementalFile: `${REPORTS}/incremental.json`,
  reporters: ['progress', 'html', 'json'],
  htmlReporter: { fileName: `${REPORTS}/index.html` },
  jsonReporter: { fileName: `${REPORTS}/mutation.json` },
  tempDirName: RUN ? `.stryker-tmp-${RUN}` : '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
