/*
 * What a shape's copy is put through, each step run inside the copy as a person would run it there:
 *  - `npm run check:content`;
 *  - `npm run build` (tools/scale/build.ts: runBuild, its log in the copy's build.log);
 *  - the suite's checks that read the whole export without a browser (STATIC_SPECS, each over every
 *    page of out/, plus the content's own integrity spec), and `npm run validate:html` (every page
 *    through the Nu Html Checker);
 *  - the browser's page sweep of the copy's samples (e2e/site/sweep.spec.ts: samples picked from the
 *    copy's content by rule, each at every width) and the width checks (e2e/site/widths.spec.ts), served
 *    from the copy's out/ on the given port.
 * Playwright's JSON report gives each test's title and its first error; a failure is kept with both.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The unit specs that check every page of the export (or the whole content) without a browser. */
export const STATIC_SPECS = [
  'e2e/unit/pages.spec.ts',
  'e2e/unit/post-pages.spec.ts',
  'e2e/unit/portfolio-pages.spec.ts',
  'e2e/unit/page-policy.spec.ts',
  'e2e/unit/structured-data.spec.ts',
  'e2e/unit/social-cards.spec.ts',
  'e2e/unit/search-engines.spec.ts',
  'e2e/unit/security-headers.spec.ts',
  'e2e/unit/arabic.spec.ts',
  'e2e/unit/fonts.spec.ts',
  'e2e/unit/content-integrity.spec.ts',
  'e2e/unit/list-chains.spec.ts',
  'e2e/unit/interface-language.spec.ts',
];
export const SWEEP_SPECS = ['e2e/site/sweep.spec.ts', 'e2e/site/widths.spec.ts'];

export interface Failure {
  /** The spec file and the test's title (`file › describe › test`), or the step's name. */
  test: string;
  /** The first line of its error (with the expected and received lines of a bare expect). */
  cause: string;
}

export interface Outcome {
  passed: number;
  failed: number;
  /** Tests not run: the run stopped at --max-failures, or was interrupted. */
  notRun?: number;
  seconds: number;
  failures: Failure[];
}

export interface Run {
  code: number | null;
  output: string;
  seconds: number;
}

/** Runs `command` in `dir`, its output (both streams) into `logFile` too. */
export function run(
  command: string,
  args: string[],
  dir: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<Run> {
  const started = performance.now();
  const log = createWriteStream(logFile);
  let output = '';
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      log.end(() => resolve({ code, output, seconds: (performance.now() - started) / 1000 })),
    );
  });
}

const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * An error's first line, and what was expected and received: a length's two lines, or the first lines
 * of a deep-equality diff (the sweep's "scrolls 215 px sideways", a changed price), brackets left out.
 */
export function causeOf(message: string): string {
  const lines = plain(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const first = lines[0] ?? '(no message)';
  const values = lines.filter((line) => /^(Expected|Received)\b.*:/.test(line)).slice(0, 2);
  const diff = lines.filter(
    (line) =>
      /^[-+] /.test(line) &&
      !/^[-+] (Expected|Received)/.test(line) &&
      !/^[-+]\s+(Array \[\]?|Object \{\}?|\]|\}),?$/.test(line),
  );
  return [first, ...(values.length ? values : diff.slice(0, 3))].join(' | ');
}

type Spec = {
  title: string;
  file: string;
  tests: { status: string; results: { error?: { message?: string } }[] }[];
};
type Suite = { title: string; file?: string; specs?: Spec[]; suites?: Suite[] };
type Report = { suites?: Suite[]; errors?: { message?: string }[] };

/** Passed and failed tests of a Playwright JSON report, each failure with its title and cause. */
export function readReport(file: string, seconds: number): Outcome {
  const outcome: Outcome = { passed: 0, failed: 0, seconds, failures: [] };
  if (!existsSync(file)) {
    outcome.failed = 1;
    outcome.failures.push({ test: 'playwright', cause: `no report was written (${file})` });
    return outcome;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const walk = (suite: Suite, path: string[]) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        if (test.status === 'skipped') {
          outcome.notRun = (outcome.notRun ?? 0) + 1;
          continue;
        }
        if (test.status === 'expected' || test.status === 'flaky') {
          outcome.passed++;
          continue;
        }
        outcome.failed++;
        const error = test.results.findLast((result) => result.error)?.error;
        outcome.failures.push({
          test: [...here, spec.title].join(' › '),
          cause: causeOf(error?.message ?? `status ${test.status}`),
        });
      }
    for (const inner of suite.suites ?? []) walk(inner, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // A spec that could not even load (an exception in its samples, say) has no tests: its error is here.
  for (const error of report.errors ?? []) {
    outcome.failed++;
    outcome.failures.push({ test: 'loading the specs', cause: causeOf(error.message ?? '') });
  }
  return outcome;
}

/** Runs Playwright in the copy on `files` of `project`; its JSON report lands in the copy. */
export async function playwright(
  dir: string,
  env: NodeJS.ProcessEnv,
  name: string,
  project: string,
  files: string[],
  extra: string[] = [],
): Promise<Outcome> {
  const missing = files.filter((file) => !existsSync(join(dir, file)));
  if (missing.length)
    throw new Error(`tools/shapes/checks.ts names specs that do not exist: ${missing.join(', ')}`);
  const reportFile = join(dir, `${name}.json`);
  const result = await run(
    'npx',
    ['playwright', 'test', `--project=${project}`, '--reporter=json', ...extra, ...files],
    dir,
    { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    join(dir, `${name}.log`),
  );
  return readReport(reportFile, result.seconds);
}

/** `npm run <script>` in the copy, quietly, its output logged to `<script>.log` beside it. */
export const runScript = (script: string, dir: string, env: NodeJS.ProcessEnv) =>
  run('npm', ['run', '--silent', script], dir, env, join(dir, `${script.replace(/:/g, '-')}.log`));

/** `npm run validate:html` in the copy: one check, failed with the checker's summary lines. */
export async function validateHtml(dir: string, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const result = await runScript('validate:html', dir, env);
  if (result.code === 0) return { passed: 1, failed: 0, seconds: result.seconds, failures: [] };
  const lines = plain(result.output)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const summary = lines.findLast((line) => /error/i.test(line)) ?? lines.at(-1) ?? '';
  const firstPage = lines.find((line) => line.startsWith('/')) ?? '';
  return {
    passed: 0,
    failed: 1,
    seconds: result.seconds,
    failures: [
      {
        test: 'npm run validate:html',
        cause: [summary, firstPage && `first page: ${firstPage}`].filter(Boolean).join(' | '),
      },
    ],
  };
}

/** The lines of a failed build's log that say why (Next's own error first), else its last line. */
export function buildCause(log: string): string {
  const lines = plain(log)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const reason =
    lines.find((line) => /^(Error|Invalid content|Content check failed)|\berror\b/i.test(line)) ??
    lines.at(-1) ??
    '';
  const at = lines.indexOf(reason);
  // A content error names its file and JSON path on the lines below it.
  return /^(Invalid content|Content check failed)/.test(reason)
    ? lines.slice(at, at + 3).join(' | ')
    : reason;
}

/** Whether nothing listens on `port` (a server left there would answer for the copy's out/). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
