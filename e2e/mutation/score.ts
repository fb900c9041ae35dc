import { readFileSync } from 'node:fs';
import { GROUPS } from './groups.mjs';

/*
 * The mutation score per module group, from Stryker's JSON report (reports/mutation/mutation.json): the
 * share of the mutants a spec reached that a spec noticed (killed, or made to run past the time limit),
 * with the mutants no spec reached counted as missed. Mutants named equivalent in the code (a
 * `// Stryker disable next-line <mutator>: <why>` comment) and those that do not compile are left out, as
 * Stryker's own score does. Exits 1 when a group is under MINIMUM.
 */

const MINIMUM = 80;
// One report, or several named runs over different files (MUTATION_RUN) read as one.
const REPORTS =
  process.argv.length > 2 ? process.argv.slice(2) : ['reports/mutation/mutation.json'];

type Status =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending';
type Report = { files: Record<string, { mutants: { status: Status; statusReason?: string }[] }> };

/** `*` stands for any run of characters within one folder; a leading `!` leaves the match out. */
const globTest = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

function groupOf(path: string): string | undefined {
  return Object.entries(GROUPS).find(([, globs]) => {
    const wanted = globs.filter((glob) => !glob.startsWith('!'));
    const unwanted = globs.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
    return (
      wanted.some((glob) => globTest(glob).test(path)) &&
      !unwanted.some((glob) => globTest(glob).test(path))
    );
  })?.[0];
}

type Tally = {
  killed: number;
  survived: number;
  uncovered: number;
  equivalent: number;
  static: number;
};
const tally = (): Tally => ({ killed: 0, survived: 0, uncovered: 0, equivalent: 0, static: 0 });

const files = Object.assign(
  {},
  ...REPORTS.map((path) => (JSON.parse(readFileSync(path, 'utf8')) as Report).files),
) as Report['files'];
const groups = new Map<string, Tally>(Object.keys(GROUPS).map((name) => [name, tally()]));
const leftOut: string[] = [];
for (const [path, file] of Object.entries(files)) {
  const name = groupOf(path.replace(/\\/g, '/'));
  // A file a group has since let go (an older run's results, kept by the incremental file) is named
  // below the table, not counted.
  if (!name) {
    leftOut.push(path);
    continue;
  }
  const t = groups.get(name)!;
  for (const { status, statusReason } of file.mutants) {
    if (status === 'Killed' || status === 'Timeout') t.killed++;
    else if (status === 'Survived') t.survived++;
    else if (status === 'NoCoverage') t.uncovered++;
    // A static mutant (a change to what a module computes once, as it loads) would need every spec run
    // again from a fresh start for each: about 30 s each, for hundreds of them (see stryker.config.mjs).
    else if (status === 'Ignored' && statusReason?.startsWith('Static')) t.static++;
    else if (status === 'Ignored') t.equivalent++;
  }
}

const counted = (t: Tally) => t.killed + t.survived + t.uncovered;
const score = (t: Tally) => (100 * t.killed) / counted(t);
const rows = [...groups].map(([name, t]) => ({
  group: name,
  score: counted(t) ? `${score(t).toFixed(1)} %` : 'no mutants run',
  killed: t.killed,
  survived: t.survived,
  'no spec reached': t.uncovered,
  'named equivalent': t.equivalent,
  'static (not run)': t.static,
}));
console.table(rows);
if (leftOut.length)
  console.log(
    `Not counted (in the report from an earlier run, in no group now): ${leftOut.join(', ')}`,
  );
const low = [...groups].filter(([, t]) => counted(t) && score(t) < MINIMUM).map(([name]) => name);
if (low.length) {
  console.error(
    `Under ${MINIMUM} %: ${low.join(', ')}. The survivors: npx tsx e2e/mutation/survivors.ts ${REPORTS[0]}`,
  );
  process.exit(1);
}
