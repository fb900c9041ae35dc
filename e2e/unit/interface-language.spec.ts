import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { exportedRoutes, fileOf, outDir } from '../site/routes';
import {
  allowedForeignWords,
  DICTIONARIES,
  foreignWords,
  MEANT_IN_OTHER_SCRIPT,
  MEANT_SAME,
  pairs,
} from './interface-language';
import { pageTextByLanguage } from './page-text';
import { EDITOR_SAME } from './editor-dictionaries';
import { sitePaths } from '../../content/site-paths';

/*
 * The interface speaks the page's language, on every page of the export (no browser) and in every
 * dictionary. What is interface and what is content on a page: the content's own strings are known
 * (every string of the content files of that language, as the loaders read them), so a word in the
 * other script that the page's content writes so (a brand, a person's or a product's name, an address)
 * may show; any other such word on the page is the interface's (the header, the footer, buttons,
 * labels, form texts, messages, aria-labels, titles, alt texts), and fails. The page's text is what a
 * visitor reads or hears (page-text.ts: text and alt, placeholder, title, aria-label). Texts an island
 * shows only after an action (a failed load's message, the search dialog) are not in the HTML: the
 * dictionary checks below hold those.
 */

/** Every exported page (the one 404 page too, which holds both languages), with its text by language. */
function pagesByLanguage(): { page: string; texts: Map<string, string> }[] {
  const pages = exportedRoutes().map((route): [string, string] => [route, fileOf(route)]);
  const notFound = join(outDir, '404.html');
  if (existsSync(notFound)) pages.push(['/404.html', notFound]);
  return pages.map(([page, file]) => ({
    page,
    texts: pageTextByLanguage(readFileSync(file, 'utf8')),
  }));
}

let read: ReturnType<typeof pagesByLanguage> | undefined;
/** Read once, by the first test that needs them (so its time shows the reading). */
const pages = () => (read ??= pagesByLanguage());

for (const locale of ['ar', 'en'] as const) {
  const [language, other] = locale === 'ar' ? ['Arabic', 'Latin'] : ['English', 'Arabic'];
  test(`no word in ${other} letters in the interface of ${language} text, on every page`, () => {
    const ofLanguage = pages().filter(({ texts }) => texts.has(locale));
    // The language's two trees at least (content/site-paths.ts lists one tree's pages).
    expect(ofLanguage.length, `${language} pages in out/ (npm run build)`).toBeGreaterThanOrEqual(
      2 * sitePaths().size,
    );
    const allowed = allowedForeignWords(locale);
    /** Each word found, with the pages it is on and where on the first one. */
    const found = new Map<string, { pages: string[]; context: string }>();
    for (const { page, texts } of ofLanguage) {
      const text = texts.get(locale)!.replace(/\s+/g, ' ');
      for (const word of new Set(foreignWords(text, locale))) {
        if (allowed.has(word)) continue;
        const entry = found.get(word);
        if (entry) entry.pages.push(page);
        else {
          const at = text.search(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u'));
          found.set(word, { pages: [page], context: text.slice(Math.max(0, at - 40), at + 40) });
        }
      }
    }
    const report = [...found].map(
      ([word, { pages: on, context }]) =>
        `"${word}" on ${on.length} page(s), e.g. ${on[0]}: "…${context.trim()}…"`,
    );
    expect(report, `${other} words in the interface of ${language} text`).toEqual([]);
  });
}

test('every text of a page is marked English or Arabic', () => {
  const unmarked = pages().flatMap(({ page, texts }) =>
    [...texts.keys()]
      .filter((lang) => lang !== 'en' && lang !== 'ar')
      .map((lang) => `${page}: lang="${lang}"`),
  );
  expect(unmarked).toEqual([]);
});

test('no entry of an Arabic dictionary is left as its English twin, unless meant', () => {
  const same = DICTIONARIES.flatMap(({ file, en, ar }) =>
    pairs(en, ar)
      .filter(
        ([path, english, arabic]) =>
          english === arabic && !MEANT_SAME[`${file} ${path}`] && !EDITOR_SAME.includes(english),
      )
      .map(([path, english]) => `${file} ${path}: "${english}" (the same as in English)`),
  );
  expect(same).toEqual([]);
});

test("no dictionary word in the other language's letters, but the meant ones", () => {
  const wrong = DICTIONARIES.flatMap(({ file, en, ar, ...entry }) =>
    pairs(en, ar).flatMap(([path, english, arabic]) =>
      (
        [
          ['ar', arabic],
          ['en', english],
        ] as const
      ).flatMap(([locale, text]) =>
        foreignWords(text, locale)
          .filter(
            (word) => !(word in MEANT_IN_OTHER_SCRIPT[locale]) && !(word in (entry.meant ?? {})),
          )
          .map((word) => `${file} ${path} (${locale}): "${word}" in "${text}"`),
      ),
    ),
  );
  expect(wrong).toEqual([]);
});

test('every Arabic dictionary of the components is one the checks read', () => {
  // A dictionary added later (an island's own) is checked from its first day.
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  const checked = new Set(DICTIONARIES.flatMap((d) => d.exports));
  const exported = files(join(process.cwd(), 'components')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export const (ar|ar[A-Z]\w*|\w+Ar)\b/g)].map(
      (match) => `${file.slice(process.cwd().length + 1)}: ${match[1]}`,
    ),
  );
  expect(exported.length).toBeGreaterThan(0);
  expect(exported.filter((entry) => !checked.has(entry.split(': ')[1]!))).toEqual([]);
});
