import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/*
 * A test-only HTTP proxy in front of the suite's server (the export served with its real headers, the
 * CSP included). WebDriver classic has no console endpoint, so for both engines alike the proxy puts a
 * probe at the top of every HTML page (`<script src="/__engine-probe.js">`, allowed by the CSP's
 * script-src 'self'): it records uncaught errors, rejected promises, console.error and console.warn,
 * resources that failed to load and Content-Security-Policy violations in `window.__engineProbe`,
 * which the checks read after each page. It can also hold the framework's chunks until released, as a
 * slow network would, to act on a page before its scripts have run (the early-input checks).
 */

export const PROBE_PATH = '/__engine-probe.js';

export interface Trouble {
  kind: string;
  text: string;
}

/** Runs in the page before anything else; its text is served as the probe. Self-contained. */
function probe() {
  const seen: { kind: string; text: string }[] = [];
  (window as unknown as { __engineProbe: typeof seen }).__engineProbe = seen;
  const text = (value: unknown) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    console[level] = function (...args: unknown[]) {
      seen.push({ kind: `console.${level}`, text: args.map(text).join(' ') });
      return original.apply(this, args);
    };
  }
  addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown) && 'tagName' in target)
        seen.push({ kind: 'failed resource', text: target.src || target.href || target.outerHTML });
      else
        seen.push({
          kind: 'uncaught error',
          text: `${(event as ErrorEvent).message} (${(event as ErrorEvent).filename}:${(event as ErrorEvent).lineno})`,
        });
    },
    true,
  );
  addEventListener('unhandledrejection', (event) =>
    seen.push({ kind: 'unhandled rejection', text: text(event.reason) }),
  );
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      seen.push({
        kind: 'policy violation',
        text: `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      }),
    true,
  );
}

const CHUNK = /^\/_next\/static\/chunks\/[^/]+\.js$/;
// Hop-by-hop headers, and the ones the proxy rewrites itself.
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

export interface Proxy {
  /** The proxy's origin, e.g. http://127.0.0.1:40123. */
  readonly origin: string;
  /** Holds every framework chunk asked for from now on, until the returned function is called. */
  hold(): () => void;
  /**
   * Script text the probe runs first on every page loaded from now on (e.g. taking a feature away, as
   * an older browser lacks it); undefined for none.
   */
  prelude(source: string | undefined): void;
  close(): Promise<void>;
}

export async function startProxy(upstream: string): Promise<Proxy> {
  let held: Promise<void> | undefined;
  let prelude = '';
  const probeSource = `(${probe.toString()})();\n`;

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://proxy');
    if (url.pathname === PROBE_PATH) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(prelude + probeSource);
      return;
    }
    const chunk = CHUNK.test(url.pathname);
    if (chunk && held) await held;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && name !== 'host' && !DROPPED.has(name)) headers[name] = value;
    // Plain bytes from upstream, so HTML can be edited.
    headers['accept-encoding'] = 'identity';
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : await new Promise<Buffer>((resolve) => {
            const parts: Buffer[] = [];
            request.on('data', (part: Buffer) => parts.push(part));
            request.on('end', () => resolve(Buffer.concat(parts)));
          });
    const ask = () =>
      fetch(new URL(url.pathname + url.search, upstream), {
        method: request.method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        redirect: 'manual',
      });
    // A read (GET, HEAD) that fails on the way is asked once more, so that the page is not shown a 502
    // for a file the server has: Node's fetch can reuse a kept-alive connection the upstream has just
    // closed. A lazy award logo failed once in WebKitGTK's FAQ check, its cause not recorded: the
    // proxy now writes each retry and each 502 with its error to stderr.
    const upstreamResponse = await ask().catch((error: unknown) => {
      if (body) throw error;
      process.stderr.write(`engine proxy: ${url.pathname} asked again after ${String(error)}\n`);
      return ask();
    });
    let bytes = Buffer.from(await upstreamResponse.arrayBuffer());
    const out: Record<string, string> = {};
    upstreamResponse.headers.forEach((value, name) => {
      if (!DROPPED.has(name)) out[name] = value;
    });
    if ((out['content-type'] ?? '').startsWith('text/html')) {
      const html = bytes.toString('utf8');
      bytes = Buffer.from(
        html.replace(/<head([^>]*)>/i, `<head$1><script src="${PROBE_PATH}"></script>`),
      );
    }
    // A chunk cached by an earlier page would never be asked for again, so none could be held.
    if (chunk) out['cache-control'] = 'no-store';
    out['content-length'] = String(bytes.length);
    response.writeHead(upstreamResponse.status, out);
    response.end(request.method === 'HEAD' ? undefined : bytes);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      process.stderr.write(`engine proxy: 502 for ${request.url}: ${String(error)}\n`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`engine proxy: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    prelude(source) {
      prelude = source ? `${source};\n` : '';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
