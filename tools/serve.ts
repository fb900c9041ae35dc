/*
 * Serves the export the way the host will: `npm run serve`, `npm start` and the e2e suite's webServer.
 *   - Files and URLs as `serve` answers them (serve-handler, the library behind it): /about and
 *     /about/ are out/about/index.html; an unknown path gets out/404.html with status 404. Folders are
 *     not listed: a folder without index.html is unknown too, as on a CDN.
 *   - Headers from out/_headers, as Netlify and Cloudflare Pages send them (each page carries the rest
 *     of its Content-Security-Policy itself). The rules are matched against the page the response
 *     carries: a path answered with 404.html gets 404.html's headers (as deploy/nginx.conf does).
 *   - Text compressed as the host sends it (pipeline/compress.ts): the styles and scripts the build
 *     precompressed (`<file>.br`) as they are, the rest with Brotli at quality 5 on the fly, or gzip for
 *     a client without Brotli: `npm run perf` measures the bytes a visitor really downloads.
 *   - With --https, HTTP/2 over TLS (HTTP/1.1 still answered), as the host and every CDN serve the site
 *     (deploy/nginx.conf: `listen 443 ssl http2`): one connection carries the HTML, CSS, fonts and image at once
 *     instead of a new connection each. `npm run perf` measures that way; the certificate is made for
 *     the run with openssl, self-signed for 127.0.0.1 and localhost, and the browser is told to accept it.
 * Usage: tsx tools/serve.ts [--port 3000] [--dir out] [--https]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import compression from 'compression';
import { join, resolve } from 'node:path';
import { constants } from 'node:zlib';
import { parseArgs } from 'node:util';
import handler from 'serve-handler';
import { BROTLI_ON_THE_FLY, fileOf, isPrecompressed } from '../pipeline/compress';
import { headersFor, parseHeadersFile, type HeaderRule } from '../pipeline/security/headers';
import { writeLoopbackCertificate } from './security/loopback-certificate';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '3000' },
    dir: { type: 'string', default: 'out' },
    https: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const dir = resolve(values.dir ?? 'out');

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The URL path of the file a request is answered with: its page (`/about/`), its file, or `/404.html`. */
function servedPath(urlPath: string): string {
  const parts = urlPath.split('/').filter(Boolean);
  if (parts.includes('..')) return '/404.html';
  const path = `/${parts.join('/')}`;
  if (urlPath.endsWith('/'))
    return isFile(join(dir, ...parts, 'index.html')) ? urlPath : '/404.html';
  if (isFile(join(dir, ...parts))) return path;
  if (isFile(join(dir, ...parts, 'index.html'))) return `${path}/`;
  if (isFile(join(dir, `${path}.html`))) return `${path}.html`;
  return '/404.html';
}

/** The rules of out/_headers, read again whenever a build rewrites it (none before the first build). */
let cached: { mtime: number; rules: HeaderRule[] } | undefined;
function rules(): HeaderRule[] {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return [];
  const mtime = statSync(file).mtimeMs;
  if (cached?.mtime !== mtime)
    cached = { mtime, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
  return cached.rules;
}

// compression is Express middleware; on a plain Node server it needs only the request and response.
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_ON_THE_FLY } },
}) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

function answer(request: IncomingMessage, response: ServerResponse) {
  let urlPath = '/';
  try {
    urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    urlPath = '/404.html';
  }
  const served = servedPath(urlPath);
  for (const [name, value] of Object.entries(headersFor(rules(), served)))
    response.setHeader(name, value);
  // serve-handler's type table predates AVIF (the picture copies in /img/); nginx's mime.types has it.
  if (served.endsWith('.avif')) response.setHeader('Content-Type', 'image/avif');
  if (sendPrecompressed(request, response, served)) return;
  compress(request, response, () => {
    handler(request, response, { public: dir, directoryListing: false, etag: true }).catch(
      (error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      },
    );
  });
}

/** Whether the client takes Brotli (`br` in Accept-Encoding, not with q=0). */
const takesBrotli = (request: IncomingMessage) =>
  String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((coding) => /^\s*br\s*(;\s*q=(?!0(\.0*)?\s*$)[\d.]+\s*)?$/.test(coding));

/** A style or script with its build-made `.br` file, sent as it is to a client that takes Brotli. */
function sendPrecompressed(request: IncomingMessage, response: ServerResponse, urlPath: string) {
  if (!isPrecompressed(urlPath) || !['GET', 'HEAD'].includes(request.method ?? '')) return false;
  const file = fileOf(dir, urlPath);
  if (!isFile(`${file}.br`)) return false;
  response.setHeader('Vary', 'Accept-Encoding');
  if (!takesBrotli(request)) return false;
  const body = readFileSync(`${file}.br`);
  response.writeHead(200, {
    'Content-Type': `${urlPath.endsWith('.css') ? 'text/css' : 'application/javascript'}; charset=utf-8`,
    'Content-Encoding': 'br',
    'Content-Length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

/** A self-signed certificate for this machine's loopback names, valid one day, from openssl. */
function loopbackCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), 'serve-tls-'));
  const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
  try {
    writeLoopbackCertificate(key, cert);
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(
      `--https needs openssl to make a certificate for the run (apt-get install -y openssl): ${String(error)}`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// The compatibility API of node:http2 hands the handler request and response objects shaped like
// node:http's, which serve-handler and compression use.
const server = values.https
  ? createSecureServer({ ...loopbackCertificate(), allowHTTP1: true }, (request, response) =>
      answer(request as unknown as IncomingMessage, response as unknown as ServerResponse),
    )
  : // Idle connections are kept for a minute, not Node's 5 s: a client that reuses one just as the server
    // closes it gets ECONNRESET (a test's held chunk once failed so, between two tests of one worker).
    createServer({ keepAliveTimeout: 60_000 }, answer);

server.listen(port, () =>
  console.log(
    `Serving ${dir} with out/_headers at ${values.https ? 'https' : 'http'}://localhost:${port}` +
      (values.https ? ' (HTTP/2, self-signed)' : ''),
  ),
);
