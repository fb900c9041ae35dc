/*
 * `npm run content:shapes`: does the site take any content its schemas accept? Each shape is a throwaway
 * copy of the project (tools/scale/copy.ts, $TMPDIR/rawnaq-shape-<name>) whose content/ is changed as
 * an agency changes it:
 *   editor-day  an editor's ordinary day: a post dated today, a price changed, a fifth job opening, a
 *               sixth FAQ, a testimonial removed, a role reworded, in both languages (editor-day.ts);
 *   minimum     every collection cut to the smallest content the site takes (minimum.ts);
 *   extremes    the longest texts an editor pastes: a 300-letter word, a 239-character address, a
 *               102-letter project title, a long name and role, a 66-character e-mail (extremes.ts);
 *   scale-300   300 posts per language, grown as `npm run scale` grows them (tools/scale/grow.ts).
 * Each copy then goes through `npm run check:content`, `npm run build`, the suite's static checks of
 * every page and `npm run validate:html`, and the browser's page sweep of its samples with the width
 * checks (checks.ts). One table, a column per shape, and each failure with its cause; each shape's
 * figures as JSON beside its copy ($TMPDIR/rawnaq-shape-<name>.json). Exits 1 when any shape fails.
 * Options: --shape <a,b> (default: all, in the order above), --only <content,build,static,sweep> (the
 * static checks or the sweep alone reuse a copy kept and built by an earlier run), --keep (leave the
 * copies), --port <n> (where the sweep serves the copy: $E2E_PORT, else 4180), --workers <n> (the
 * sweep's browsers, 1 by default: the machine's cores are shared with the build's other work),
 * --max-failures <n> (the sweep stops after n failed pages, 20 by default; 0 runs it whole), --table
 * (print the tables of earlier runs from their JSON, running nothing).
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { censusOf, runBuild } from '../scale/build';
import { makeCopy, removeCopy } from '../scale/copy';
import { grow } from '../scale/grow';
import {
  buildCause,
  playwright,
  portIsFree,
  runScript,
  STATIC_SPECS,
  SWEEP_SPECS,
  validateHtml,
} from './checks';
import { editorDay } from './editor-day';
import { extremes } from './extremes';
import { minimum } from './minimum';
import {
  failureLines,
  newReport,
  STEPS,
  table,
  writeReport,
  type ShapeReport,
  type Step,
} from './report';

const SHAPES: Record<string, (contentDir: string) => string[]> = {
  'editor-day': editorDay,
  minimum,
  extremes,
  'scale-300': (contentDir) => {
    const growth = grow(contentDir, 300);
    return [
      `${growth.posts.total} posts per language (${growth.posts.added} added), ${growth.team} team members, ${growth.projects} projects`,
    ];
  },
};

const { values } = parseArgs({
  options: {
    shape: { type: 'string' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    port: { type: 'string' },
    workers: { type: 'string', default: '1' },
    'max-failures': { type: 'string', default: '20' },
    table: { type: 'boolean', default: false },
  },
});
const list = (value: string | undefined, all: readonly string[]) =>
  value === undefined ? [...all] : value.split(',').map((item) => item.trim());
const shapes = list(values.shape, Object.keys(SHAPES));
const steps = list(values.only, STEPS) as Step[];
const port = Number(values.port ?? process.env['E2E_PORT'] ?? 4180);
const unknown = [
  ...shapes.filter((name) => !SHAPES[name]),
  ...steps.filter((step) => !STEPS.includes(step)),
];
if (
  unknown.length ||
  !Number.isInteger(port) ||
  !Number(values.workers) ||
  !Number.isInteger(Number(values['max-failures']))
) {
  console.error(
    `Usage: npm run content:shapes -- [--shape ${Object.keys(SHAPES).join(',')}] [--only ${STEPS.join(',')}] [--keep] [--port N] [--workers N] [--max-failures N] [--table]` +
      (unknown.length ? `\nUnknown: ${unknown.join(', ')}` : ''),
  );
  process.exit(2);
}

const source = process.cwd();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  BUILD_CACHE_DIR: resolve(
    process.env['BUILD_CACHE_DIR'] ?? join(source, 'node_modules', '.cache'),
  ),
  NEXT_TELEMETRY_DISABLED: '1',
  // A shape changes content only: the code is the project's, which its own typecheck covers.
  TYPECHECKED: '1',
  E2E_PORT: String(port),
};
const log = (shape: string, line: string) =>
  console.log(`[shapes ${new Date().toISOString().slice(11, 19)} ${shape}] ${line}`);

async function contentStep(dir: string, report: ShapeReport): Promise<boolean> {
  const result = await runScript('check:content', dir, env);
  // One problem a line: "Invalid content in <file>:" with its "at $.path: …" lines joined to it.
  const problems: string[] = [];
  for (const line of result.output.split('\n').map((text) => text.trim())) {
    if (/^at \$/.test(line) && problems.length) problems[problems.length - 1] += ` ${line}`;
    else if (/^(content\/|Invalid content in )/.test(line))
      problems.push(line.replace(/^Invalid content in (.*):$/, '$1:'));
  }
  report.content = {
    passed: result.code === 0,
    seconds: result.seconds,
    problems: result.code === 0 ? [] : problems.length ? problems : [result.output.trim()],
  };
  return report.content.passed;
}

async function buildStep(dir: string, report: ShapeReport): Promise<boolean> {
  const started = performance.now();
  try {
    const seconds = await runBuild(dir, env);
    report.build = { passed: true, seconds, pages: censusOf(join(dir, 'out')).byKind.html };
  } catch {
    report.build = {
      passed: false,
      seconds: (performance.now() - started) / 1000,
      cause: buildCause(readFileSync(join(dir, 'build.log'), 'utf8')),
    };
  }
  return report.build.passed;
}

async function staticStep(dir: string, report: ShapeReport): Promise<void> {
  const specs = await playwright(dir, env, 'static-checks', 'unit', STATIC_SPECS);
  const html = await validateHtml(dir, env);
  report.static = {
    passed: specs.passed + html.passed,
    failed: specs.failed + html.failed,
    seconds: specs.seconds + html.seconds,
    failures: [...specs.failures, ...html.failures],
  };
}

async function sweepStep(dir: string, report: ShapeReport): Promise<void> {
  if (!(await portIsFree(port)))
    throw new Error(`port ${port} is taken: the sweep would meet another server; use --port`);
  // Content that breaks every page (a footer too wide) fails each sample at every width, a minute or
  // more each: the first failures tell the story, and the sweep stops there.
  report.sweep = await playwright(dir, env, 'sweep', 'e2e', SWEEP_SPECS, [
    `--workers=${values.workers}`,
    `--max-failures=${values['max-failures']}`,
  ]);
}

async function runShape(name: string): Promise<ShapeReport> {
  const started = performance.now();
  const dir = join(tmpdir(), `rawnaq-shape-${name}`);
  const jsonFile = `${dir}.json`;
  // The static checks or the sweep alone run on an earlier copy, kept and built; its report is
  // completed (the steps run now replace their earlier results).
  const reuse = !steps.includes('content') && !steps.includes('build');
  const earlier =
    reuse && existsSync(jsonFile)
      ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as ShapeReport)
      : undefined;
  const report: ShapeReport = earlier
    ? { ...earlier, notRun: {}, error: undefined, failed: false }
    : newReport(name);
  const skip = (step: Step, why: string) => {
    if (!report.notRun[step]) report.notRun[step] = why;
  };
  for (const step of STEPS)
    if (!steps.includes(step) && !report[step]) skip(step, 'left out by --only');
  try {
    if (reuse) {
      if (!existsSync(join(dir, 'out', 'index.html')))
        throw new Error(`no built copy in ${dir}: run this shape with --keep first`);
      log(name, `reusing the kept copy ${dir} and its out/`);
    } else {
      const copied = makeCopy(source, dir);
      log(name, `copied ${copied.files} files into ${dir} in ${copied.seconds.toFixed(1)} s`);
      report.changes = SHAPES[name]!(join(dir, 'content'));
      for (const change of report.changes) log(name, `  ${change}`);
    }
    let ok = true;
    if (steps.includes('content')) {
      ok = await contentStep(dir, report);
      log(name, `check:content ${ok ? 'passed' : 'FAILED'}`);
    }
    if (steps.includes('build'))
      if (!ok) skip('build', 'check:content failed');
      else {
        log(name, 'building (npm run build; its log in build.log in the copy)');
        ok = await buildStep(dir, report);
        log(
          name,
          `build ${ok ? `of ${report.build!.pages} pages` : 'FAILED'} in ${report.build!.seconds.toFixed(0)} s`,
        );
      }
    for (const step of ['static', 'sweep'] as const) {
      if (!steps.includes(step)) continue;
      if (!ok) {
        skip(step, 'no export (an earlier step failed)');
        continue;
      }
      log(name, step === 'static' ? 'static checks of every page, validate:html' : 'browser sweep');
      await (step === 'static' ? staticStep : sweepStep)(dir, report);
      const outcome = report[step]!;
      log(
        name,
        `${step}: ${outcome.passed} passed, ${outcome.failed} failed in ${outcome.seconds.toFixed(0)} s`,
      );
    }
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
    report.failed = true;
  }
  report.seconds = (earlier?.seconds ?? 0) + (performance.now() - started) / 1000;
  report.failed ||=
    report.content?.passed === false ||
    report.build?.passed === false ||
    !!report.static?.failed ||
    !!report.sweep?.failed ||
    Object.values(report.notRun).some((why) => why !== 'left out by --only');
  writeReport(jsonFile, report);
  if (values.keep) log(name, `the copy is kept: ${dir}`);
  else removeCopy(dir);
  return report;
}

const jsonOf = (name: string) => join(tmpdir(), `rawnaq-shape-${name}.json`);
const reports: ShapeReport[] = [];
for (const name of shapes) {
  // --table: the tables of earlier runs, from their JSON, without running anything.
  if (values.table) {
    if (existsSync(jsonOf(name)))
      reports.push(JSON.parse(readFileSync(jsonOf(name), 'utf8')) as ShapeReport);
    continue;
  }
  const report = await runShape(name);
  reports.push(report);
  console.log(`\n${table([report])}\n${failureLines(report).join('\n')}\n`);
}
if (reports.length > 1 || values.table) {
  console.log(`\nEvery shape:\n${table(reports)}\n`);
  for (const report of reports) {
    const lines = failureLines(report);
    if (lines.length) console.log(`${lines.join('\n')}\n`);
  }
}
console.log(`The figures as JSON: ${reports.map((report) => jsonOf(report.shape)).join(', ')}`);
process.exit(reports.some((report) => report.failed) ? 1 : 0);
