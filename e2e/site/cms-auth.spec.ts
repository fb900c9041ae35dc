import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cmsAuthWords, type CmsAuthLang } from '../../components/i18n/cms-auth';
import { cmsCollections } from '../../scripts/cms/config';
import { startSignInRig, CLIENT_SECRET, SECRET_NAME, type SignInRig } from '../editor/sign-in';

/*
 * Signing in to the live editor with GitHub through the sign-in service (deploy/cms-auth/), with no
 * network: the Worker runs in wrangler's local runtime, GitHub is a fake on loopback, and /admin/ is the
 * export's editor built with CMS_GITHUB_REPO and CMS_AUTH_URL pointing at them (e2e/editor/sign-in.ts).
 */

/** Each message a window of the context receives: to whom, from which origin, what (a token hidden). */
type Seen = { to: string; from: string; data: string };
async function recordMessages(context: BrowserContext): Promise<Seen[]> {
  const seen: Seen[] = [];
  await context.exposeBinding('__seen', (_source, item: Seen) => void seen.push(item));
  await context.addInitScript(() => {
    window.addEventListener(
      'message',
      (event) =>
        void (window as unknown as { __seen: (item: Seen) => void }).__seen({
          to: location.origin,
          from: event.origin,
          data: typeof event.data === 'string' ? event.data : JSON.stringify(event.data),
        }),
      true,
    );
  });
  return seen;
}

const words = (lang: CmsAuthLang, key: keyof (typeof cmsAuthWords)['en'], code = '') =>
  cmsAuthWords[lang][key].replace('{code}', code);

/**
 * An editor opens /admin/, chooses "Login with GitHub" and goes through the pop-up; the editor then lists
 * the collections. Checks what went where and prints the messages between the two windows.
 */
async function signIn(rig: SignInRig, page: Page, context: BrowserContext) {
  const seen = await recordMessages(context);
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  await page.goto(`${rig.site}/admin/`);
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  await (await popup).waitForEvent('close');

  for (const collection of cmsCollections())
    await expect(
      page.getByRole('link', { name: collection.label, exact: true }).first(),
    ).toBeVisible();
  const [token] = rig.github.granted;
  expect(token).toBeTruthy();
  // The editor reads GitHub with the token the service handed over; the service sent the secret to GitHub.
  expect(rig.github.apiRequests).toContainEqual({ path: '/user', authorization: `token ${token}` });
  expect(rig.github.tokenRequests.at(-1)).toMatchObject({ client_secret: CLIENT_SECRET });
  // The handshake, as the two windows saw it.
  const handover = `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`;
  expect(seen).toEqual([
    { to: rig.site, from: rig.service, data: 'authorizing:github' },
    { to: rig.service, from: rig.site, data: 'authorizing:github' },
    { to: rig.site, from: rig.service, data: handover },
  ]);
  console.log(
    'Messages between the windows:\n' +
      seen.map((m) => `  ${m.from} -> ${m.to}: ${m.data.replace(token!, '<token>')}`).join('\n'),
  );
  // The token travelled in no address and no cookie, and the service printed it nowhere.
  expect(urls.filter((url) => url.includes(token!))).toEqual([]);
  expect((await context.cookies()).filter((c) => c.value.includes(token!))).toEqual([]);
  expect(rig.log.join('')).not.toContain(token);
}

test.describe('the sign-in service as a Cloudflare Pages Function beside the site', () => {
  let rig: SignInRig;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rig = await startSignInRig('pages');
  });
  test.afterAll(async () => rig?.stop());

  test('an editor signs in through the pop-up and the editor lists the collections', async ({
    page,
    context,
  }) => signIn(rig, page, context));
});

test.describe('the sign-in service as a Worker of its own', () => {
  let rig: SignInRig;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rig = await startSignInRig('worker');
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
  }) => {
    rig.github.next.authorize = 'deny';
    await page.goto(`${rig.site}/admin/`);
    await page.getByRole('button', { name: 'Login with GitHub' }).click();
    await expect(page.getByText(words('en', 'denied'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
  });

  test('a window of another origin that opens the sign-in gets no token', async ({
    page,
    context,
  }) => {
    const seen = await recordMessages(context);
    // Any page that is not the site: here, one of the fake GitHub's.
    await page.goto(`${rig.github.origin}/elsewhere`);
    const opened = context.waitForEvent('page');
    const granted = rig.github.granted.length;
    await page.evaluate((service) => {
      const popup = window.open(`${service}/auth?provider=github`, 'sign-in')!;
      // It answers the handshake it never got, to any origin, many times over.
      setInterval(() => popup.postMessage('authorizing:github', '*'), 100);
    }, rig.service);
    const popup = await opened;
    await expect(popup.locator('#words')).toHaveText(words('en', 'notFromEditor'));
    expect(rig.github.granted.length).toBe(granted + 1);
    expect(seen.filter((m) => m.to === rig.github.origin)).toEqual([]);
  });

  /** The service's answer to `path` in a window of its own (no editor), its words and page language. */
  async function said(page: Page, path: string) {
    await page.goto(`${rig.service}${path}`);
    return {
      text: await page.locator('#words').textContent(),
      lang: await page.locator('html').getAttribute('lang'),
      dir: await page.locator('html').getAttribute('dir'),
    };
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`each refusal says what happened, in ${lang === 'en' ? 'English' : 'Arabic'}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-JO' : 'en-GB' });
      const page = await context.newPage();
      const expected = (key: keyof (typeof cmsAuthWords)['en'], code = '') => ({
        text: words(lang, key, code),
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
      });
      // No state at all: a link that did not start in the editor.
      expect(await said(page, '/callback?code=abc')).toEqual(expected('stateMissing'));
      // A sign-in that completes in a window with no editor, then its address replayed.
      expect(await said(page, '/auth?provider=github')).toEqual(expected('notFromEditor'));
      const callback = page.url();
      expect(new URL(callback).pathname).toBe('/callback');
      expect(await said(page, new URL(callback).pathname + new URL(callback).search)).toEqual(
        expected('stateUsed'),
      );
      expect(await page.content()).not.toContain('gho_');
      // A state that is not the one this window was given.
      rig.github.next.authorize = 'forge';
      expect(await said(page, '/auth?provider=github')).toEqual(expected('stateWrong'));
      // The editor says no on GitHub's page.
      rig.github.next.authorize = 'deny';
      expect(await said(page, '/auth?provider=github')).toEqual(expected('denied'));
      // GitHub refuses the code.
      rig.github.next = { authorize: 'consent', token: 'refuse' };
      expect(await said(page, '/auth?provider=github')).toEqual(
        expected('github', 'bad_verification_code'),
      );
      await context.close();
    });
  }

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
