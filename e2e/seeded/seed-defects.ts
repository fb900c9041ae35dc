/*
 * Seeded defects: proves a change to the suite still catches what it caught (issue 51). Each defect is
 * seeded in a throwaway copy of this work tree (never here): the copy has the working tree's files, a
 * hard-linked node_modules, and for a defect in the export a real copy of out/ to seed; a defect in the
 * content or the code is built there first (`npm run build`, in the copy). It prints the copy and the
 * tests to run there, each of which should now FAIL, naming the defect.
 *
 *   npx tsx e2e/seeded/seed-defects.ts --list                 # the defects, and where each is seeded
 *   npx tsx e2e/seeded/seed-defects.ts broken-link            # seeds one in /tmp/rawnaq-seed-broken-link/
 *   npx tsx e2e/seeded/seed-defects.ts broken-link --run      # ...and runs its tests (a failure = caught)
 *   npx tsx e2e/seeded/seed-defects.ts broken-link --into DIR # another place for the copy
 *
 * The pages seeded are chosen so the defect is where the browser does not look when it is content's
 * (a post that is no template sample: the checks over every page must catch it), and on a sample when
 * it is a template's (the browser must).
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFECTS as FIRST } from './seeded-defects';
import { LAYOUT_DEFECTS } from './seeded-layout-defects';
import { PAGE_DEFECTS } from './seeded-page-defects';

const DEFECTS = [...FIRST, ...PAGE_DEFECTS, ...LAYOUT_DEFECTS];

/** A throwaway copy of this work tree: its files, node_modules hard-linked, out/ copied for export defects. */
function makeCopy(copy: string, withOut: boolean) {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  execSync(
    `git ls-files -co --exclude-standard -z | tar --null -T - -cf - | tar -xf - -C ${JSON.stringify(copy)}`,
    { stdio: 'inherit', shell: '/bin/bash' },
  );
  for (const modules of ['node_modules', 'editor/node_modules'])
    if (existsSync(modules)) execSync(`cp -al ${modules} ${JSON.stringify(join(copy, modules))}`);
  if (withOut) {
    if (!existsSync('out'))
      throw new Error('seed-defects: no out/ here to copy (npm run build first)');
    execSync(`cp -a out ${JSON.stringify(join(copy, 'out'))}`);
  }
}

function main(args: string[]) {
  if (args.length === 0 || args.includes('--list')) {
    for (const defect of DEFECTS)
      console.log(`${defect.name.padEnd(24)} ${defect.where.padEnd(7)} ${defect.what}`);
    return;
  }
  const name = args[0]!;
  const defect = DEFECTS.find((d) => d.name === name);
  if (!defect) throw new Error(`seed-defects: no defect "${name}" (--list names them)`);
  const into = args.indexOf('--into');
  const copy = into >= 0 ? args[into + 1]! : `/tmp/rawnaq-seed-${name}`;
  makeCopy(copy, defect.where === 'export');
  const seeded = defect.seed(copy);
  console.log(`Seeded "${defect.name}" (${defect.what}) at ${seeded}, in ${copy}`);
  if (defect.build)
    console.log(`Build it there first (this must pass):\n  cd ${copy} && npm run build`);
  const tests = typeof defect.tests === 'function' ? defect.tests(seeded) : defect.tests;
  console.log('Each of these should then fail there:');
  for (const test of tests) console.log(`  cd ${copy} && ${test}`);
  if (!args.includes('--run')) return;
  if (defect.build) {
    const { status } = spawnSync('npm run build', {
      cwd: copy,
      shell: '/bin/bash',
      stdio: 'inherit',
    });
    if (status !== 0) throw new Error(`seed-defects: the build of ${copy} failed`);
  }
  const results: string[] = [];
  for (const test of tests) {
    const { status } = spawnSync(test, { cwd: copy, shell: '/bin/bash', stdio: 'inherit' });
    results.push(`${status === 0 ? 'passed (NOT caught)' : 'failed (caught)'}  ${test}`);
  }
  console.log(`\n${defect.name}:\n${results.map((line) => `  ${line}`).join('\n')}`);
}

main(process.argv.slice(2));
