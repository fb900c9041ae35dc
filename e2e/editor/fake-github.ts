import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';

/*
 * A fake GitHub on loopback for the sign-in tests (e2e/site/cms-auth.spec.ts, e2e/unit/cms-auth-*.spec.ts):
 * its authorize page (which consents at once, or denies when told to), its token endpoint, and the few API
 * answers Decap asks for once signed in (the user, the repository, and the repository's files read from
 * this checkout). Like GitHub, it checks `redirect_uri` at both ends against the OAuth App's registered
 * callback URL (redirectAllowed).
 */

export type FakeGitHub = {
  origin: string;
  apiRoot: string;
  /**
   * What the next authorize or token request answers. `forge`: the code comes back with a state of the
   * same length as the one sent, one letter changed; `null`: the token endpoint answers `null`; `odd`: a
   * token with `</script>`, `<!--<script>`, U+2028, U+2029, quotes and `&` in it (ODD_TOKEN).
   */
  next: { authorize: 'consent' | 'deny' | 'forge'; token: 'grant' | 'refuse' | 'null' | 'odd' };
  /** The `redirect_uri` of every authorize request. */
  authorizeRequests: string[];
  /** Every token the fake granted, and every API request with the token it carried. */
  granted: string[];
  apiRequests: { path: string; authorization: string }[];
  /** Every form the token endpoint received (client id, secret, code, redirect address). */
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
};

/** A file's git blob id, as GitHub names it. */
const blobSha = (data: Buffer) =>
  createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex');

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Cache-Control, If-None-Match',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    ...headers,
  });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

/** The token of `next.token = 'odd'`: what must reach the editor's window unchanged. */
export const ODD_TOKEN = 'gho_odd</script><!--<script>\u2028\u2029"\'&x';

/**
 * Whether GitHub sends the pop-up to `uri` for an App whose callback URL is `registered`: the same
 * scheme and host (or a sub-domain of it), the same port (any port on a loopback callback), and the
 * callback's path or a path below it (docs.github.com, "Authorizing OAuth apps", Redirect URLs).
 */
export function redirectAllowed(uri: string, registered: string): boolean {
  let to: URL;
  try {
    to = new URL(uri);
  } catch {
    return false;
  }
  const app = new URL(registered);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(app.hostname);
  return (
    to.protocol === app.protocol &&
    (to.hostname === app.hostname || to.hostname.endsWith(`.${app.hostname}`)) &&
    (loopback || to.port === app.port) &&
    (to.pathname === app.pathname || to.pathname.startsWith(`${app.pathname.replace(/\/$/, '')}/`))
  );
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

export function startFakeGitHub(
  port: number,
  {
    clientId,
    clientSecret,
    repo,
    root,
    callback,
  }: {
    clientId: string;
    clientSecret: string;
    repo: string;
    root: string;
    /** The OAuth App's Authorization callback URL. */
    callback: string;
  },
): Promise<FakeGitHub> {
  const codes = new Map<string, string>();
  const blobs = new Map<string, Buffer>();
  const tokens = new Set<string>();
  const origin = `http://127.0.0.1:${port}`;
  const fake: FakeGitHub = {
    origin,
    apiRoot: `${origin}/api`,
    next: { authorize: 'consent', token: 'grant' },
    granted: [],
    authorizeRequests: [],
    apiRequests: [],
    tokenRequests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** A folder of this checkout as GitHub's tree (one level; `recursive` for all). */
  function tree(path: string, recursive: boolean, prefix = ''): unknown[] {
    const dir = join(root, path);
    return readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      const relative = `${prefix}${name}`;
      if (statSync(full).isDirectory())
        return [
          { path: relative, mode: '040000', type: 'tree', sha: blobSha(Buffer.from(relative)) },
          ...(recursive ? tree(join(path, name), true, `${relative}/`) : []),
        ];
      const data = readFileSync(full);
      const sha = blobSha(data);
      blobs.set(sha, data);
      return [{ path: relative, mode: '100644', type: 'blob', sha, size: data.length }];
    });
  }

  async function api(path: string, url: URL, response: ServerResponse) {
    const base = `/repos/${repo}`;
    if (path === '/user')
      return send(response, 200, { login: 'editor', name: 'An Editor', id: 1, avatar_url: '' });
    if (path === base)
      return send(response, 200, {
        full_name: repo,
        owner: { login: repo.split('/')[0] },
        default_branch: 'main',
        private: false,
        permissions: { admin: false, push: true, pull: true },
      });
    const trees = new RegExp(`^${base}/git/trees/([^:]+):(.+)$`).exec(path);
    if (trees) {
      try {
        return send(response, 200, {
          sha: blobSha(Buffer.from(trees[2]!)),
          tree: tree(trees[2]!, url.searchParams.has('recursive')),
          truncated: false,
        });
      } catch {
        return send(response, 404, { message: 'Not Found' });
      }
    }
    const blob = new RegExp(`^${base}/git/blobs/([0-9a-f]{40})$`).exec(path);
    if (blob && blobs.has(blob[1]!)) {
      const data = blobs.get(blob[1]!)!;
      return send(response, 200, {
        sha: blob[1],
        size: data.length,
        encoding: 'base64',
        content: data.toString('base64'),
      });
    }
    // No drafts, no pull requests, no statuses: an empty list.
    if (/\/(pulls|commits|matching-refs\/.*|statuses|status)$/.test(path))
      return send(response, 200, []);
    return send(response, 404, { message: 'Not Found' });
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      if (request.method === 'OPTIONS') return send(response, 204, undefined);
      if (url.pathname === '/login/oauth/authorize') {
        const asked = url.searchParams.get('redirect_uri') ?? callback;
        fake.authorizeRequests.push(asked);
        const state = url.searchParams.get('state') ?? '';
        // An address the App does not own: GitHub sends the pop-up to the registered callback instead.
        if (!redirectAllowed(asked, callback)) {
          const registered = new URL(callback);
          registered.search = new URLSearchParams({
            error: 'redirect_uri_mismatch',
            error_description:
              'The redirect_uri MUST match the registered callback URL for this application.',
            state,
          }).toString();
          response.writeHead(302, { Location: registered.href });
          return response.end();
        }
        const back = new URL(asked);
        if (url.searchParams.get('client_id') !== clientId || fake.next.authorize === 'deny') {
          back.search = new URLSearchParams({
            error: 'access_denied',
            error_description: 'The user has denied your application access.',
            state,
          }).toString();
        } else {
          const code = randomBytes(10).toString('hex');
          codes.set(code, asked);
          // `forge`: the code comes back with another state than the one sent (a link made elsewhere),
          // as long as that one: only the last letter differs.
          const forged = state.slice(0, -1) + (state.endsWith('A') ? 'B' : 'A');
          back.search = new URLSearchParams({
            code,
            state: fake.next.authorize === 'forge' ? forged : state,
          }).toString();
        }
        response.writeHead(302, { Location: back.href });
        return response.end();
      }
      if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
        const form = JSON.parse(await readBody(request)) as Record<string, string>;
        fake.tokenRequests.push(form);
        const known = codes.get(form['code'] ?? '');
        codes.delete(form['code'] ?? '');
        if (fake.next.token === 'null') return send(response, 200, null);
        // The code is redeemed only with the redirect_uri it was issued for, when one was given.
        if (known && form['redirect_uri'] !== undefined && form['redirect_uri'] !== known)
          return send(response, 200, {
            error: 'redirect_uri_mismatch',
            error_description:
              'The redirect_uri MUST match the registered callback URL for this application.',
          });
        if (
          fake.next.token === 'refuse' ||
          !known ||
          form['client_id'] !== clientId ||
          form['client_secret'] !== clientSecret
        )
          return send(response, 200, {
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
          });
        const token =
          fake.next.token === 'odd' ? ODD_TOKEN : `gho_${randomBytes(18).toString('hex')}`;
        tokens.add(token);
        fake.granted.push(token);
        return send(response, 200, {
          access_token: token,
          token_type: 'bearer',
          scope: 'public_repo',
        });
      }
      if (url.pathname.startsWith('/api/')) {
        const path = url.pathname.slice('/api'.length);
        const authorization = request.headers.authorization ?? '';
        fake.apiRequests.push({ path, authorization });
        if (!tokens.has(authorization.replace(/^(token|Bearer) /, '')))
          return send(response, 401, { message: 'Bad credentials' });
        return api(decodeURIComponent(path), url, response);
      }
      send(response, 404, { message: 'Not Found' });
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(fake));
  });
}
