/*
 * `npm run cms`: edit content/ from the browser on this machine. Writes the web editor into
 * public/admin/, then starts Decap's local proxy (decap-server) over this working copy, listening on
 * 127.0.0.1 only, and the site's dev server. Open http://localhost:3000/admin/index.html: a save
 * writes the JSON files of content/ here (no commit), and the dev server shows the result at once.
 *
 * The proxy reads and writes any file of the working copy for whoever reaches its port: never bind it
 * to another address or forward its port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { buildAdmin } from './build-admin';
import { resolveEditorPackage } from './editor-package';

const PROXY_PORT = 8081; // scripts/cms/config.ts LOCAL_PROXY
const SITE_PORT = Number(process.env.PORT ?? 3000);

await buildAdmin();

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const proxyScript = resolveEditorPackage('decap-server');
children.push(
  spawn(process.execPath, [proxyScript], {
    stdio: 'inherit',
    env: {
      ...process.env,
      MODE: 'fs',
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
  `\nThe web editor: http://localhost:${SITE_PORT}/admin/index.html (the local proxy on 127.0.0.1:${PROXY_PORT}).\n`,
);
