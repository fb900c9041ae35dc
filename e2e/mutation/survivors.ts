import { readFileSync } from 'node:fs';

/*
 * The mutants no spec noticed, as lines to read: `npx tsx e2e/mutation/survivors.ts [report] [file…]`
 * prints each surviving or unreached mutant of Stryker's JSON report (reports/mutation/mutation.json unless
 * a report is named) as `file:line:column Mutator: the code it put there`, optionally for some files only.
 */

type Mutant = {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
};
type Report = { files: Record<string, { mutants: Mutant[] }> };

const args = process.argv.slice(2);
const reportPath = args[0]?.endsWith('.json') ? args.shift()! : 'reports/mutation/mutation.json';
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;

let count = 0;
for (const [path, { mutants }] of Object.entries(report.files).sort(([a], [b]) =>
  a.localeCompare(b),
)) {
  if (args.length && !args.some((wanted) => path.includes(wanted))) continue;
  for (const m of mutants.sort((a, b) => a.location.start.line - b.location.start.line)) {
    if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
    count++;
    const { line, column } = m.location.start;
    const what = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 120);
    console.log(
      `${path}:${line}:${column} ${m.mutatorName}${m.status === 'NoCoverage' ? ' (no spec reached it)' : ''}: ${what}`,
    );
  }
}
console.log(`${count} mutants survived or were not reached.`);
