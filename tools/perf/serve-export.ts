import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { join } from 'node:path';

/*
 * The exports `npm run perf` measures, each served on loopback by tools/serve.ts with the host's
 * headers, and stopped when the sitting ends or is interrupted.
 */

/** The site's origin, and the floor's on its own server beside it. */
export const origin = (port: number, http1: boolean) =>
  `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`;

/** Whether nothing listens on the port yet. */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });

/** The servers running, stopped on the way out even when the run is interrupted. */
const servers = new Set<() => void>();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    for (const stop of [...servers]) stop();
    process.exit(130);
  });

/** The body of a GET, or undefined when nothing answers (the certificate is not checked: it is ours). */
const fetchText = (url: string) =>
  new Promise<string | undefined>((resolve) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    get(url, { rejectUnauthorized: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(response.statusCode === 200 ? body : undefined));
    }).on('error', () => resolve(undefined));
  });

/**
 * An export with the host's headers (CSP, caching), as deployed (tools/serve.ts); resolves once this
 * server answers with the export's own home page. Other checkouts serve their exports on this machine
 * too: a port already taken is an error, not something to measure.
 */
export async function serveExport(dir: string, port: number, http1: boolean): Promise<() => void> {
  if (!(await portIsFree(port)))
    throw new Error(
      `Port ${port} is in use (another server?): choose others with PERF_PORT=<port>.`,
    );
  const home = readFileSync(join(dir, 'index.html'), 'utf8');
  const args = ['tsx', 'tools/serve.ts', '--port', String(port), '--dir', dir];
  const server = spawn('npx', http1 ? args : [...args, '--https'], {
    stdio: 'ignore',
    detached: true,
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const stop = () => {
    servers.delete(stop);
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  servers.add(stop);
  const url = `${origin(port, http1)}/`;
  for (let i = 0; i < 150 && !exited; i++) {
    // undefined until the server is up
    if ((await fetchText(url)) === home) return stop;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(
    exited
      ? `The static server for ${dir} stopped at once (port ${port} taken?)`
      : `The static server for ${dir} did not answer with its index.html on ${url}`,
  );
}
