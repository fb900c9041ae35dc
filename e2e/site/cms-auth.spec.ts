import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startSignInRig, CLIENT_SECRET, SECRET_NAME, type SignInRig } from '../editor/sign-in';
import { deniedConsent, refusals, signIn } from '../editor/sign-in-flows';
import {
  configuredCallback,
  handshakeOnly,
  oddToken,
  otherOriginOpener,
} from '../editor/sign-in-handover';
import { SHARED_ORIGIN } from '../editor/sign-in-words';

/*
 * Signing in to the live editor with GitHub through the sign-in service (deploy/cms-auth/), with no
 * network: the service runs in wrangler's local runtime, as a Pages Function beside the site and as a
 * Worker of its own, GitHub is a fake on loopback that checks `redirect_uri` as GitHub does, and /admin/
 * is the export's editor built with CMS_GITHUB_REPO and CMS_AUTH_URL pointing at them
 * (e2e/editor/sign-in.ts). The same journeys run on both hosts (e2e/editor/sign-in-flows.ts,
 * sign-in-handover.ts).
 */

const HOSTS = {
  pages: 'the sign-in service as a Cloudflare Pages Function beside the site',
  worker: 'the sign-in service as a Worker of its own',
};

for (const host of ['pages', 'worker'] as const)
  test.describe(HOSTS[host], () => {
    let rig: SignInRig;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      rig = await startSignInRig(host);
    });
    test.afterAll(async () => rig?.stop());
    test.beforeEach(() => {
      rig.github.next = { authorize: 'consent', token: 'grant' };
    });

    test('an editor signs in through the pop-up and the editor lists the collections', async ({
      page,
      context,
    }) => signIn(rig, page, context));

    test('a denied consent is handed to the editor, which says it on its sign-in page', async ({
      page,
    }) => deniedConsent(rig, page));

    test('a window of another origin that opens the sign-in gets no token', async ({
      page,
      context,
    }) => otherOriginOpener(rig, page, context));

    test('the token goes only to the window that opened the pop-up, on its handshake', async ({
      page,
      context,
    }) => handshakeOnly(rig, page, context));

    test('a token with </script>, <!-- and U+2028 in it reaches the editor’s window unchanged', async ({
      page,
      context,
    }) => oddToken(rig, page, context));

    test('GitHub is sent the configured callback address, and a path with // or /\\ is refused', async ({
      page,
    }) => configuredCallback(rig, page));

    for (const lang of ['en', 'ar'] as const)
      test(`each refusal says what happened, in ${lang === 'en' ? 'English' : 'Arabic'}`, async ({
        browser,
      }) => refusals(rig, browser, lang));

    test('the runtime’s log holds no token the fake granted and not the client secret', () => {
      const log = rig.log.join('');
      expect(log).toContain('Ready on');
      expect(rig.github.granted.length).toBeGreaterThan(0);
      expect(rig.github.granted.filter((token) => log.includes(token))).toEqual([]);
      expect(log).not.toContain(CLIENT_SECRET);
    });

    if (host === 'worker')
      test('the admin built with the client secret in its environment holds neither its name nor its value', () => {
        const files = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) =>
            statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
          );
        const all = files(rig.adminDir);
        expect(all.length).toBeGreaterThan(3);
        const holding = all.filter((file) => {
          const text = readFileSync(file, 'latin1');
          return text.includes(SECRET_NAME) || text.includes(CLIENT_SECRET);
        });
        expect(holding).toEqual([]);
      });
  });

test.describe('the sign-in service of a site at <owner>.github.io, an origin other sites share', () => {
  const ORIGIN = 'https://rawnaq.github.io';
  let rig: SignInRig;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rig = await startSignInRig('worker', { CMS_SITE_ORIGIN: ORIGIN });
  });
  test.afterAll(async () => rig?.stop());

  test('it refuses to start a sign-in, saying why in English and Arabic', async ({ browser }) => {
    for (const lang of ['en', 'ar'] as const) {
      const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-JO' : 'en-GB' });
      const page = await context.newPage();
      const response = await page.goto(`${rig.auth}/auth?provider=github`);
      expect(response?.status()).toBe(403);
      expect(page.url()).toBe(`${rig.auth}/auth?provider=github`);
      await expect(page.locator('#words')).toHaveText(SHARED_ORIGIN[lang](ORIGIN));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    }
    expect(rig.github.authorizeRequests).toEqual([]);
  });
});
