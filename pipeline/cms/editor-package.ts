/*
 * The web editor's own package, editor/ (Decap CMS, its local proxy decap-server and the React they run
 * on), apart from the site's dependencies: the site's install stays free of the editor's 600-odd
 * packages and of the peer conflicts among them (editor/.npmrc). Installed on first use.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const editorDir = join(process.cwd(), 'editor');
const editorModules = join(editorDir, 'node_modules');

/** Installs editor/ from its lock file when its packages are missing (`npm ci --prefix editor`). */
export function ensureEditorPackages(): void {
  if (existsSync(join(editorModules, 'decap-cms-app', 'package.json'))) return;
  console.log('Web editor: installing its packages (npm ci --prefix editor)...');
  const result = spawnSync('npm', ['ci', '--prefix', editorDir, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(
      `Web editor: npm ci --prefix editor failed (exit ${result.status}); run it by hand to see why`,
    );
}

/** A package of editor/ (decap-cms-app, decap-server), resolved as editor/ itself would. */
export function resolveEditorPackage(name: string): string {
  ensureEditorPackages();
  return createRequire(join(editorDir, 'package.json')).resolve(name);
}

/** Where esbuild looks for the editor's packages when it bundles pipeline/cms/editor.ts. */
export const editorNodePaths = [editorModules];

/** React as the editor runs it, for every import of the bundle (the site's components' JSX included). */
export const editorReact = { react: join(editorModules, 'react') };
