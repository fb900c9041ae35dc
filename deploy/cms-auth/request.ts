/*
 * What the sign-in service reads from a request: the editor's language, and the cookie that binds a
 * sign-in to the pop-up that started it.
 */
import { cmsAuthWords, type CmsAuthLang } from '../../components/i18n/cms-auth';

/** The cookie that binds a sign-in to the pop-up that started it (`__Host-`: this host, path /, HTTPS only). */
export const cookieName = (url: URL) =>
  url.protocol === 'https:' ? '__Host-cms-auth-state' : 'cms-auth-state';

/** The state cookie's header: `value` kept `maxAge` seconds (0 clears it). */
export function cookie(url: URL, value: string, maxAge: number): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  // Lax: GitHub's redirect back is a top-level navigation from another site, which Lax lets through.
  return `${cookieName(url)}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const LANGS = Object.keys(cmsAuthWords) as CmsAuthLang[];
export const isLang = (value: string | null | undefined): value is CmsAuthLang =>
  !!value && (LANGS as string[]).includes(value);

/** The editor's language: `?lang=`, else the first of English and Arabic the browser prefers. */
export function languageOf(request: Request, url: URL): CmsAuthLang {
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
