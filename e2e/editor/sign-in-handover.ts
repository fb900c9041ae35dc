import { request as httpRequest } from 'node:http';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { recordMessages } from './sign-in-flows';
import type { SignInRig } from './sign-in';
import { NOT_FOUND, NOT_FROM_EDITOR, ODD_HANDOVER, SIGNING_IN } from './sign-in-words';

/*
 * Who the sign-in pop-up hands the token to (e2e/site/cms-auth.spec.ts), on either host: never to a
 * window of another origin, only on the handshake of the window that opened it, unchanged whatever
 * characters the token holds; and where GitHub is told to send the pop-up back.
 */

/** A page of the site's origin that is not the editor, as the tests drive it. */
type Opener = Window & { __got: string[]; __popup: Window | null; __other?: Window | null };

/**
 * A page of the site's origin (the admin's config.json: no editor runs there) opens the sign-in in a
 * pop-up and records what it is sent; returns once the pop-up has said `authorizing:github` to it.
 */
async function openFromSite(rig: SignInRig, page: Page, context: BrowserContext) {
  await page.goto(`${rig.site}/admin/config.json`);
  const opened = context.waitForEvent('page');
  await page.evaluate((auth) => {
    const opener = window as unknown as Opener;
    opener.__got = [];
    window.addEventListener('message', (event) => opener.__got.push(String(event.data)));
    opener.__popup = window.open(`${auth}/auth?provider=github`, 'sign-in');
  }, rig.auth);
  const popup = await opened;
  const got = () => page.evaluate(() => (window as unknown as Opener).__got);
  await expect.poll(got).toEqual(['authorizing:github']);
  /** Posts `data` to the pop-up from this page. */
  const answer = (data: string) =>
    page.evaluate(
      ([data, origin]) => (window as unknown as Opener).__popup!.postMessage(data, origin!),
      [data, rig.service],
    );
  return { popup, got, answer };
}

export async function otherOriginOpener(rig: SignInRig, page: Page, context: BrowserContext) {
  const seen = await recordMessages(context);
  // Any page that is not the site: here, one of the fake GitHub's.
  await page.goto(`${rig.github.origin}/elsewhere`);
  const opened = context.waitForEvent('page');
  const granted = rig.github.granted.length;
  await page.evaluate((auth) => {
    const popup = window.open(`${auth}/auth?provider=github`, 'sign-in')!;
    // It answers the handshake it never got, to any origin, many times over.
    setInterval(() => popup.postMessage('authorizing:github', '*'), 100);
  }, rig.auth);
  const popup = await opened;
  await expect(popup.locator('#words')).toHaveText(NOT_FROM_EDITOR);
  expect(rig.github.granted.length).toBe(granted + 1);
  expect(seen.filter((m) => m.to === rig.github.origin)).toEqual([]);
}

export async function handshakeOnly(rig: SignInRig, page: Page, context: BrowserContext) {
  const { got, answer } = await openFromSite(rig, page, context);
  // Another window of the site's origin, which did not open the pop-up, answers the handshake.
  const opened = context.waitForEvent('page');
  await page.evaluate(() => {
    (window as unknown as Opener).__other = window.open('', 'other');
  });
  const other = await opened;
  await other.evaluate(
    (origin) => (window.opener as Opener).__popup!.postMessage('authorizing:github', origin),
    rig.service,
  );
  // The opener says something that is not the handshake.
  await answer('authorizing:gitlab');
  // A message that must not come: the pause is the point (a handed-over token takes milliseconds).
  // eslint-disable-next-line no-restricted-syntax
  await page.waitForTimeout(1_000);
  expect(await got()).toEqual(['authorizing:github']);
  // Then the handshake itself: the token comes.
  await answer('authorizing:github');
  const token = rig.github.granted.at(-1);
  await expect
    .poll(got)
    .toEqual([
      'authorizing:github',
      `authorization:github:success:{"token":"${token}","provider":"github"}`,
    ]);
}

export async function oddToken(rig: SignInRig, page: Page, context: BrowserContext) {
  rig.github.next.token = 'odd';
  const { popup, got, answer } = await openFromSite(rig, page, context);
  await answer('authorizing:github');
  await expect.poll(got).toEqual(['authorizing:github', ODD_HANDOVER]);
  await expect(popup.locator('#words')).toHaveText(SIGNING_IN);
}

/** GET `path` on `origin` as written (no browser's normalising): status, Location, body. */
function rawGet(origin: string, path: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status?: number; location?: string; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode, location: response.headers.location, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

export async function configuredCallback(rig: SignInRig, page: Page) {
  // A sign-in started at a path below /callback: GitHub is asked for the configured callback all the same.
  const before = rig.github.authorizeRequests.length;
  await page.goto(`${rig.auth}/callback/auth?provider=github`);
  await expect(page.locator('#words')).toHaveText(NOT_FROM_EDITOR);
  expect(rig.github.authorizeRequests.slice(before)).toEqual([`${rig.auth}/callback`]);
  expect(rig.github.tokenRequests.at(-1)?.['redirect_uri']).toBe(`${rig.auth}/callback`);
  expect(page.url().startsWith(`${rig.auth}/callback?`)).toBe(true);
  // An address that would make the callback another host's, were it taken from the request.
  const base = new URL(rig.auth).pathname.replace(/\/$/, '');
  for (const path of [`${base}//evil.example/auth`, `${base}/\\evil.example/auth`]) {
    const answer = await rawGet(rig.service, path);
    expect(answer.status, path).toBe(404);
    expect(answer.location, path).toBeUndefined();
    // The Worker answers it with its own words; Cloudflare Pages' router gives a path with an empty
    // segment to no Function at all (an empty 404 of its own).
    if (base === '') expect(answer.body, path).toContain(NOT_FOUND);
  }
  expect(rig.github.authorizeRequests.length).toBe(before + 1);
}
