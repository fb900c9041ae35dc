/*
 * A shape's result: one JSON document per shape, written beside its copy's folder (so it outlives the
 * copy), and the table printed from one or more of them, a column per shape, with every failure and
 * its cause below it.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Failure, Outcome } from './checks';
import { textTable } from '../scale/report';

export const STEPS = ['content', 'build', 'static', 'sweep'] as const;
export type Step = (typeof STEPS)[number];

export interface ShapeReport {
  shape: string;
  measuredAt: string;
  machine: { cores: number; node: string; load: number };
  /** What the shape changed in the copy's content, one line each. */
  changes: string[];
  content?: { passed: boolean; seconds: number; problems: string[] };
  build?: { passed: boolean; seconds: number; pages?: number; cause?: string };
  /** The static specs and `npm run validate:html`, together. */
  static?: Outcome;
  sweep?: Outcome;
  /** Steps not run, and why (an earlier step failed, or --only left them out). */
  notRun: Partial<Record<Step, string>>;
  /** What stopped the shape itself (its content could not be made, a port was taken). */
  error?: string;
  seconds: number;
  failed: boolean;
}

export const newReport = (shape: string): ShapeReport => ({
  shape,
  measuredAt: new Date().toISOString(),
  machine: {
    cores: cpus().length,
    node: process.version,
    load: Math.round(loadavg()[0]! * 10) / 10,
  },
  changes: [],
  notRun: {},
  seconds: 0,
  failed: false,
});

export function writeReport(file: string, report: ShapeReport): void {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

const outcome = (o: Outcome | undefined) =>
  o
    ? `${o.passed} / ${o.failed}${o.failed ? ' FAIL' : ''}${o.notRun ? `, ${o.notRun} not run` : ''} (${o.seconds.toFixed(0)} s)`
    : undefined;

const ROWS: [string, (r: ShapeReport) => string | undefined][] = [
  [
    'check:content',
    (r) =>
      r.content && (r.content.passed ? 'pass' : `FAIL (${r.content.problems.length} problems)`),
  ],
  ['build (s)', (r) => r.build && (r.build.passed ? `${r.build.seconds.toFixed(0)}` : 'FAIL')],
  ['pages (.html)', (r) => r.build?.pages?.toLocaleString('en')],
  ['static checks passed / failed', (r) => outcome(r.static)],
  ['sweep passed / failed', (r) => outcome(r.sweep)],
  ['load average at start', (r) => String(r.machine.load)],
  ['whole shape', (r) => `${(r.seconds / 60).toFixed(1)} min`],
  ['result', (r) => (r.failed ? 'FAIL' : 'pass')],
];

const STEP_OF_ROW: Record<string, Step> = {
  'check:content': 'content',
  'build (s)': 'build',
  'static checks passed / failed': 'static',
  'sweep passed / failed': 'sweep',
};

export function table(reports: ShapeReport[]): string {
  const cells = ROWS.map(([label, value]) => [
    label,
    ...reports.map(
      (r) => value(r) ?? (STEP_OF_ROW[label] && r.notRun[STEP_OF_ROW[label]] ? 'not run' : '-'),
    ),
  ]);
  return textTable(['', ...reports.map((r) => r.shape)], cells);
}

/** Every failure of a shape with its cause, and the steps it did not run, for the end of the printout. */
export function failureLines(report: ShapeReport, limit = 40): string[] {
  const failures: [Step, Failure][] = [
    ...(report.content?.problems ?? []).map((cause): [Step, Failure] => [
      'content',
      { test: 'npm run check:content', cause },
    ]),
    ...(report.build?.cause
      ? [['build', { test: 'npm run build', cause: report.build.cause }] as [Step, Failure]]
      : []),
    ...(report.static?.failures ?? []).map((f): [Step, Failure] => ['static', f]),
    ...(report.sweep?.failures ?? []).map((f): [Step, Failure] => ['sweep', f]),
  ];
  // A content problem names its file itself.
  const lines = failures
    .slice(0, limit)
    .map(([step, f]) =>
      step === 'content' ? `  [content] ${f.cause}` : `  [${step}] ${f.test}\n      ${f.cause}`,
    );
  if (failures.length > limit) lines.push(`  … and ${failures.length - limit} more (in the JSON)`);
  if (report.error) lines.push(`  [shape] ${report.error}`);
  for (const [step, why] of Object.entries(report.notRun))
    lines.push(`  [${step}] not run: ${why}`);
  return lines.length ? [`${report.shape}:`, ...lines] : [];
}
