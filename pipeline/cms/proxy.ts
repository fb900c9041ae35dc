/*
 * Decap's local proxy (decap-server's own middlewares, from editor/), as `npm run cms` and the editor's
 * tests run it: `MODE=fs` writes the working copy, `MODE=git` keeps drafts as branches
 * (`cms/<collection>/<entry>`) of the repository at `GIT_REPO_DIRECTORY`; it listens on `BIND_HOST`
 * (127.0.0.1) and `PORT`, as decap-server does.
 *
 * One repair in front of it, for drafts with both languages: when a draft changes one language's file
 * only, the editor asks for the other file of the draft with an empty `id` (decap-cms-core's
 * getI18nDataFiles gives the unchanged file none), and decap-server 3.11.3 refuses the request ("params.id
 * is not allowed to be empty"). The editor then shows the draft with that language empty, and a second
 * save would write it so. The git mode reads that file by its path and never uses the id, so the path is
 * given as the id.
 */
import { createRequire } from 'node:module';
import { resolveEditorPackage } from './editor-package';

/** What is used here of express (decap-server's, in editor/). */
type App = {
  use(handler: unknown): void;
  post(
    path: string,
    handler: (request: { body: unknown }, response: unknown, next: () => void) => void,
  ): void;
  listen(port: number, host: string, ready: () => void): void;
};
type Register = (app: App, options?: { logLevel?: string }) => Promise<void>;

// decap-server's own modules, and the express it runs on, from editor/.
const require = createRequire(resolveEditorPackage('decap-server'));
const express = require('express') as { (): App; json(options: { limit: string }): unknown };
const { registerLocalFs, registerLocalGit } = require('./middlewares') as {
  registerLocalFs: Register;
  registerLocalGit: Register;
};

const mode = process.env.MODE ?? 'fs';
if (mode !== 'fs' && mode !== 'git') throw new Error(`Unknown proxy mode '${mode}'`);
const host = process.env.BIND_HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8081);

const app = express();
// decap-server's own limit (pictures arrive as base64 in JSON); its parser then finds the body read.
app.use(express.json({ limit: '50mb' }));
app.post('/api/v1', (request, _response, next) => {
  const body = request.body as { action?: string; params?: { id?: string; path?: string } };
  if (body?.action === 'unpublishedEntryDataFile' && body.params && !body.params.id)
    body.params.id = body.params.path;
  next();
});
await (mode === 'git' ? registerLocalGit : registerLocalFs)(app, {
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
app.listen(port, host, () => {
  console.log(`Decap CMS Proxy Server (${mode}) listening on ${host}:${port}`);
});
