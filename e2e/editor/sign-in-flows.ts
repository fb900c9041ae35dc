import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { cmsAuthWords, type CmsAuthLang } from '../../components/i18n/cms-auth';
import { cmsCollections } from '../../pipeline/cms/config';
import { CLIENT_SECRET, type SignInRig } from './sign-in';

/*
 * The sign-in test's journeys through the editor and the pop-up (e2e/site/cms-auth.spec.ts), the same on
 * either host of the service (the Worker, the Pages Function): signing in, a denied consent, and each
 * refusal in both languages.
 */

/** Each message a window of the context receives: to whom, from which origin, what. */
export type Seen = { to: string; from: string; data: string };
export async function recordMessages(context: BrowserContext): Promise<Seen[]> {
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

export const words = (lang: CmsAuthLang, key: keyof (typeof cmsAuthWords)['en'], code = '') =>
  cmsAuthWords[lang][key].replace('{code}', code);

/**
 * An editor opens /admin/, chooses "Login with GitHub" and goes through the pop-up; the editor then lists
 * the collections. Checks what went where and prints the messages between the two windows.
 */
export async function signIn(rig: SignInRig, page: Page, context: BrowserContext) {
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
  const token = rig.github.granted.at(-1);
  expect(token).toBeTruthy();
  // The editor reads GitHub with the token the service handed over; the service sent the secret to GitHub,
  // and the configured callback address at both ends.
  expect(rig.github.apiRequests).toContainEqual({ path: '/user', authorization: `token ${token}` });
  expect(rig.github.tokenRequests.at(-1)).toMatchObject({
    client_secret: CLIENT_SECRET,
    redirect_uri: `${rig.auth}/callback`,
  });
  expect(rig.github.authorizeRequests.at(-1)).toBe(`${rig.auth}/callback`);
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
  // The token travelled in no address and no cookie, and the service printed neither it nor the secret.
  expect(urls.filter((url) => url.includes(token!))).toEqual([]);
  expect((await context.cookies()).filter((c) => c.value.includes(token!))).toEqual([]);
  expect(rig.log.join('')).not.toContain(token);
  expect(rig.log.join('')).not.toContain(CLIENT_SECRET);
}

export async function deniedConsent(rig: SignInRig, page: Page) {
  rig.github.next.authorize = 'deny';
  await page.goto(`${rig.site}/admin/`);
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  await expect(page.getByText(words('en', 'denied'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
}

/** The service's answer at `address` in a window of its own (no editor): status, words, page language. */
async function said(page: Page, address: string) {
  const response = await page.goto(address);
  return {
    status: response?.status(),
    text: await page.locator('#words').textContent(),
    lang: await page.locator('html').getAttribute('lang'),
    dir: await page.locator('html').getAttribute('dir'),
  };
}

/** Each refusal of the service, in a browser of `lang`: the words, the language and the status. */
export async function refusals(rig: SignInRig, browser: Browser, lang: CmsAuthLang) {
  const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-JO' : 'en-GB' });
  const page = await context.newPage();
  const expected = (status: number, key: keyof (typeof cmsAuthWords)['en'], code = '') => ({
    status,
    text: words(lang, key, code),
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
  });
  // No state at all: a link that did not start in the editor.
  expect(await said(page, `${rig.auth}/callback?code=abc`)).toEqual(expected(400, 'stateMissing'));
  // A sign-in that completes in a window with no editor, then its address replayed.
  expect(await said(page, `${rig.auth}/auth?provider=github`)).toEqual(
    expected(200, 'notFromEditor'),
  );
  const callback = page.url();
  expect(callback.startsWith(`${rig.auth}/callback?`)).toBe(true);
  expect(await said(page, callback)).toEqual(expected(400, 'stateUsed'));
  expect(await page.content()).not.toContain('gho_');
  // A state as long as the one this window was given, one letter changed.
  rig.github.next.authorize = 'forge';
  expect(await said(page, `${rig.auth}/auth?provider=github`)).toEqual(expected(400, 'stateWrong'));
  // The editor says no on GitHub's page.
  rig.github.next.authorize = 'deny';
  expect(await said(page, `${rig.auth}/auth?provider=github`)).toEqual(expected(403, 'denied'));
  // GitHub refuses the code; then its token endpoint answers null.
  rig.github.next = { authorize: 'consent', token: 'refuse' };
  expect(await said(page, `${rig.auth}/auth?provider=github`)).toEqual(
    expected(502, 'github', 'bad_verification_code'),
  );
  rig.github.next.token = 'null';
  expect(await said(page, `${rig.auth}/auth?provider=github`)).toEqual(
    expected(502, 'github', 'no_token'),
  );
  // Asked for anything but /auth and /callback.
  expect(await said(page, `${rig.auth}/elsewhere`)).toEqual(expected(404, 'notFound'));
  await context.close();
}
