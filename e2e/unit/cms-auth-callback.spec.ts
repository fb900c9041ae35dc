import { expect, test } from '@playwright/test';
import { popupPage } from '../../deploy/cms-auth/page';
import type { FakeGitHub } from '../editor/fake-github';
import {
  GITHUB_REFUSED,
  NOT_FOUND,
  NOT_FROM_EDITOR,
  ODD_HANDOVER,
  SETTING,
  SIGNING_IN,
  STATE_WRONG,
} from '../editor/sign-in-words';
import {
  ask,
  CALLBACK,
  ENV,
  handoverText,
  SECRET,
  signInThrough,
  startFake,
} from './cms-auth-helpers';

/*
 * The sign-in service's callback and the page that hands the token over, through the fake GitHub
 * (which checks `redirect_uri` at both ends, as GitHub does): what the service sends GitHub, what it
 * refuses, and the page's headers and handover with awkward values.
 */

let fake: FakeGitHub;
test.beforeAll(async () => {
  fake = await startFake();
});
test.afterAll(() => fake.close());
test.beforeEach(() => {
  fake.next = { authorize: 'consent', token: 'grant' };
});

const CLEARED = '__Host-cms-auth-state=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure';

test('the page that hands the token over has the service’s headers, and clears the state', async () => {
  const { response, html } = await signInThrough(fake);
  expect(response.status).toBe(200);
  const token = fake.granted.at(-1)!;
  expect(JSON.parse(handoverText(html))).toEqual({
    origin: 'https://rawnaq.studio',
    message: `authorization:github:success:{"token":"${token}","provider":"github"}`,
    alone: NOT_FROM_EDITOR,
  });
  expect(html).toContain(SIGNING_IN);
  const expected: Record<string, string | null> = {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': null,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': 'en',
    'Set-Cookie': CLEARED,
  };
  for (const [name, value] of Object.entries(expected))
    expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toMatch(
    /^default-src 'none'; script-src 'sha256-[\w+/]+=*'; style-src 'sha256-[\w+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
  );
});

test('GitHub is given the configured callback address at both ends, whatever address the request came to', async () => {
  // The Worker reached by another of its names, at a path of its own; the callback at another path too.
  const { authorize, response } = await signInThrough(fake, {
    start: 'https://rawnaq-cms-auth.rawnaq.workers.dev/callback/auth?provider=github',
    callbackAt: (back) => `https://rawnaq-cms-auth.rawnaq.workers.dev/x/callback${back.search}`,
  });
  expect(authorize.searchParams.get('redirect_uri')).toBe('https://auth.rawnaq.studio/callback');
  expect(fake.authorizeRequests.at(-1)).toBe('https://auth.rawnaq.studio/callback');
  expect(fake.tokenRequests.at(-1)?.['redirect_uri']).toBe('https://auth.rawnaq.studio/callback');
  expect(response.status).toBe(200);
});

test('a path with // or /\\ in it is refused, and so are other paths and methods', async () => {
  for (const path of [
    '//evil.example/auth',
    '/\\evil.example/auth',
    '//evil.example/callback?code=a&state=b',
    '/cms-auth//evil.example/auth',
  ]) {
    const response = await ask(path);
    expect(response.status, path).toBe(404);
    expect(response.headers.get('Location'), path).toBeNull();
    expect(response.headers.get('Set-Cookie'), path).toBeNull();
    expect(await response.text()).toContain(NOT_FOUND);
  }
  const answers: [string, string, number][] = [
    ['/elsewhere', 'GET', 404],
    ['/auth/more', 'GET', 404],
    ['/auth', 'POST', 405],
    ['/callback', 'PUT', 405],
    ['/auth', 'HEAD', 405],
  ];
  for (const [path, method, status] of answers) {
    const response = await ask(path, ENV, {}, method);
    expect(response.status, `${method} ${path}`).toBe(status);
    expect(response.headers.get('Location')).toBeNull();
    if (method !== 'HEAD') expect(await response.text()).toContain(NOT_FOUND);
  }
});

test('a state of the right length with one letter changed is refused, as is GitHub’s forged one', async () => {
  const kept = 'A'.repeat(43);
  const response = await ask(`/callback?code=abc&state=${'A'.repeat(42)}B`, ENV, {
    Cookie: `__Host-cms-auth-state=${kept}.en`,
  });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain(STATE_WRONG);
  expect(response.headers.get('Set-Cookie')).toBe(CLEARED);
  fake.next.authorize = 'forge';
  const forged = await signInThrough(fake);
  expect(forged.back.searchParams.get('state')).toHaveLength(43);
  expect(forged.response.status).toBe(400);
  expect(forged.html).toContain(STATE_WRONG);
});

test('a missing setting at the callback clears the state too', async () => {
  const response = await ask(
    '/callback?code=abc&state=S',
    { ...ENV, GITHUB_CLIENT_SECRET: '' },
    { Cookie: '__Host-cms-auth-state=S.en' },
  );
  expect(response.status).toBe(500);
  expect(await response.text()).toContain(SETTING.en('GITHUB_CLIENT_SECRET'));
  expect(response.headers.get('Set-Cookie')).toBe(CLEARED);
});

test('GitHub’s error code is shown cut to 60 characters of letters, digits, _ . and -', async () => {
  const cookie = { Cookie: '__Host-cms-auth-state=S.en' };
  const long = await ask(`/callback?state=S&error=${'e'.repeat(100)}x`, ENV, cookie);
  expect(long.status).toBe(502);
  expect(await long.text()).toContain(GITHUB_REFUSED(`${'e'.repeat(60)}`));
  const odd = await ask(
    `/callback?state=S&error=${encodeURIComponent('<b>bad</b> code"')}`,
    ENV,
    cookie,
  );
  expect(await odd.text()).toContain(GITHUB_REFUSED('bbadbcode'));
});

test('a token endpoint that answers null is GitHub’s refusal, with the service’s headers', async () => {
  fake.next.token = 'null';
  const { response, html } = await signInThrough(fake);
  expect(response.status).toBe(502);
  expect(html).toContain(GITHUB_REFUSED('no_token'));
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  expect(response.headers.get('Set-Cookie')).toBe(CLEARED);
});

test('GitHub refuses a redirect_uri the App does not own at both ends (the fake, as GitHub does)', async () => {
  const authorize = new URL('/login/oauth/authorize', fake.origin);
  authorize.search = new URLSearchParams({
    client_id: 'id',
    redirect_uri: 'https://evil.example/callback',
    state: 'S',
  }).toString();
  const back = (await fetch(authorize, { redirect: 'manual' })).headers.get('Location');
  expect(back).toBe(
    `${CALLBACK}?error=redirect_uri_mismatch&error_description=The+redirect_uri+MUST+match+the+registered+callback+URL+for+this+application.&state=S`,
  );
  authorize.searchParams.set('redirect_uri', `${CALLBACK}/deeper`);
  const code = new URL(
    (await fetch(authorize, { redirect: 'manual' })).headers.get('Location') ?? '',
  ).searchParams.get('code');
  const exchange = await fetch(new URL('/login/oauth/access_token', fake.origin), {
    method: 'POST',
    body: JSON.stringify({ client_id: 'id', client_secret: SECRET, code, redirect_uri: CALLBACK }),
  });
  expect(await exchange.json()).toMatchObject({ error: 'redirect_uri_mismatch' });
});

test('a token with </script>, <!-- and U+2028 in it is handed over unchanged, inside its element', async () => {
  fake.next.token = 'odd';
  const { response, html } = await signInThrough(fake);
  expect(response.status).toBe(200);
  const text = handoverText(html);
  expect(text).not.toContain('<');
  expect((JSON.parse(text) as { message: string }).message).toBe(ODD_HANDOVER);
  // The page's two scripts, no third, and no comment opened.
  expect(html.match(/<script/gi)).toHaveLength(2);
  expect(html).not.toContain('<!--');
});

test('the page’s words can make no markup', async () => {
  const response = await popupPage({
    lang: 'en',
    status: 400,
    text: '</p><script>alert(1)</script>&"',
  });
  const html = await response.text();
  expect(html).toContain(
    '<p id="words" role="status">&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;</p>',
  );
  expect(html.match(/<script/gi)).toHaveLength(2);
});

test('the service prints neither the token nor the client secret', async () => {
  const printed: string[] = [];
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const originals = methods.map((name) => console[name]);
  for (const name of methods)
    console[name] = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  try {
    await signInThrough(fake);
    fake.next.token = 'refuse';
    await signInThrough(fake);
  } finally {
    methods.forEach((name, i) => (console[name] = originals[i]!));
  }
  const token = fake.granted.at(-1)!;
  expect(printed.filter((line) => line.includes(token) || line.includes(SECRET))).toEqual([]);
});
