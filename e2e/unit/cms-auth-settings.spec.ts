import { expect, test } from '@playwright/test';
import type { AuthEnv } from '../../deploy/cms-auth/handler';
import { onRequest } from '../../functions/cms-auth/[[path]]';
import { SETTING, SHARED_ORIGIN } from '../editor/sign-in-words';
import { ask, cookiePair, ENV, startFake } from './cms-auth-helpers';

/*
 * The sign-in service's settings (deploy/cms-auth/settings.ts): every address is one of them, `https:`
 * (loopback excepted), on the Worker and on the Pages Function alike; a site origin that other sites
 * share is refused with its reason unless its owner accepts it; the pop-up's language.
 */

const ACCEPT = { en: 'en-GB,en;q=0.9', ar: 'ar-JO,ar;q=0.9,en;q=0.5' };

test('a missing or wrong setting is named in the pop-up, in English and Arabic, and nothing starts', async () => {
  const cases: [Partial<AuthEnv>, keyof AuthEnv][] = [
    [{ GITHUB_CLIENT_ID: '' }, 'GITHUB_CLIENT_ID'],
    [{ GITHUB_CLIENT_SECRET: undefined }, 'GITHUB_CLIENT_SECRET'],
    [{ CMS_AUTH_URL: undefined }, 'CMS_AUTH_URL'],
    [{ CMS_AUTH_URL: 'http://auth.rawnaq.studio' }, 'CMS_AUTH_URL'],
    [{ CMS_AUTH_URL: 'auth.rawnaq.studio' }, 'CMS_AUTH_URL'],
    [{ CMS_AUTH_URL: 'https://auth.rawnaq.studio/?next=1' }, 'CMS_AUTH_URL'],
    [{ CMS_AUTH_URL: 'https://auth.rawnaq.studio/#top' }, 'CMS_AUTH_URL'],
    [{ CMS_AUTH_URL: 'https://someone@auth.rawnaq.studio' }, 'CMS_AUTH_URL'],
    [{ CMS_AUTH_URL: 'https://rawnaq.studio//cms-auth' }, 'CMS_AUTH_URL'],
    // Unset on the Worker: no origin of the request's stands in for it.
    [{ CMS_SITE_ORIGIN: undefined }, 'CMS_SITE_ORIGIN'],
    [{ CMS_SITE_ORIGIN: '*' }, 'CMS_SITE_ORIGIN'],
    [{ CMS_SITE_ORIGIN: 'null' }, 'CMS_SITE_ORIGIN'],
    [{ CMS_SITE_ORIGIN: 'http://rawnaq.studio' }, 'CMS_SITE_ORIGIN'],
    [{ CMS_SITE_ORIGIN: 'https://rawnaq.studio/admin/' }, 'CMS_SITE_ORIGIN'],
    [{ CMS_SITE_ORIGIN: 'javascript:alert(1)' }, 'CMS_SITE_ORIGIN'],
    [{ GITHUB_SCOPE: 'repo,user' }, 'GITHUB_SCOPE'],
    [{ GITHUB_URL: 'http://github.com' }, 'GITHUB_URL'],
    [{ GITHUB_URL: 'https://github.com/login' }, 'GITHUB_URL'],
    [{ GITHUB_URL: 'ftp://github.com' }, 'GITHUB_URL'],
    [{ GITHUB_URL: 'github.com' }, 'GITHUB_URL'],
    [{ GITHUB_URL: 'https://github.com?x=1' }, 'GITHUB_URL'],
  ];
  for (const [change, setting] of cases)
    for (const lang of ['en', 'ar'] as const) {
      const response = await ask(
        '/auth?provider=github',
        { ...ENV, ...change },
        {
          'Accept-Language': ACCEPT[lang],
        },
      );
      const html = await response.text();
      const what = `${JSON.stringify(change)} (${lang})`;
      expect(response.status, what).toBe(500);
      expect(response.headers.get('Location'), what).toBeNull();
      expect(response.headers.get('Set-Cookie'), what).toBeNull();
      expect(html, what).toContain(SETTING[lang](setting));
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html, what).toContain('"origin":null');
    }
});

test('plain http: is taken on loopback only, and the service’s address may have a path', async () => {
  const cases: [Partial<AuthEnv>, string, string][] = [
    [
      {
        CMS_AUTH_URL: 'http://127.0.0.1:8787',
        CMS_SITE_ORIGIN: 'http://127.0.0.1:4177',
        GITHUB_URL: 'http://127.0.0.1:9000',
      },
      'http://127.0.0.1:9000/login/oauth/authorize',
      'http://127.0.0.1:8787/callback',
    ],
    [
      { CMS_AUTH_URL: 'http://localhost:8788/cms-auth', CMS_SITE_ORIGIN: 'http://localhost:8788' },
      'https://github.com/login/oauth/authorize',
      'http://localhost:8788/cms-auth/callback',
    ],
    [
      { CMS_AUTH_URL: 'https://rawnaq.studio/cms-auth/', CMS_SITE_ORIGIN: 'http://[::1]:3000' },
      'https://github.com/login/oauth/authorize',
      'https://rawnaq.studio/cms-auth/callback',
    ],
  ];
  for (const [change, authorize, callback] of cases) {
    const response = await ask('/auth', { ...ENV, ...change });
    expect(response.status, JSON.stringify(change)).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.origin + location.pathname).toBe(authorize);
    expect(location.searchParams.get('redirect_uri')).toBe(callback);
  }
});

test('a site origin other sites share is refused before the sign-in starts and at its callback, saying why in English and Arabic', async () => {
  const fake = await startFake();
  try {
    for (const origin of [
      'https://rawnaq.github.io',
      'https://rawnaq.github.io.',
      'https://github.io',
      'https://3f9a1c2e.rawnaq.pages.dev',
      'https://preview.rawnaq.pages.dev',
    ])
      for (const lang of ['en', 'ar'] as const) {
        const env = { ...ENV, CMS_SITE_ORIGIN: origin, GITHUB_URL: fake.origin };
        const headers = { 'Accept-Language': ACCEPT[lang] };
        const start = await ask('/auth?provider=github', env, headers);
        const startHtml = await start.text();
        expect(start.status, origin).toBe(403);
        expect(start.headers.get('Location'), origin).toBeNull();
        expect(start.headers.get('Set-Cookie'), origin).toBeNull();
        expect(startHtml, origin).toContain(SHARED_ORIGIN[lang](origin));
        // Its reason is handed to the editor's sign-in page too; no token is.
        expect(startHtml).toContain(`"origin":"${origin}"`);
        expect(startHtml).toContain('"message":"authorization:github:error:');
        // A callback that had started before the setting changed: refused, its state cleared, no exchange.
        const end = await ask('/callback?code=abc&state=S', env, {
          ...headers,
          Cookie: `__Host-cms-auth-state=S.${lang}`,
        });
        expect(end.status, origin).toBe(403);
        expect(await end.text()).toContain(SHARED_ORIGIN[lang](origin));
        expect(end.headers.get('Set-Cookie')).toBe(
          '__Host-cms-auth-state=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
        );
      }
    expect(fake.authorizeRequests).toEqual([]);
    expect(fake.tokenRequests).toEqual([]);
  } finally {
    await fake.close();
  }
});

test('a shared origin is taken when its owner accepts that very origin, and a dedicated one needs nothing', async () => {
  const taken: Partial<AuthEnv>[] = [
    {
      CMS_SITE_ORIGIN: 'https://rawnaq.github.io',
      CMS_ACCEPT_SHARED_ORIGIN: 'https://rawnaq.github.io',
    },
    // A Pages project's own address is one site's: its deployments' addresses are the shared ones.
    { CMS_SITE_ORIGIN: 'https://rawnaq.pages.dev' },
    { CMS_SITE_ORIGIN: 'https://notgithub.io' },
    { CMS_SITE_ORIGIN: 'https://github.io.rawnaq.studio' },
  ];
  for (const change of taken)
    expect((await ask('/auth', { ...ENV, ...change })).status, JSON.stringify(change)).toBe(302);
  const refused: Partial<AuthEnv>[] = [
    { CMS_SITE_ORIGIN: 'https://rawnaq.github.io', CMS_ACCEPT_SHARED_ORIGIN: 'yes' },
    {
      CMS_SITE_ORIGIN: 'https://rawnaq.github.io',
      CMS_ACCEPT_SHARED_ORIGIN: 'https://other.github.io',
    },
  ];
  for (const change of refused)
    expect((await ask('/auth', { ...ENV, ...change })).status, JSON.stringify(change)).toBe(403);
});

test('the Pages Function reads the site’s origin and its own address from its settings, not from the request', async () => {
  const pagesEnv: AuthEnv = {
    ...ENV,
    CMS_AUTH_URL: 'https://rawnaq.studio/cms-auth',
    CMS_SITE_ORIGIN: undefined,
  };
  const unset = await onRequest({
    request: new Request('https://rawnaq.studio/cms-auth/auth?provider=github'),
    env: pagesEnv,
  });
  expect(unset.status).toBe(500);
  expect(await unset.text()).toContain(SETTING.en('CMS_SITE_ORIGIN'));
  // A deployment's own address: GitHub is asked to send the pop-up back to the configured address.
  const deployment = await onRequest({
    request: new Request('https://3f9a1c2e.rawnaq.pages.dev/cms-auth/auth?provider=github'),
    env: { ...pagesEnv, CMS_SITE_ORIGIN: 'https://rawnaq.studio' },
  });
  expect(deployment.status).toBe(302);
  const location = new URL(deployment.headers.get('Location') ?? '');
  expect(location.searchParams.get('redirect_uri')).toBe('https://rawnaq.studio/cms-auth/callback');
});

test('the pop-up speaks the language of ?lang=, else the browser’s, and keeps it for the callback', async () => {
  const broken = { ...ENV, GITHUB_CLIENT_ID: '' };
  const cases: [string, string, 'en' | 'ar'][] = [
    ['/auth?lang=ar', ACCEPT.en, 'ar'],
    ['/auth?lang=en', ACCEPT.ar, 'en'],
    ['/auth?lang=fr', ACCEPT.ar, 'ar'],
    ['/auth', 'fr-FR,ar;q=0.8,en;q=0.5', 'ar'],
    ['/auth', 'fr-FR', 'en'],
  ];
  for (const [path, accept, lang] of cases) {
    const response = await ask(path, broken, { 'Accept-Language': accept });
    const html = await response.text();
    expect(html, `${path} ${accept}`).toContain(SETTING[lang]('GITHUB_CLIENT_ID'));
    expect(response.headers.get('Content-Language')).toBe(lang);
  }
  const started = await ask('/auth?provider=github&lang=ar', ENV, { 'Accept-Language': ACCEPT.en });
  expect(cookiePair(started.headers.get('Set-Cookie'))).toMatch(
    /^__Host-cms-auth-state=[\w-]{43}\.ar$/,
  );
});
