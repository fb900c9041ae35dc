/*
 * `npm run cms`: edit content/ from the browser on this machine. Writes the web editor into
 * public/admin/, then starts Decap's local proxy (decap-server) over this working copy, listening on
 * 127.0.0.1 only, and the site's dev server. Open http://localhost:3000/admin/index.html: a save
 * writes the JSON files of content/ here (no commit), and the dev server shows the result at once.
 *
 * `npm run cms -- --drafts`: the same with drafts (Decap's editorial workflow). The proxy runs in git
 * mode over this repository: a save commits the entry to a branch `cms/<collection>/<entry>`, the
 * checked-out branch (and the dev server's site) stays as it was until the draft is set Ready and
 * published, which merges the draft's branch into it. The working copy must be clean: the proxy checks
 * the draft's branch out while it saves and commits whatever the working copy holds (`git add .`).
 *
 * The proxy reads and writes any file of the working copy for whoever reaches its port: never bind it
 * to another address or forward its port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildAdmin } from './build-admin';

const PROXY_PORT = 8081; // pipeline/cms/config.ts LOCAL_PROXY
const SITE_PORT = Number(process.env.PORT ?? 3000);
const drafts = process.argv.includes('--drafts');

const git = (...args: string[]) => {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
};

if (drafts) {
  // Drafts branch off, and are published into, the branch checked out here.
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  if (branch === 'HEAD') {
    console.error(
      'npm run cms -- --drafts: check out a branch first (the working copy is on no branch).',
    );
    process.exit(1);
  }
  const changes = git('status', '--porcelain');
  if (changes) {
    console.error(
      `npm run cms -- --drafts: commit or stash these changes first (a draft's save would take them into its commit):\n${changes}`,
    );
    process.exit(1);
  }
  process.env.CMS_BRANCH = branch;
  process.env.CMS_DRAFTS = '1';
}

await buildAdmin();

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

// decap-server's middlewares, with a repair for drafts in both languages (pipeline/cms/proxy.ts).
children.push(
  spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'pipeline', 'cms', 'proxy.ts')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      MODE: drafts ? 'git' : 'fs',
      BIND_HOST: '127.0.0.1',
      PORT: String(PROXY_PORT),
      GIT_REPO_DIRECTORY: process.cwd(),
    },
  }),
);
children.push(
  spawn('npx', ['next', 'dev', '--port', String(SITE_PORT)], {
    stdio: 'inherit',
    env: process.env,
  }),
);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });

console.log(
  `\nThe web editor: http://localhost:${SITE_PORT}/admin/index.html (the local proxy on 127.0.0.1:${PROXY_PORT}).\n` +
    (drafts
      ? `Drafts: a save makes a branch cms/<collection>/<entry>; Set status > Ready, then Publish, merges it into ${process.env.CMS_BRANCH}.\n`
      : ''),
);
