/*
 * The MDN HTTP Observatory's scanner (@mdn/mdn-http-observatory, the engine of Mozilla's Observatory),
 * run on the nginx test's site. It is installed apart from the site's dependencies, in
 * tools/observatory/ with its own lockfile and --ignore-scripts: its postinstall downloads the HSTS
 * preload and TLD lists. Offline it needs conf/hsts-preload.json (an empty list: the test domain is in
 * no preload list), and src/scan.js is called directly, because its bin wrapper overwrites
 * NODE_EXTRA_CA_CERTS, which is how the run's certificate is trusted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OBSERVATORY_DIR = join('tools', 'observatory');
const PACKAGE = join(OBSERVATORY_DIR, 'node_modules', '@mdn', 'mdn-http-observatory');

export type ObservatoryTest = {
  expectation: string;
  pass: boolean;
  result: string;
  scoreModifier: number;
};
export type ObservatoryScan = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
};

/** Scans `host` (http:// then https://, the standard ports) trusting `certFile`; its JSON report. */
export function observatoryScan(host: string, certFile: string): ObservatoryScan {
  const scanner = join(PACKAGE, 'src', 'scan.js');
  if (!existsSync(scanner))
    throw new Error(
      `The Observatory scanner is not installed: npm ci --prefix ${OBSERVATORY_DIR} --ignore-scripts (tools/test.sh does it)`,
    );
  const preload = join(PACKAGE, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const output = execFileSync(process.execPath, [scanner, host], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const report = JSON.parse(output) as ObservatoryScan & { error?: string };
  if (report.error) throw new Error(`Observatory scan of ${host}: ${report.error}`);
  return report;
}

/** The report as a Markdown table, one row per test (the note and the test log print it). */
export const observatoryTable = (report: ObservatoryScan) =>
  [
    `Grade ${report.scan.grade}, score ${report.scan.score}, ${report.scan.testsPassed} of ${report.scan.testsQuantity} tests passed`,
    '',
    '| Test | Pass | Result | Score modifier |',
    '| --- | --- | --- | --- |',
    ...Object.entries(report.tests).map(
      ([name, test]) =>
        `| ${name} | ${test.pass ? 'yes' : 'no'} | ${test.result} | ${test.scoreModifier} |`,
    ),
  ].join('\n');
