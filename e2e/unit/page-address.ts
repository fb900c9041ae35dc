import { LEGACY_REDIRECTS } from '../site/routes';

/*
 * Where a page lives for search engines, as the site intends it (components/seo/page-seo.ts, the sitemap
 * in search-engines.spec.ts), written as the rule and not asked of the site's code:
 *
 * - A page's address is its dark-tree page in its own language: /light/about/ and /about/ are the same
 *   page in two themes, so both say https://rawnaq.studio/about/; /ar/light/about/ and /ar/about/ say
 *   …/ar/about/. A light tree is never an address (the sitemap lists none). A moved page (the legacy
 *   /team-details/) gives its new address in its language.
 * - Its twin in the other language is the same address with /ar added or taken away.
 */

/** `/ar/light/about/` → `/ar/about/`, `/light/` → `/`: the page in the dark tree of its language. */
export const darkOf = (route: string) => route.replace(/^(\/ar)?\/light(?=\/)/, '$1');

/** Whether a path is in Arabic: `/ar/`, `/ar/light/about/`. */
export const isArabicPath = (path: string) => path === '/ar/' || path.startsWith('/ar/');

/** The same page in English (`/ar/about/` → `/about/`) and in Arabic (`/about/` → `/ar/about/`). */
export const englishOf = (path: string) => (isArabicPath(path) ? path.slice('/ar'.length) : path);
export const arabicOf = (path: string) => `/ar${englishOf(path)}`;

/** The address a page gives as its own: its dark page, or a moved page's new one, in its language. */
export function addressOf(route: string): string {
  const dark = darkOf(route);
  const moved = LEGACY_REDIRECTS[englishOf(dark)];
  if (moved === undefined) return dark;
  return isArabicPath(dark) ? arabicOf(moved) : moved;
}
