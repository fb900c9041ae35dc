import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editorConfig } from '../../pipeline/cms/build-admin';
import { withPolicyMeta } from '../../pipeline/security/meta';
import { editorSecurityPolicy } from '../../pipeline/security/policy';
import { freePort } from './harness';
import { startFakeGitHub, type FakeGitHub } from './fake-github';

/*
 * Everything the sign-in test (e2e/site/cms-auth.spec.ts) runs on loopback, with no network: a fake
 * GitHub, the sign-in service (deploy/cms-auth/) as a Worker in wrangler's local runtime (workerd), and
 * the web editor of the export (out/admin/) configured as a build with CMS_GITHUB_REPO and CMS_AUTH_URL
 * writes it, served with the export's own headers. CMS_AUTH_TEST_PORT picks the first of three ports in
 * a row (free ones otherwise).
 */

const root = process.cwd();
const SERVICE_DIR = join(root, 'deploy', 'cms-auth');
export const REPO = 'rawnaq/site';
export const CLIENT_ID = 'Iv1.fake-client-id';
/** The OAuth App's secret for this run: the service's environment has it, and so does the admin's build. */
export const CLIENT_SECRET = `fake-secret-${process.pid}-${Date.now()}`;
export const SECRET_NAME = 'GITHUB_CLIENT_SECRET';

export type SignInRig = {
  github: FakeGitHub;
  /** The sign-in service's origin (the Worker's; the site's for the Pages Function). */
  service: string;
  /** The sign-in service's address, its CMS_AUTH_URL: the Worker's origin, or the site's /cms-auth. */
  auth: string;
  /** The site's origin (the admin's). */
  site: string;
  /** The admin folder as served (its config.json included). */
  adminDir: string;
  log: string[];
  stop(): Promise<void>;
};

async function ports(): Promise<[number, number, number]> {
  const first = Number(process.env['CMS_AUTH_TEST_PORT'] ?? 0);
  if (first) return [first, first + 1, first + 2];
  return [await freePort(), await freePort(), await freePort()];
}

/** Starts `command` in its own process group and waits until its output includes `ready`. */
function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ready: string; name: string; log: string[] },
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stopProcess(child);
      reject(new Error(`${options.name} did not start in 60 s:\n${options.log.join('')}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      options.log.push(chunk.toString());
      if (options.log.join('').includes(options.ready)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`${options.name} exited with ${code}:\n${options.log.join('')}`)),
    );
  });
}

const stopProcess = (child: ChildProcess) => {
  if (child.pid && child.exitCode === null)
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
};

/** wrangler and its runtime, installed apart from the site (its own lock file), when missing. */
function ensureWrangler() {
  if (existsSync(join(SERVICE_DIR, 'node_modules', '.bin', 'wrangler'))) return;
  const run = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: SERVICE_DIR,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('npm ci --prefix deploy/cms-auth failed');
}

/** wrangler's local runtime, with no network: the `request.cf` placeholder instead of Cloudflare's, no metrics. */
const WRANGLER = join(SERVICE_DIR, 'node_modules', '.bin', 'wrangler');
const COMPATIBILITY_DATE = /compatibility_date = "([\d-]+)"/.exec(
  readFileSync(join(SERVICE_DIR, 'wrangler.toml'), 'utf8'),
)![1]!;
const WRANGLER_ENV = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
};

/**
 * The export's admin configured as a build with the live editor's settings writes it, in `dir/admin/`
 * beside the export's `_headers` (the client secret in the build's environment too, as a host that shares
 * its variables between the build and the service has it).
 */
function writeAdmin(dir: string, authUrl: string, github: FakeGitHub): string {
  const adminDir = join(dir, 'admin');
  cpSync(join(root, 'out', 'admin'), adminDir, { recursive: true });
  cpSync(join(root, 'out', '_headers'), join(dir, '_headers'));
  const config = editorConfig({
    CMS_GITHUB_REPO: REPO,
    CMS_AUTH_URL: authUrl,
    CMS_GITHUB_API_ROOT: github.apiRoot,
    [SECRET_NAME]: CLIENT_SECRET,
  });
  // The export's editor uses the local proxy of `npm run cms` on a loopback address (local_backend); the
  // test serves it on loopback too, where another checkout's proxy may be listening: the live site is not.
  const live: Partial<typeof config> = { ...config };
  delete live.local_backend;
  writeFileSync(join(adminDir, 'config.json'), JSON.stringify(live) + '\n');
  const page = readFileSync(join(adminDir, 'index.html'), 'utf8');
  writeFileSync(
    join(adminDir, 'index.html'),
    withPolicyMeta(
      page,
      editorSecurityPolicy(new URL(authUrl).origin, new URL(github.apiRoot).origin),
    ),
  );
  return adminDir;
}

/** A setting of the service, or undefined to leave it unset. */
export type RigSettings = Partial<Record<string, string | undefined>>;

/**
 * `worker`: the service as a Worker of its own (`wrangler dev` in deploy/cms-auth/) and the admin on
 * another origin (tools/serve.ts, as GitHub Pages, S3 or nginx serve it). `pages`: the admin and the
 * service as Cloudflare Pages serves them together (`wrangler pages dev` with the repository's
 * functions/), one origin, CMS_AUTH_URL with the /cms-auth path. The OAuth App's callback URL is
 * CMS_AUTH_URL's /callback (the fake GitHub checks it); `settings` overrides the service's settings.
 */
export async function startSignInRig(
  host: 'worker' | 'pages' = 'worker',
  settings: RigSettings = {},
): Promise<SignInRig> {
  ensureWrangler();
  const [sitePort, servicePort, githubPort] = await ports();
  const site = `http://127.0.0.1:${sitePort}`;
  const service = host === 'pages' ? site : `http://127.0.0.1:${servicePort}`;
  const auth = host === 'pages' ? `${site}/cms-auth` : service;
  const log: string[] = [];
  const github = await startFakeGitHub(githubPort, {
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    repo: REPO,
    root,
    callback: `${auth}/callback`,
  });
  // Every address the service uses is a setting, on both hosts.
  const given: RigSettings = {
    GITHUB_CLIENT_ID: CLIENT_ID,
    GITHUB_URL: github.origin,
    CMS_AUTH_URL: auth,
    CMS_SITE_ORIGIN: site,
    ...settings,
  };
  const vars = Object.entries(given).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const dir = mkdtempSync(join(tmpdir(), 'rawnaq-cms-auth-'));
  // The client secret as a host keeps it, apart from the variables: wrangler reads a file of secrets
  // without printing their values, so that the log the tests read shows what the service itself prints.
  const secrets = join(dir, 'secrets.env');
  writeFileSync(secrets, `${SECRET_NAME}=${CLIENT_SECRET}\n`);
  // What the host serves: the admin and the export's _headers.
  const siteDir = join(dir, 'site');
  mkdirSync(siteDir);
  const adminDir = writeAdmin(siteDir, auth, github);
  const runtime = { env: WRANGLER_ENV, ready: 'Ready on', log };
  const listen = async (port: number) => [
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(await freePort()),
  ];
  const processes: ChildProcess[] = [];
  const started = rig(github, { service, auth, site, adminDir }, log, processes, dir);
  // A runtime that does not start leaves nothing behind: the fake, the other process, the folder.
  try {
    if (host === 'pages') {
      // Pages finds functions/ in its working folder: the repository's, linked into the run's folder
      // (where wrangler keeps its state too).
      const project = join(dir, 'project');
      mkdirSync(project);
      symlinkSync(join(root, 'functions'), join(project, 'functions'));
      // `wrangler pages dev` reads the project's secrets from its .dev.vars (its --env-file does not bind).
      cpSync(secrets, join(project, '.dev.vars'));
      processes.push(
        await startProcess(
          WRANGLER,
          [
            'pages',
            'dev',
            siteDir,
            // As deploy/cms-auth/wrangler.toml's (this wrangler's runtime knows no later date).
            '--compatibility-date',
            COMPATIBILITY_DATE,
            ...(await listen(sitePort)),
            ...vars.flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
          ],
          { ...runtime, cwd: project, name: 'wrangler pages dev' },
        ),
      );
      return started;
    }
    processes.push(
      await startProcess(
        WRANGLER,
        [
          'dev',
          ...(await listen(servicePort)),
          ...vars.flatMap(([name, value]) => ['--var', `${name}:${value}`]),
          '--env-file',
          secrets,
        ],
        { ...runtime, cwd: SERVICE_DIR, name: 'wrangler dev' },
      ),
    );
    processes.push(
      await startProcess(
        process.execPath,
        [
          '--import',
          'tsx',
          join(root, 'tools', 'serve.ts'),
          '--port',
          String(sitePort),
          '--dir',
          siteDir,
        ],
        { cwd: root, env: process.env, ready: String(sitePort), name: 'the admin server', log },
      ),
    );
    return started;
  } catch (error) {
    await started.stop();
    throw error;
  }
}

function rig(
  github: FakeGitHub,
  where: Pick<SignInRig, 'service' | 'auth' | 'site' | 'adminDir'>,
  log: string[],
  processes: ChildProcess[],
  dir: string,
): SignInRig {
  return {
    github,
    ...where,
    log,
    stop: async () => {
      processes.forEach(stopProcess);
      await github.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
