import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { islandAr, islandEn } from '../../components/i18n/island-dictionaries';
import { splitPath } from '../../components/ui/tree-href';
import {
  exportedRoutes,
  fileOf,
  isArabic,
  isLight,
  outDir,
  resolves,
  toArabic,
  toDark,
  toEnglish,
  toLight,
} from './routes';
import { decodeEntities } from '../../pipeline/html-entities';

/*
 * Reads the exported HTML (no browser): every internal <a href> resolves to a file in out/, and each
 * tree (theme and language) keeps the visitor in it: the theme switch and the language switch are the
 * links that cross over.
 */

interface Anchor {
  /** The page the link is on: `/about/`, `/light/about/`, `/404.html`. */
  page: string;
  href: string;
  /** The link's markup, to tell the theme switch apart. */
  markup: string;
}

const ORIGIN = 'http://site.invalid';
/** The theme switch's accessible names, in both languages. */
const THEME_SWITCH_NAMES = [islandEn, islandAr].flatMap((t) => [t.toLightTheme, t.toDarkTheme]);
/** Folders of files (not pages) that both trees share. */
const FILE_PREFIXES = ['/images/', '/_next/', '/videos/'];

/** The <a href> links in an HTML document (inline script text and comments are not markup). */
function anchors(page: string, html: string): Anchor[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const found: Anchor[] = [];
  for (const match of markup.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    const attrs = match[1] ?? '';
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (!href) continue;
    found.push({
      page,
      href: decodeEntities((href[1] ?? href[2] ?? href[3] ?? '').trim()),
      markup: match[0],
    });
  }
  return found;
}

/** Every exported HTML page, as [URL path, file]. */
function htmlPages(): [string, string][] {
  const pages: [string, string][] = exportedRoutes().map((route) => [route, fileOf(route)]);
  const notFound = join(outDir, '404.html');
  if (existsSync(notFound)) pages.push(['/404.html', notFound]);
  return pages;
}

const allAnchors = htmlPages().flatMap(([page, file]) => anchors(page, readFileSync(file, 'utf8')));

/** The same-site path a link goes to (decoded, no query or hash), or undefined for `#`, external and other schemes. */
function internalPath(anchor: Anchor): string | undefined {
  if (anchor.href === '#') return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, ORIGIN + anchor.page);
  } catch {
    return `(unparsable: ${anchor.href})`;
  }
  if (url.origin !== ORIGIN) return undefined; // https:, mailto:, tel: and other sites
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

const isThemeSwitch = (anchor: Anchor) =>
  THEME_SWITCH_NAMES.some((name) => anchor.markup.includes(`aria-label="${name}"`));
/** The language switch: the one link that names its target's language. */
const isLanguageSwitch = (anchor: Anchor) => /\shreflang="/i.test(anchor.markup);
const isFileLink = (path: string) =>
  FILE_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
  /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
/** Whether a site path is in the same theme and language as the page a link is on. */
const sameTree = (path: string, page: string) => {
  const [to, from] = [splitPath(path), splitPath(page)];
  return to.tree === from.tree && to.locale === from.locale;
};
const describe = (anchor: Anchor) => `${anchor.page}: <a href="${anchor.href}">`;

test.describe('links in the export', () => {
  test('the export has pages with links (run npm run build first)', () => {
    expect(allAnchors.length).toBeGreaterThan(0);
  });

  test('every internal link resolves to a file in out/', () => {
    const broken = allAnchors
      .filter((anchor) => {
        if (anchor.href === '') return true;
        const path = internalPath(anchor);
        return path !== undefined && !resolves(path);
      })
      .map(describe);
    expect([...new Set(broken)]).toEqual([]);
  });

  test("every internal link stays in its page's theme and language, but files and the two switches", () => {
    const leaving = allAnchors
      .filter((anchor) => anchor.page !== '/404.html')
      .filter((anchor) => !isThemeSwitch(anchor) && !isLanguageSwitch(anchor))
      .filter((anchor) => {
        const path = internalPath(anchor);
        return path !== undefined && !isFileLink(path) && !sameTree(path, anchor.page);
      })
      .map(describe);
    expect(leaving.length, 'links checked').toBeLessThan(allAnchors.length);
    expect([...new Set(leaving)].slice(0, 40)).toEqual([]);
  });

  test('the language switch on a page goes to its twin in the other language, same theme', () => {
    const wrong: string[] = [];
    let switches = 0;
    for (const [page, file] of htmlPages()) {
      if (page === '/404.html') continue;
      for (const anchor of anchors(page, readFileSync(file, 'utf8')).filter(isLanguageSwitch)) {
        switches++;
        const twin = isArabic(page) ? toEnglish(page) : toArabic(page);
        if (internalPath(anchor) !== twin) wrong.push(`${describe(anchor)} should go to ${twin}`);
        const lang = isArabic(page) ? 'en' : 'ar';
        if (
          !anchor.markup.includes(`hrefLang="${lang}"`) &&
          !anchor.markup.includes(`hreflang="${lang}"`)
        )
          wrong.push(`${describe(anchor)} should say hreflang="${lang}"`);
      }
    }
    expect(switches, 'language switches found').toBeGreaterThan(htmlPages().length - 2);
    expect(wrong).toEqual([]);
  });

  test('the theme switch on a page goes to its twin in the other tree', () => {
    const wrong: string[] = [];
    for (const [page, file] of htmlPages()) {
      if (page === '/404.html') continue; // one file for both trees: its switch is set in the browser
      const switches = anchors(page, readFileSync(file, 'utf8')).filter(isThemeSwitch);
      const twin = isLight(page) ? toDark(page) : toLight(page);
      for (const anchor of switches) {
        if (internalPath(anchor) !== twin) wrong.push(`${describe(anchor)} should go to ${twin}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
