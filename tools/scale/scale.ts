/*
 * `npm run scale -- --posts N`: how the site and its editor cope with N posts per language.
 *   1. Copies the project into $TMPDIR/rawnaq-scale-N (copy.ts) and grows its content like real
 *      content: N posts per language (grow-posts.ts), a team member per 20 posts and a project per 10
 *      (grow-people.ts); the copy's `npm run check:content` must pass.
 *   2. Builds it and reads out/: build time and time per page, files by kind, the heaviest page, and
 *      whether `npm run budget` passes (build.ts).
 *   3. Times the web editor over it: the Posts collection opening, a post opening, 40 keys typed in its
 *      Markdown body (editor.ts).
 *   4. Prints one table and writes it as JSON beside the copy's folder ($TMPDIR/rawnaq-scale-N.json),
 *      then removes the copy (unless --keep).
 * Options: --keep (leave the copy), --skip-build (no build: an existing kept copy's out/ is reused as it
 * is, otherwise the editor alone is built and served from public/), --skip-editor, --dir <folder> (the
 * copy), --json <file>, --compare <a.json,b.json> (earlier runs as columns beside this one).
 * The build's picture and social-card cache is the project's (BUILD_CACHE_DIR, pipeline/build-cache.ts),
 * so a second run is warm. One build at a time: the machine's cores are the measure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { censusOf, runBudget, runBuild } from './build';
import { makeCopy, removeCopy } from './copy';
import { measureEditor } from './editor';
import { grow } from './grow';
import { readItems } from './items';
import {
  budgetLines,
  load,
  newReport,
  readReport,
  table,
  writeReport,
  type ScaleReport,
} from './report';

const { values } = parseArgs({
  options: {
    posts: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'skip-editor': { type: 'boolean', default: false },
    dir: { type: 'string' },
    json: { type: 'string' },
    compare: { type: 'string' },
  },
});
const posts = Number(values.posts);
if (!Number.isInteger(posts) || posts < 1) {
  console.error(
    'Usage: npm run scale -- --posts N [--keep] [--skip-build] [--skip-editor] [--compare a.json,b.json]',
  );
  process.exit(2);
}

const source = process.cwd();
const dir = resolve(values.dir ?? join(tmpdir(), `rawnaq-scale-${posts}`));
const jsonFile = resolve(values.json ?? `${dir}.json`);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  BUILD_CACHE_DIR: resolve(
    process.env['BUILD_CACHE_DIR'] ?? join(source, 'node_modules', '.cache'),
  ),
  NEXT_TELEMETRY_DISABLED: '1',
};
const log = (line: string) =>
  console.log(`[scale ${new Date().toISOString().slice(11, 19)}] ${line}`);

function run(script: string): void {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: dir, env, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`npm run ${script} failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
}

/** What an earlier copy kept with --keep holds, read again from its content/. */
function growthOf(): ScaleReport['growth'] {
  const content = join(dir, 'content');
  const all = readItems(content, 'posts');
  const dates = all.map((post) => String(post.en['date'])).sort();
  return {
    posts: {
      total: all.length,
      added: 0,
      stepDays: 0,
      oldest: dates[0]!,
      categories: [...new Set(all.map((post) => String(post.en['category'])))],
      tags: [...new Set(all.flatMap((post) => post.en['tags'] as string[]))],
    },
    team: readItems(content, 'team').length,
    projects: readItems(content, 'projects').length,
  };
}

// An earlier copy kept with --keep, built: with --skip-build it is measured again as it is, and kept.
const reuse = values['skip-build'] && existsSync(join(dir, 'out', 'admin', 'index.html'));

async function main() {
  let growth: ScaleReport['growth'];
  if (reuse) {
    log(`reusing the kept copy ${dir} and its out/ as they are`);
    growth = growthOf();
  } else {
    log(`copying the project into ${dir}`);
    const copied = makeCopy(source, dir);
    log(`copied ${copied.files} files and linked the packages in ${copied.seconds.toFixed(1)} s`);
    growth = grow(join(dir, 'content'), posts);
    log(
      `grown to ${growth.posts.total} posts per language (${growth.posts.added} added, back to ${growth.posts.oldest}), ${growth.team} team members, ${growth.projects} projects`,
    );
  }
  const report = newReport(posts, growth);

  let served = join(dir, 'out');
  if (!values['skip-build']) {
    log('building (npm run build; its output in build.log in the copy)');
    const seconds = await runBuild(dir, env);
    report.machine.load = { ...report.machine.load!, build: load() };
    report.out = censusOf(join(dir, 'out'));
    const pages = report.out.byKind.html;
    report.build = { seconds, pages, secondsPerPage: seconds / pages };
    log(`built ${pages} pages in ${seconds.toFixed(0)} s; npm run budget`);
    report.budget = runBudget(dir, env);
  } else if (!reuse) {
    log(
      'no build: npm run check:content, and the editor alone (npm run admin), served from public/',
    );
    run('check:content');
    run('admin');
    served = join(dir, 'public');
  }
  writeReport(jsonFile, report);

  if (!values['skip-editor']) {
    log('timing the web editor (Chromium, no CPU throttle)');
    report.editor = await measureEditor(dir, env, served);
    report.machine.load = { ...report.machine.load!, editor: load() };
    writeReport(jsonFile, report);
  }

  const earlier = (values.compare ?? '')
    .split(',')
    .filter(Boolean)
    .map((file) => readReport(file));
  console.log(`\n${table([...earlier, report])}\n`);
  const over = budgetLines(report);
  if (over.length) console.log(`npm run budget failed:\n${over.join('\n')}\n`);
  if (report.editor?.problems.length)
    console.log(
      `The editor's console errors:\n  ${report.editor.problems.slice(0, 5).join('\n  ')}\n`,
    );
  console.log(`The figures as JSON: ${jsonFile}`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (values.keep || reuse) log(`the copy is kept: ${dir}`);
  else {
    removeCopy(dir);
    log(`removed the copy ${dir}`);
  }
}
process.exit(failed ? 1 : 0);
