import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/*
 * `npm run mutation`: Stryker over the logic modules (e2e/mutation/stryker.config.mjs), then the score
 * per module group (e2e/mutation/score.ts). A few unit specs read the export as well as the modules, so
 * the export must exist: it is built first when out/ is missing. Arguments go to Stryker (for example
 * `npm run mutation -- --mutate components/shop/order.ts` to try one file; `--force` to ignore the
 * incremental file).
 */

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;

if (!existsSync('out/index.html') && run('npm', ['run', 'build']) !== 0) process.exit(1);
const stryker = run('npx', [
  'stryker',
  'run',
  'e2e/mutation/stryker.config.mjs',
  ...process.argv.slice(2),
]);
if (stryker !== 0) process.exit(stryker);
process.exit(run('npx', ['tsx', 'e2e/mutation/score.ts']));
