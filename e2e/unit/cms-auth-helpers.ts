import { createServer } from 'node:net';
import { handleCmsAuth, type AuthEnv } from '../../deploy/cms-auth/handler';
import { startFakeGitHub, type FakeGitHub } from '../editor/fake-github';

/*
 * The sign-in service's handler (deploy/cms-auth/) on Node's own Request and Response, as the unit specs
 * of e2e/unit/cms-auth*.spec.ts ask it, and a whole sign-in through the fake GitHub of the browser test
 * (e2e/editor/fake-github.ts, which checks `redirect_uri` as GitHub does).
 */

/** The service's address (CMS_AUTH_URL), and the OAuth App's callback URL. */
export const SERVICE = 'https://auth.rawnaq.studio';
export const CALLBACK = 'https://auth.rawnaq.studio/callback';
export const SECRET = 'the-client-secret-of-the-unit-specs';

export const ENV: AuthEnv = {
  GITHUB_CLIENT_ID: 'id',
  GITHUB_CLIENT_SECRET: SECRET,
  CMS_AUTH_URL: SERVICE,
  CMS_SITE_ORIGIN: 'https://rawnaq.studio',
};

/** The service's answer to `path` (on SERVICE) or to a whole address. */
export const ask = (
  path: string,
  env: AuthEnv = ENV,
  headers: Record<string, string> = {},
  method = 'GET',
) =>
  handleCmsAuth(
    new Request(/^https?:/.test(path) ? path : `${SERVICE}${path}`, { headers, method }),
    env,
  );

/** A port free on loopback (here, so that the unit specs load none of the editor's harness). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The fake GitHub, on a free loopback port, for an App whose callback URL is CALLBACK. */
export async function startFake(): Promise<FakeGitHub> {
  return startFakeGitHub(await freePort(), {
    clientId: 'id',
    clientSecret: SECRET,
    repo: 'rawnaq/site',
    root: process.cwd(),
    callback: CALLBACK,
  });
}

/** `name=value` of a Set-Cookie header. */
export const cookiePair = (header: string | null) => (header ?? '').split(';')[0]!;

/**
 * A sign-in through `fake`: the service's `start` (its /auth), GitHub's authorize page (which sends the
 * pop-up back), then the service's /callback with the cookie /auth set, at the address GitHub sent it to
 * or at `callbackAt` of it.
 */
export async function signInThrough(
  fake: FakeGitHub,
  {
    env = ENV,
    start = '/auth?provider=github',
    callbackAt = (back: URL) => back.href,
  }: { env?: AuthEnv; start?: string; callbackAt?: (back: URL) => string } = {},
) {
  const withFake = { ...env, GITHUB_URL: fake.origin };
  const started = await ask(start, withFake);
  const authorize = new URL(started.headers.get('Location') ?? '');
  const github = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(github.headers.get('Location') ?? '');
  const response = await ask(callbackAt(back), withFake, {
    Cookie: cookiePair(started.headers.get('Set-Cookie')),
  });
  return { started, authorize, back, response, html: await response.text() };
}

/** The text of the page's handover element, up to the first `</script` (where a browser ends it). */
export function handoverText(html: string): string {
  const open = '<script type="application/json" id="handover">';
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}
