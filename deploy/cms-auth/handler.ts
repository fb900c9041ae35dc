/*
 * The web editor's GitHub sign-in service: Decap CMS's external OAuth protocol for GitHub on the Web's
 * own Request and Response, so that the same handler runs as a Cloudflare Worker (worker.ts), as a
 * Cloudflare Pages Function beside the site (functions/cms-auth/[[path]].ts) and in Node.
 *
 *   GET …/auth      a random `state`, kept in an HttpOnly cookie of the pop-up for ten minutes, and a
 *                   redirect to GitHub's authorize page with it;
 *   GET …/callback  the `state` checked against the cookie (and the cookie cleared: a state serves
 *                   once), GitHub's code exchanged for a token with the client secret, and a page that
 *                   hands the token to the editor's window only (page.ts).
 *
 * Every failure is a page in the editor's language saying what happened, which it also hands to the
 * editor (Decap shows it on its sign-in page). The token is in no address, log or cookie.
 */
import { cmsAuthWords, type CmsAuthLang } from '../../components/i18n/cms-auth';
import { PROVIDER, popupPage, say, serviceHeaders, type Words } from './page';
import { readSettings, type AuthEnv, type AuthSettings } from './settings';

export type { AuthEnv } from './settings';

/** How long a sign-in may take between the editor's click and GitHub's answer. */
const STATE_SECONDS = 600;

/** The cookie that binds a sign-in to the pop-up that started it (`__Host-`: this host, path /, HTTPS only). */
const cookieName = (url: URL) =>
  url.protocol === 'https:' ? '__Host-cms-auth-state' : 'cms-auth-state';

function cookie(url: URL, value: string, maxAge: number): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  // Lax: GitHub's redirect back is a top-level navigation from another site, which Lax lets through.
  return `${cookieName(url)}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const LANGS = Object.keys(cmsAuthWords) as CmsAuthLang[];
const isLang = (value: string | null | undefined): value is CmsAuthLang =>
  !!value && (LANGS as string[]).includes(value);

/** The editor's language: `?lang=`, else the first of English and Arabic the browser prefers. */
function languageOf(request: Request, url: URL): CmsAuthLang {
  const asked = url.searchParams.get('lang');
  if (isLang(asked)) return asked;
  const preferred = (request.headers.get('Accept-Language') ?? '')
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: tag.toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((item) => item.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .find((item) => isLang(item.lang));
  return (preferred?.lang as CmsAuthLang | undefined) ?? 'en';
}

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

async function start(url: URL, settings: AuthSettings, lang: CmsAuthLang): Promise<Response> {
  const state = randomState();
  const callback = new URL(url.pathname.replace(/auth\/?$/, 'callback'), url.origin);
  const authorize = new URL('/login/oauth/authorize', settings.githubUrl);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: callback.href,
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

/** GitHub's token for the code, or GitHub's error code (sanitised: it is shown to the editor). */
async function exchange(
  settings: AuthSettings,
  code: string,
  redirectUri: string,
): Promise<{ token: string } | { error: string }> {
  let answer: { access_token?: unknown; error?: unknown };
  try {
    const response = await fetch(new URL('/login/oauth/access_token', settings.githubUrl), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    });
    answer = (await response.json()) as typeof answer;
    if (!response.ok && !answer.error) return { error: `http_${response.status}` };
  } catch {
    return { error: 'unreachable' };
  }
  if (typeof answer.access_token === 'string' && answer.access_token)
    return { token: answer.access_token };
  return {
    error: String(answer.error ?? 'no_token')
      .replace(/[^\w.-]/g, '')
      .slice(0, 60),
  };
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
  const state = url.searchParams.get('state');
  if (!state) return fail({ words: 'stateMissing', status: 400 });
  if (!expected) return fail({ words: 'stateUsed', status: 400 });
  if (!sameString(state, expected)) return fail({ words: 'stateWrong', status: 400 });
  const error = url.searchParams.get('error');
  if (error === 'access_denied') return fail({ words: 'denied', status: 403 });
  if (error)
    return fail({ words: 'github', status: 502, vars: { code: error.replace(/[^\w.-]/g, '') } });
  const code = url.searchParams.get('code');
  if (!code) return fail({ words: 'github', status: 502, vars: { code: 'no_code' } });
  const result = await exchange(settings, code, `${url.origin}${url.pathname}`);
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
 * Answers one request. `siteOrigin` stands in for CMS_SITE_ORIGIN when it is not set (the Pages
 * Function passes its own origin: there the site and the service are one).
 */
export async function handleCmsAuth(
  request: Request,
  env: AuthEnv,
  siteOrigin?: string,
): Promise<Response> {
  const url = new URL(request.url);
  const lang = languageOf(request, url);
  const route = /\/(auth|callback)\/?$/.exec(url.pathname)?.[1];
  if (!route || request.method !== 'GET')
    return popupPage({ lang, status: route ? 405 : 404, text: say(lang, 'notFound') });
  const read = readSettings(env, siteOrigin);
  if ('missing' in read)
    return failurePage(
      lang,
      { words: 'setting', status: 500, vars: { setting: read.missing } },
      undefined,
    );
  return route === 'auth'
    ? start(url, read.settings, lang)
    : finish(request, url, read.settings, lang);
}
