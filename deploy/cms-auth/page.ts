/*
 * What the sign-in service answers: a small HTML page in the editor's language (its words, and the
 * message it hands to the editor's window), or a redirect, each with the site's own security headers
 * (pipeline/security/site-headers.ts) and a policy that allows this page's one script and style by hash.
 */
import { cmsAuthWords, type CmsAuthLang, type CmsAuthWords } from '../../components/i18n/cms-auth';
import { SITE_HEADERS } from '../../pipeline/security/site-headers';

/** Decap's name for the provider in its messages (`authorizing:github`, `authorization:github:…`). */
export const PROVIDER = 'github';
export const HANDSHAKE = `authorizing:${PROVIDER}`;

/**
 * The pop-up's script. It says `authorizing:github` to its opener, addressed to the site's origin only
 * (a window of any other origin never receives it), and hands over its message only to a reply from
 * that same window and origin; with no reply within a few seconds it tells the person why. The message
 * (the token, or the error's words) is in a JSON element of the page, never in its address.
 */
export const POPUP_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('handover').textContent);
  var words = document.getElementById('words');
  var opener = window.opener;
  var answered = false;
  function alone() {
    if (!answered && data.alone) words.textContent = data.alone;
  }
  if (!opener || !data.origin) return alone();
  function answer(event) {
    if (event.source !== opener || event.origin !== data.origin || event.data !== '${HANDSHAKE}') return;
    answered = true;
    window.removeEventListener('message', answer);
    opener.postMessage(data.message, data.origin);
  }
  window.addEventListener('message', answer);
  opener.postMessage('${HANDSHAKE}', data.origin);
  setTimeout(alone, 3000);
})();`;

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;font:1.125rem/1.6 system-ui,sans-serif;background:#0b0b0f;color:#f4f4f5}main{max-width:32rem;padding:2rem}h1{font-size:1.25rem}`;

async function hashSource(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The policy of every answer: this page's script and style by hash, nothing else, framed by no one. */
export async function servicePolicy(): Promise<string> {
  return [
    "default-src 'none'",
    `script-src ${await hashSource(POPUP_SCRIPT)}`,
    `style-src ${await hashSource(STYLE)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers of every answer: the site's, with no referrer at all (the callback's address holds
 * GitHub's code), never stored, and no Cross-Origin-Opener-Policy: the pop-up must keep its opener to
 * answer the editor (which opens it with `same-origin-allow-popups`).
 */
export async function serviceHeaders(): Promise<Record<string, string>> {
  return {
    ...SITE_HEADERS,
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': await servicePolicy(),
  };
}

export type Words = keyof CmsAuthWords;

/** A sentence of the dictionary with its `{name}` slots filled. */
export const say = (lang: CmsAuthLang, key: Words, vars: Record<string, string> = {}) =>
  cmsAuthWords[lang][key].replace(/\{(\w+)\}/g, (slot, name: string) => vars[name] ?? slot);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type PageOptions = {
  lang: CmsAuthLang;
  status: number;
  /** What the page says. */
  text: string;
  /** What it says when no editor's window answers (a sign-in kept to itself). */
  alone?: string;
  /** The site's origin, the only one the message goes to (none: the page hands nothing over). */
  origin?: string;
  /** Decap's message: `authorization:github:success:{…}` or `authorization:github:error:{…}`. */
  message?: string;
  headers?: Record<string, string>;
};

export async function popupPage(options: PageOptions): Promise<Response> {
  const { lang, text } = options;
  // `<` escaped, so that nothing in the data can close its element.
  const handover = JSON.stringify({
    origin: options.origin ?? null,
    message: options.message ?? null,
    alone: options.alone ?? null,
  }).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(say(lang, 'title'))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(say(lang, 'title'))}</h1>
<p id="words" role="status">${escapeHtml(text)}</p>
</main>
<script type="application/json" id="handover">${handover}</script>
<script>${POPUP_SCRIPT}</script>
</body>
</html>
`;
  return new Response(html, {
    status: options.status,
    headers: {
      ...(await serviceHeaders()),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': lang,
      ...options.headers,
    },
  });
}
