/*
 * The scale command's result: one JSON document per run (written beside the copy's folder, so it
 * outlives the copy), and one table printed from it, with earlier runs' JSON beside it as columns when
 * they are given (`--compare a.json b.json`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { BudgetVerdict, BuildFigures, OutCensus } from './build';
import type { EditorFigures } from './editor';
import type { PostGrowth } from './grow-posts';

export interface ScaleReport {
  posts: number;
  measuredAt: string;
  /** The 1-minute load average when the run began, and when the build and the editor's timing ended. */
  machine: {
    cores: number;
    node: string;
    load: { start: number; build?: number; editor?: number };
  };
  growth: { posts: PostGrowth; team: number; projects: number };
  build?: BuildFigures;
  out?: OutCensus;
  budget?: BudgetVerdict;
  editor?: EditorFigures;
}

export const newReport = (posts: number, growth: ScaleReport['growth']): ScaleReport => ({
  posts,
  measuredAt: new Date().toISOString(),
  machine: { cores: cpus().length, node: process.version, load: { start: load() } },
  growth,
});

/** The 1-minute load average, rounded: other work on the machine moves every figure. */
export const load = () => Math.round(loadavg()[0]! * 10) / 10;

export function writeReport(file: string, report: ScaleReport): void {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

export const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ScaleReport;

const kb = (bytes: number | null | undefined) =>
  bytes == null ? '-' : `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} KB`;
const n = (value: number | undefined) => (value === undefined ? '-' : value.toLocaleString('en'));
const s = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const key = (ms: number | undefined) =>
  ms === undefined ? '-' : ms === 0 ? '<16' : `${Math.round(ms)}`;

const ROWS: [string, (r: ScaleReport) => string][] = [
  ['posts per language', (r) => n(r.growth.posts.total)],
  [
    'load average: start / build / editor',
    (r) =>
      [r.machine.load?.start, r.machine.load?.build, r.machine.load?.editor]
        .map((v) => v ?? '-')
        .join(' / '),
  ],
  ['team members / projects', (r) => `${r.growth.team} / ${r.growth.projects}`],
  ['post dates', (r) => `${r.growth.posts.oldest} on, every ${r.growth.posts.stepDays} d`],
  [
    'categories / tags in use',
    (r) => `${r.growth.posts.categories.length} / ${r.growth.posts.tags.length}`,
  ],
  ['build (npm run build)', (r) => (r.build ? `${r.build.seconds.toFixed(0)} s` : '-')],
  ['time per page', (r) => (r.build ? `${(r.build.secondsPerPage * 1000).toFixed(0)} ms` : '-')],
  ['pages (.html)', (r) => n(r.out?.byKind.html)],
  ['files in out/', (r) => n(r.out?.files)],
  ['  RSC .txt', (r) => n(r.out?.byKind.rsc)],
  ['  social cards og/*.png', (r) => n(r.out?.byKind.cards)],
  ['  pictures', (r) => n(r.out?.byKind.pictures)],
  ['  other', (r) => n(r.out?.byKind.other)],
  ['out/ size', (r) => (r.out ? `${(r.out.bytes / 1e6).toFixed(0)} MB` : '-')],
  ['largest page', (r) => r.out?.largest.page ?? '-'],
  ['  HTML', (r) => kb(r.out?.largest.htmlBytes)],
  ['  HTML gzip', (r) => kb(r.out?.largest.gzipBytes)],
  ['  elements', (r) => n(r.out?.largest.elements)],
  ['  its index.txt', (r) => kb(r.out?.largest.indexTxtBytes)],
  [
    'budgets (npm run budget)',
    (r) => (r.budget ? (r.budget.passed ? 'pass' : `FAIL (exit ${r.budget.status})`) : '-'),
  ],
  ['  lines over a budget', (r) => (r.budget ? n(r.budget.failing.length) : '-')],
  ['editor: start (jobs listed)', (r) => s(r.editor?.startMs)],
  [
    'editor: open Posts (listed)',
    (r) => (r.editor ? `${s(r.editor.openCollectionMs)} (${r.editor.listedEntries})` : '-'),
  ],
  ['editor: open one post', (r) => s(r.editor?.openPostMs)],
  [
    'editor: 40 keys p50/p90/max',
    (r) =>
      r.editor ? `${key(r.editor.p50)} / ${key(r.editor.p90)} / ${key(r.editor.max)} ms` : '-',
  ],
  ['  keys over 16 ms', (r) => (r.editor ? `${r.editor.keysReported} of 40` : '-')],
];

export function table(reports: ScaleReport[]): string {
  const cells = ROWS.map(([label, value]) => [label, ...reports.map(value)]);
  return textTable(['', ...reports.map((r) => `N=${r.posts}`)], cells);
}

/** A Markdown table of `cells` under `header`: the first column to the left, the figures to the right. */
export function textTable(header: string[], cells: string[][]): string {
  const widths = header.map((_, i) => Math.max(...[header, ...cells].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

/** The budget's headings and its first lines over a budget, for the end of the printout. */
export function budgetLines(report: ScaleReport, limit = 12): string[] {
  if (!report.budget || report.budget.passed) return [];
  const { headings, failing } = report.budget;
  return [
    ...headings,
    ...failing.slice(0, limit).map((line) => `  ${line}`),
    ...(failing.length > limit ? [`  … and ${failing.length - limit} more (in the JSON)`] : []),
  ];
}
