/*
 * The web editor's GitHub sign-in service: Decap CMS's external OAuth protocol for GitHub on the Web's
 * own Request and Response, so that the same handler runs as a Cloudflare Worker (worker.ts), as a
 * Cloudflare Pages Function beside the site (functions/cms-auth/[[path]].ts) and in Node.
 *
 *   GET …/auth      a random `state`, kept in an HttpOnly cookie of the pop-up for ten minutes, and a
 *                   redirect to GitHub's authorize page with it and the configured callback address;
 *   GET …/callback  the `state` checked against the cookie (and the cookie cleared: a state serves
 *                   once), GitHub's code exchanged for a token with the client secret, and a page that
 *                   hands the token to the editor's window only (page.ts).
 *
 * Every address is a setting (settings.ts), none is read from the request: GitHub sends the pop-up back
 * to CMS_AUTH_URL's /callback, and the token goes to CMS_SITE_ORIGIN only, never to an origin other
 * sites share unless its owner has said so. Every failure is a page in the editor's language saying what
 * happened, which it also hands to the editor (Decap shows it on its sign-in page). The token is in no
 * address, log or cookie.
 */
import type { CmsAuthLang } from '../../components/i18n/cms-auth';
import { PROVIDER, popupPage, say, serviceHeaders, type Words } from './page';
import { cookie, cookieName, cookieOf, isLang, languageOf } from './request';
import { readSettings, type AuthEnv, type AuthSettings } from './settings';

export type { AuthEnv } from './settings';

/** How long a sign-in may take between the editor's click and GitHub's answer. */
const STATE_SECONDS = 600;

/** The longest error code of GitHub's the pop-up repeats. */
const CODE_LENGTH = 60;

/** GitHub's error code as the pop-up may show it: letters, digits, `_`, `.` and `-`, at most 60. */
const errorCode = (value: string) => value.replace(/[^\w.-]/g, '').slice(0, CODE_LENGTH);

/** 32 random bytes, URL-safe. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

type Failure = { words: Words; status: number; vars?: Record<string, string> };

/** A failure's page, which hands its words to the editor's window too when the site's origin is known. */
function failurePage(
  lang: CmsAuthLang,
  failure: Failure,
  origin: string | undefined,
  headers?: Record<string, string>,
) {
  const text = say(lang, failure.words, failure.vars);
  return popupPage({
    lang,
    status: failure.status,
    text,
    origin,
    message: `authorization:${PROVIDER}:error:${JSON.stringify({ message: text })}`,
    headers,
  });
}

/** The refusal of a site origin that other sites share (settings.ts, isSharedOrigin). */
const sharedOrigin = (settings: AuthSettings): Failure => ({
  words: 'sharedOrigin',
  status: 403,
  vars: { origin: settings.siteOrigin },
});

async function start(url: URL, settings: AuthSettings, lang: CmsAuthLang): Promise<Response> {
  if (settings.sharedOrigin) return failurePage(lang, sharedOrigin(settings), settings.siteOrigin);
  const state = randomState();
  const authorize = new URL('/login/oauth/authorize', settings.githubUrl);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.callback,
    // The service's scope, whatever the editor asks for: the smallest that lets an editor save.
    scope: settings.scope,
    state,
    allow_signup: 'false',
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      ...(await serviceHeaders()),
      Location: authorize.href,
      'Set-Cookie': cookie(url, `${state}.${lang}`, STATE_SECONDS),
    },
  });
}

/** GitHub's token for the code, or an error code (sanitised: it is shown to the editor). */
async function exchange(
  settings: AuthSettings,
  code: string,
): Promise<{ token: string } | { error: string }> {
  try {
    const response = await fetch(new URL('/login/oauth/access_token', settings.githubUrl), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: settings.callback,
      }),
    });
    // Whatever the body is (`null`, a number, not JSON at all): only an object's fields count.
    const answer: unknown = await response.json().catch(() => undefined);
    const fields = (answer !== null && typeof answer === 'object' ? answer : {}) as {
      access_token?: unknown;
      error?: unknown;
    };
    if (!response.ok && !fields.error) return { error: `http_${response.status}` };
    if (typeof fields.access_token === 'string' && fields.access_token)
      return { token: fields.access_token };
    return { error: errorCode(String(fields.error ?? 'no_token')) };
  } catch {
    return { error: 'unreachable' };
  }
}

async function finish(
  request: Request,
  url: URL,
  settings: AuthSettings,
  asked: CmsAuthLang,
): Promise<Response> {
  const kept = cookieOf(request, cookieName(url));
  const [expected, keptLang] = kept?.split('.') ?? [];
  const lang = isLang(keptLang) ? keptLang : asked;
  // Whatever happens next, this state has served: a second use of the address is refused.
  const headers = { 'Set-Cookie': cookie(url, '', 0) };
  const fail = (failure: Failure) => failurePage(lang, failure, settings.siteOrigin, headers);
  if (settings.sharedOrigin) return fail(sharedOrigin(settings));
  const state = url.searchParams.get('state');
  if (!state) return fail({ words: 'stateMissing', status: 400 });
  if (!expected) return fail({ words: 'stateUsed', status: 400 });
  if (!sameString(state, expected)) return fail({ words: 'stateWrong', status: 400 });
  const error = url.searchParams.get('error');
  if (error === 'access_denied') return fail({ words: 'denied', status: 403 });
  if (error) return fail({ words: 'github', status: 502, vars: { code: errorCode(error) } });
  const code = url.searchParams.get('code');
  if (!code) return fail({ words: 'github', status: 502, vars: { code: 'no_code' } });
  const result = await exchange(settings, code);
  if ('error' in result)
    return fail({ words: 'github', status: 502, vars: { code: result.error } });
  return popupPage({
    lang,
    status: 200,
    text: say(lang, 'signingIn'),
    alone: say(lang, 'notFromEditor'),
    origin: settings.siteOrigin,
    message: `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`,
    headers,
  });
}

/**
 * Answers one request: …/auth or …/callback with GET (404 for any other path, and for a path with `//`
 * or `/\` in it; 405 for another method), with the settings of `env`.
 */
export async function handleCmsAuth(request: Request, env: AuthEnv): Promise<Response> {
  const url = new URL(request.url);
  const lang = languageOf(request, url);
  const route = /\/(auth|callback)\/?$/.exec(url.pathname)?.[1];
  if (!route || /\/[/\\]/.test(url.pathname))
    return popupPage({ lang, status: 404, text: say(lang, 'notFound') });
  if (request.method !== 'GET')
    return popupPage({ lang, status: 405, text: say(lang, 'notFound') });
  const read = readSettings(env);
  if ('missing' in read)
    return failurePage(
      lang,
      { words: 'setting', status: 500, vars: { setting: read.missing } },
      undefined,
      // A sign-in that had started is over: its state is cleared as on any other callback.
      route === 'callback' ? { 'Set-Cookie': cookie(url, '', 0) } : undefined,
    );
  return route === 'auth'
    ? start(url, read.settings, lang)
    : finish(request, url, read.settings, lang);
}
