/*
 * The floor for `npm run perf`: a bare Next.js page (one <h1>, no client component, app router,
 * output: 'export') built with exactly the `next`, `react` and `react-dom` this project has installed.
 * Measured first in every sitting, it is what the framework alone costs on this machine today: the
 * site's pages are read against it (Lighthouse figures move with the machine, docs/performance.md).
 *
 * It lives in node_modules/.cache/perf-floor/ with an npm install of its own (Turbopack refuses a
 * node_modules symlinked from outside the folder). The install is kept between sittings while the
 * versions match, and the export while the versions and the floor's files are unchanged.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FLOOR_DIR = join(ROOT, 'node_modules', '.cache', 'perf-floor');
const PACKAGES = ['next', 'react', 'react-dom'] as const;
const STAMP = '.floor-stamp';

/** The version of an installed package, read from `<root>/node_modules/<name>/package.json`. */
function versionIn(root: string, name: string): string | undefined {
  const file = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return undefined;
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : undefined;
}

/** The project's installed `next`, `react` and `react-dom` (not the ranges of its package.json). */
export function projectVersions(): Record<string, string> {
  return Object.fromEntries(
    PACKAGES.map((name) => {
      const version = versionIn(ROOT, name);
      if (!version) throw new Error(`No node_modules/${name}: run \`npm ci\` first.`);
      return [name, version];
    }),
  );
}

/** The floor app's files: plain JavaScript, so that the build needs no TypeScript. */
function floorFiles(versions: Record<string, string>): Record<string, string> {
  return {
    'package.json': `${JSON.stringify(
      {
        name: 'perf-floor',
        private: true,
        description:
          'The bare Next.js page that `npm run perf` measures first (tools/perf-floor.ts).',
        scripts: { build: 'next build' },
        dependencies: versions,
      },
      null,
      2,
    )}\n`,
    'next.config.mjs': [
      "import { fileURLToPath } from 'node:url';",
      '',
      "/** @type {import('next').NextConfig} */",
      'export default {',
      "  output: 'export',",
      '  trailingSlash: true,',
      // Without it Turbopack takes the project's lockfile, two folders up, for the workspace root.
      "  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },",
      '};',
      '',
    ].join('\n'),
    'app/layout.jsx': [
      "export const metadata = { title: 'Floor', description: 'A bare Next.js page.' };",
      '',
      'export default function RootLayout({ children }) {',
      '  return (',
      '    <html lang="en">',
      '      <body>{children}</body>',
      '    </html>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'app/page.jsx': ['export default function Page() {', '  return <h1>Floor</h1>;', '}', ''].join(
      '\n',
    ),
  };
}

/** Writes a file only when its text changes, so that an unchanged floor keeps its build. */
function writeIfChanged(path: string, text: string) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * The environment for the floor's npm and next: npm run's own variables (the project's prefix, package
 * and lifecycle) would point the nested npm back at this project; the registry, cache and user
 * configuration stay.
 */
function floorEnv(): NodeJS.ProcessEnv {
  const keep = new Set([
    'npm_config_registry',
    'npm_config_cache',
    'npm_config_userconfig',
    'npm_config_globalconfig',
  ]);
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const key of Object.keys(env))
    if (key.toLowerCase().startsWith('npm_') && !keep.has(key.toLowerCase())) delete env[key];
  return env;
}

function run(command: string, args: string[], what: string) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: FLOOR_DIR,
    env: floorEnv(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(
      `The floor's ${what} failed (in ${FLOOR_DIR}):\n${result.stdout ?? ''}\n${result.stderr ?? ''}`,
    );
  return (performance.now() - started) / 1000;
}

export type Floor = {
  /** The floor's export, to serve. */
  outDir: string;
  versions: Record<string, string>;
  /** Seconds the npm install took in this sitting, or null when the kept install matched. */
  installSeconds: number | null;
  /** Seconds the build took in this sitting, or null when the kept export matched. */
  buildSeconds: number | null;
};

/** Makes sure the floor's export exists for the project's installed versions, installing and building as needed. */
export function prepareFloor(log: (line: string) => void): Floor {
  const versions = projectVersions();
  const files = floorFiles(versions);
  mkdirSync(FLOOR_DIR, { recursive: true });
  for (const [path, text] of Object.entries(files)) writeIfChanged(join(FLOOR_DIR, path), text);

  const installed = PACKAGES.every((name) => versionIn(FLOOR_DIR, name) === versions[name]);
  let installSeconds: number | null = null;
  if (!installed) {
    log(
      `floor: npm install ${PACKAGES.map((name) => `${name}@${versions[name]}`).join(' ')} in ${FLOOR_DIR}`,
    );
    installSeconds = run('npm', ['install', '--no-audit', '--no-fund'], 'npm install');
    log(`floor: installed in ${installSeconds.toFixed(1)} s`);
  } else log(`floor: install kept (${PACKAGES.map((n) => `${n}@${versions[n]}`).join(', ')})`);

  const outDir = join(FLOOR_DIR, 'out');
  const stampFile = join(FLOOR_DIR, STAMP);
  const stamp = createHash('sha256').update(JSON.stringify(files)).digest('hex');
  const built =
    existsSync(join(outDir, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp;
  let buildSeconds: number | null = null;
  if (!built) {
    log('floor: next build');
    rmSync(stampFile, { force: true });
    rmSync(outDir, { recursive: true, force: true });
    buildSeconds = run(join(FLOOR_DIR, 'node_modules', '.bin', 'next'), ['build'], 'next build');
    if (!existsSync(join(outDir, 'index.html')))
      throw new Error(`The floor's build wrote no ${join(outDir, 'index.html')}`);
    writeFileSync(stampFile, stamp);
    log(`floor: built in ${buildSeconds.toFixed(1)} s`);
  } else log('floor: export kept (same versions and files)');

  return { outDir, versions, installSeconds, buildSeconds };
}

// `tsx tools/perf-floor.ts` prepares the floor alone (install and build) and prints its export's folder.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const floor = prepareFloor((line) => process.stderr.write(`${line}\n`));
  console.log(floor.outDir);
}
