/*
 * Writes the web editor into public/admin/ (copied to out/admin/ by the build, served at /admin/ by the
 * dev server as /admin/index.html): its page, its configuration generated from the content schemas
 * (pipeline/cms/config.ts) and its script (pipeline/cms/editor.ts with Decap CMS, bundled here with
 * esbuild from the editor's own package, editor/; Decap's own lazily loaded chunks are copied beside
 * it). Run by `npm run build` and
 * `npm run cms`; public/admin/ is not committed.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { sitePaths } from '../../content/site-paths';
import { cmsConfig, signInWarning } from './config';
import { COLLECTION_NAMES } from '../../content/collections';
import { collectionIds } from '../../content/load-collection';
import { COLLECTION_IDS, SITE_PAGES } from './site-pages';
import {
  editorNodePaths,
  editorReact,
  ensureEditorPackages,
  resolveEditorPackage,
} from './editor-package';

const root = process.cwd();
export const adminDir = join(root, 'public', 'admin');

/** The configuration as the editor fetches it. */
export const editorConfig = (env: Partial<Record<string, string>> = process.env) => cmsConfig(env);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content editor - Rawnaq</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml">
  </head>
  <body>
    <noscript>The content editor needs JavaScript.</noscript>
    <script src="editor.js"></script>
  </body>
</html>
`;

export async function buildAdmin(): Promise<void> {
  const warning = signInWarning();
  if (warning) console.warn(`Warning: ${warning}`);
  ensureEditorPackages();
  rmSync(adminDir, { recursive: true, force: true });
  mkdirSync(adminDir, { recursive: true });
  writeFileSync(join(adminDir, 'index.html'), PAGE);
  writeFileSync(join(adminDir, 'config.json'), JSON.stringify(editorConfig()) + '\n');
  // Every page of the site at this build, for the editor's check of links in Markdown before a save.
  writeFileSync(join(adminDir, SITE_PAGES), JSON.stringify([...sitePaths()].sort()) + '\n');
  // Each collection's item ids, so that a new item whose slug is taken is refused before it is saved.
  const ids = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, collectionIds(name)]));
  writeFileSync(join(adminDir, COLLECTION_IDS), JSON.stringify(ids) + '\n');
  await build({
    entryPoints: [join(root, 'pipeline', 'cms', 'editor.ts')],
    outfile: join(adminDir, 'editor.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    // decap-cms-app and React come from editor/node_modules; the content schemas' zod from the site's.
    nodePaths: editorNodePaths,
    // One React: the preview's site components (their JSX) run on the editor's.
    alias: editorReact,
    define: {
      'process.env.NODE_ENV': '"production"',
      global: 'globalThis',
      // The right-to-left stylesheet, as text the editor puts in the page.
      EDITOR_RTL_CSS: JSON.stringify(
        readFileSync(join(root, 'pipeline', 'cms', 'editor-rtl.css'), 'utf8'),
      ),
    },
    logLevel: 'warning',
    legalComments: 'linked',
  });
  // Decap loads parts of itself later (widgets, the Markdown parser) from beside the script.
  const dist = dirname(resolveEditorPackage('decap-cms-app'));
  for (const name of readdirSync(dist))
    if (/^\d+\.decap-cms-app\.js$|\.wasm$/.test(name))
      copyFileSync(join(dist, name), join(adminDir, name));
}

if (process.argv[1]?.endsWith('build-admin.ts')) {
  const started = Date.now();
  await buildAdmin();
  console.log(`Web editor written to public/admin/ in ${Date.now() - started} ms.`);
}
