import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getSite } from '../../content';
import { decodeEntities } from '../../pipeline/html-entities';
import { pageMetaPolicy } from '../../pipeline/security/meta';
import {
  directiveSources,
  hashSource,
  inlineScripts,
  parseAttributes,
} from '../../pipeline/security/policy';
import { exportedRoutes, fileOf, isArabic, isLight, outDir, resolves } from '../site/routes';
import { samples } from '../site/samples';
import { matches, templates } from '../site/templates';

/*
 * What a page's content decides, on EVERY page of the export, without a browser: the exported HTML is
 * read as text (milliseconds a page), so these checks cost the same whatever the number of posts. The
 * browser visits each template's samples only (e2e/site/sweep.spec.ts, samples picked by
 * e2e/site/samples.ts). Beside this file, over every page too: links.spec.ts (every <a href> resolves,
 * trees, the two switches), mirror.spec.ts (the twin in the other language and theme),
 * page-policy.spec.ts (the page's policy is the one its HTML needs), structured-data.spec.ts (JSON-LD
 * that parses and says what its type needs), social-cards.spec.ts (canonical, cards), arabic.spec.ts
 * (no English content left in Arabic pages), interface-language.spec.ts (no interface word in the other
 * language's letters), list-chains.spec.ts (every list page's links to its list's other pages), and the
 * Nu checker (`npm run validate:html`).
 *
 * Here, on each page: every asset it loads or names (src, srcset, poster, <link href>, the card image)
 * is a file in out/; ids are unique; one h1; the title is "<page> - Rawnaq" ("<page> - رونق" in Arabic);
 * <html> has the page's lang, dir and theme class; every <img> has an alt attribute and every raster
 * one its width and height; every link and button has a name; every inline script's hash is in the
 * page's policy.
 */

const siteOrigin = new URL(getSite().url).origin;
const routes = exportedRoutes();

type Tag = { name: string; attrs: Map<string, string>; at: number };
type Page = { route: string; html: string; markup: string; tags: Tag[] };

/** A script's or style's text and comments are not markup. */
const markupOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2\s*>/gi, '$1</$2>');

const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

function read(route: string, file = fileOf(route)): Page {
  const html = readFileSync(file, 'utf8');
  const markup = markupOf(html);
  const tags = [...markup.matchAll(START_TAG)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attrs: parseAttributes(match[2]!.replace(/\/$/, '')),
    at: match.index,
  }));
  return { route, html, markup, tags };
}

const pages = routes.map((route) => read(route));
const notFound = join(outDir, '404.html');
const allFiles = existsSync(notFound) ? [...pages, read('/404.html', notFound)] : pages;

/** The site path a URL names (relative, or absolute on the site's own origin), or undefined for elsewhere. */
function sitePath(url: string, page: string): string | undefined {
  if (url === '' || url.startsWith('#') || url.startsWith('data:')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, `${siteOrigin}${page === '/404.html' ? '/' : page}`);
  } catch {
    return `(unparsable: ${url})`;
  }
  if (parsed.origin !== siteOrigin) return undefined;
  try {
    return decodeURIComponent(parsed.pathname);
  } catch {
    return parsed.pathname;
  }
}

/** Every asset URL a page loads or names: src, srcset, poster, <link href>, the card images. */
function assetUrls(page: Page): string[] {
  const urls: string[] = [];
  for (const { name, attrs } of page.tags) {
    for (const attr of ['src', 'poster']) {
      const value = attrs.get(attr);
      if (value !== undefined && name !== 'iframe') urls.push(value);
    }
    for (const attr of ['srcset', 'imagesrcset']) {
      const value = attrs.get(attr);
      if (value) urls.push(...value.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''));
    }
    if (name === 'link' && attrs.get('href') !== undefined) urls.push(attrs.get('href')!);
    if (
      name === 'meta' &&
      /^(og:image|twitter:image)$/.test(attrs.get('property') ?? attrs.get('name') ?? '')
    )
      urls.push(attrs.get('content') ?? '');
  }
  return urls;
}

const RASTER = /\.(avif|webp|png|jpe?g|gif)(\?|$)/i;
const problemsOf = <T>(items: T[], check: (item: T) => string[]) => items.flatMap(check);

test.describe('every exported page, read without a browser', () => {
  test('the export has pages (run npm run build first)', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  test('every asset a page loads or names is a file in out/', () => {
    const missing = problemsOf(allFiles, (page) =>
      assetUrls(page).flatMap((url) => {
        const path = sitePath(url, page.route);
        return path === undefined || resolves(path) ? [] : [`${page.route}: ${url}`];
      }),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  test('ids are unique on each page', () => {
    const twice = problemsOf(allFiles, (page) => {
      const seen = new Set<string>();
      const repeated = new Set<string>();
      for (const { attrs } of page.tags) {
        const id = attrs.get('id');
        if (id === undefined) continue;
        if (seen.has(id)) repeated.add(id);
        seen.add(id);
      }
      return [...repeated].map((id) => `${page.route}: id="${id}" more than once`);
    });
    expect(twice).toEqual([]);
  });

  // Not 404.html: one file for both languages, it holds both headings and shows one (the sweep's
  // not-found test reads it in the browser, in the four trees).
  test('each page has one h1 and a title "<page> - Rawnaq" ("<page> - رونق" in Arabic)', () => {
    const wrong = problemsOf(pages, (page) => {
      const found: string[] = [];
      const h1 = page.tags.filter((tag) => tag.name === 'h1').length;
      if (h1 !== 1) found.push(`${page.route}: ${h1} h1 elements`);
      const titles = [...page.html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) =>
        decodeEntities(m[1]!),
      );
      const pattern = isArabic(page.route) ? /^\S.* - رونق$/ : /^\S.* - Rawnaq$/;
      if (titles.length !== 1 || !pattern.test(titles[0]!))
        found.push(`${page.route}: title ${JSON.stringify(titles)} is not ${pattern}`);
      return found;
    });
    expect(wrong).toEqual([]);
  });

  test('<html> has the lang, dir and theme class of its tree', () => {
    const wrong = problemsOf(pages, (page) => {
      const html = page.tags.find((tag) => tag.name === 'html');
      const arabic = isArabic(page.route);
      const expected = {
        lang: arabic ? 'ar' : 'en',
        dir: arabic ? 'rtl' : 'ltr',
        theme: isLight(page.route) ? 'light' : 'dark',
      };
      const classes = (html?.attrs.get('class') ?? '').split(/\s+/);
      const actual = {
        lang: html?.attrs.get('lang'),
        dir: html?.attrs.get('dir'),
        theme: classes.filter((name) => /^(dark|light)$/.test(name)).join(' '),
      };
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [`${page.route}: ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
  });

  test('every picture has an alt attribute, and every raster picture its width and height', () => {
    const wrong = problemsOf(allFiles, (page) =>
      page.tags
        .filter((tag) => tag.name === 'img')
        .flatMap(({ attrs }) => {
          const src = attrs.get('src') ?? '';
          const found: string[] = [];
          if (!attrs.has('alt')) found.push(`${page.route}: <img src="${src}"> has no alt`);
          if (
            RASTER.test(src) &&
            !(/^\d+$/.test(attrs.get('width') ?? '') && /^\d+$/.test(attrs.get('height') ?? ''))
          )
            found.push(`${page.route}: <img src="${src}"> has no width and height`);
          return found;
        }),
    );
    expect(wrong).toEqual([]);
  });

  test('every link and button has a name (its text, a label, or a picture with alt text)', () => {
    const nameless = problemsOf(allFiles, (page) =>
      [...page.markup.matchAll(/<(a|button)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1>/gi)]
        .filter(([, name, source]) => name!.toLowerCase() === 'button' || /\shref=/i.test(source!))
        .filter(([, , source, inner]) => {
          const attrs = parseAttributes(source!);
          if (attrs.get('aria-hidden') === 'true' || attrs.has('hidden')) return false;
          if ((attrs.get('aria-label') ?? '').trim() || attrs.get('aria-labelledby')) return false;
          if ((attrs.get('title') ?? '').trim()) return false;
          const text = decodeEntities(inner!.replace(/<[^>]*>/g, ' ')).trim();
          const alts = [...inner!.matchAll(/\s(?:alt|aria-label)="([^"]+)"/g)];
          return !text && alts.length === 0;
        })
        .map(([whole]) => `${page.route}: ${whole!.slice(0, 160)}`),
    );
    expect(nameless).toEqual([]);
  });

  test("every inline script's hash is in its page's policy", () => {
    const unlisted = problemsOf(allFiles, (page) => {
      const policy = pageMetaPolicy(page.html);
      if (policy === undefined) return [`${page.route}: no policy <meta>`];
      const listed = new Set(directiveSources(policy, 'script-src'));
      return inlineScripts(page.html)
        .map(hashSource)
        .filter((hash) => !listed.has(hash))
        .map((hash) => `${page.route}: an inline script whose hash ${hash} is not in script-src`);
    });
    expect(unlisted).toEqual([]);
  });

  test('every page belongs to a template of app/, and every template has samples in the browser', () => {
    const all = templates();
    const darkEnglish = routes.filter((route) => !isLight(route) && !isArabic(route));
    const orphans = darkEnglish.filter(
      (route) => !all.some((template) => matches(template, route)),
    );
    expect(orphans, 'pages of no template').toEqual([]);
    const sampled = new Set(samples(routes).map((sample) => sample.template));
    const unsampled = all.filter(
      (template) => darkEnglish.some((route) => matches(template, route)) && !sampled.has(template),
    );
    expect(unsampled, 'templates with pages but no sample').toEqual([]);
  });
});
