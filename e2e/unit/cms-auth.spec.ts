import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { authService, cmsConfig, signInWarning } from '../../pipeline/cms/config';
import { directiveSources, hashSource, inlineScripts } from '../../pipeline/security/policy';
import { SITE_HEADERS } from '../../pipeline/security/site-headers';
import { ask, ENV } from './cms-auth-helpers';

/*
 * The sign-in service's handler (deploy/cms-auth/) on Node's own Request and Response, for what the
 * browser test (e2e/site/cms-auth.spec.ts, the service in wrangler's runtime) does not reach: the
 * headers of every answer, the start of a sign-in; and the export, which must hold no client secret.
 * Its settings: cms-auth-settings.spec.ts; the callback and the page that hands the token over, through
 * the fake GitHub: cms-auth-callback.spec.ts.
 */

test('every answer sends the site’s headers, no referrer, no caching, and a policy that allows only its own script', async () => {
  // The page that hands a token over has its own test, with a whole sign-in (cms-auth-callback.spec.ts).
  const answers = [
    await ask('/auth?provider=github'),
    await ask('/callback?code=x'),
    await ask('/elsewhere'),
    await ask('/auth', ENV, {}, 'POST'),
    await ask('/auth', { ...ENV, CMS_SITE_ORIGIN: 'https://rawnaq.github.io' }),
    await ask('/auth', { ...ENV, CMS_SITE_ORIGIN: '*' }),
  ];
  expect(answers.map((response) => response.status)).toEqual([302, 400, 404, 405, 403, 500]);
  for (const response of answers) {
    for (const [name, value] of Object.entries(SITE_HEADERS))
      if (name !== 'Referrer-Policy') expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    // Not same-origin: the pop-up must keep its opener, the editor's window, to answer it.
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    for (const directive of ['default-src', 'base-uri', 'form-action', 'frame-ancestors'])
      expect(directiveSources(csp, directive), directive).toEqual(["'none'"]);
    expect(csp).not.toMatch(/'unsafe-|\*|data:/);
    if (response.status !== 302) {
      const scripts = inlineScripts(await response.text());
      expect(directiveSources(csp, 'script-src')).toEqual(scripts.map(hashSource));
    }
  }
});

test('the sign-in starts with a random state in an HttpOnly, SameSite, __Host- cookie and asks only for the set scope', async () => {
  const first = await ask('/auth?provider=github&scope=repo');
  const second = await ask('/auth?provider=github&scope=repo');
  const location = new URL(first.headers.get('Location') ?? '');
  expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
  expect(location.searchParams.get('scope')).toBe('public_repo');
  expect(location.searchParams.get('redirect_uri')).toBe('https://auth.rawnaq.studio/callback');
  const state = location.searchParams.get('state') ?? '';
  expect(state).toMatch(/^[\w-]{43}$/);
  expect(new URL(second.headers.get('Location') ?? '').searchParams.get('state')).not.toBe(state);
  expect(first.headers.get('Set-Cookie')).toBe(
    `__Host-cms-auth-state=${state}.en; Max-Age=600; Path=/; HttpOnly; SameSite=Lax; Secure`,
  );
  const privateRepo = await ask('/auth', { ...ENV, GITHUB_SCOPE: 'repo' });
  expect(new URL(privateRepo.headers.get('Location') ?? '').searchParams.get('scope')).toBe('repo');
});

test('the editor finds the service by its origin and path, and the build warns when it has none', () => {
  expect(authService('https://cms-auth.rawnaq.workers.dev')).toEqual({
    base_url: 'https://cms-auth.rawnaq.workers.dev',
    auth_endpoint: 'auth',
  });
  expect(authService('https://rawnaq.studio/cms-auth/')).toEqual({
    base_url: 'https://rawnaq.studio',
    auth_endpoint: 'cms-auth/auth',
  });
  expect(
    cmsConfig({ CMS_GITHUB_REPO: 'rawnaq/site', CMS_AUTH_URL: 'https://rawnaq.studio/cms-auth' })
      .backend,
  ).toMatchObject({ base_url: 'https://rawnaq.studio', auth_endpoint: 'cms-auth/auth' });
  expect(signInWarning({ CMS_GITHUB_REPO: 'rawnaq/site' })).toContain('CMS_AUTH_URL');
  expect(signInWarning({ CMS_GITHUB_REPO: 'rawnaq/site', NETLIFY: 'true' })).toBeUndefined();
  expect(
    signInWarning({ CMS_GITHUB_REPO: 'rawnaq/site', CMS_AUTH_URL: 'https://a.example' }),
  ).toBeUndefined();
  expect(signInWarning({})).toBeUndefined();
});

test('the export holds no client secret: neither its variable’s name nor, when the build had it, its value', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
    );
  const all = files('out');
  expect(all.length).toBeGreaterThan(100);
  const secret = process.env['GITHUB_CLIENT_SECRET'];
  const needles = ['GITHUB_CLIENT_SECRET', ...(secret ? [secret] : [])];
  const holding = all.filter((file) => {
    const text = readFileSync(file, 'latin1');
    return needles.some((needle) => text.includes(needle));
  });
  expect(holding).toEqual([]);
});
