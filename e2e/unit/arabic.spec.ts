import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contentPairs } from './interface-language';
import { pageText } from './page-text';
import { pagesOfOneTree } from './export-floor';

/*
 * No English sentence of the content left on an Arabic page: every Arabic page of the export (out/ar/)
 * is searched for the English content (every sentence of content/*.json that its Arabic twin
 * translates). Brand names, kept in Latin letters in both languages, are the same on both sides and so
 * never searched for, nor is any word the Arabic content keeps in Latin letters. The interface (every
 * word in Latin letters that the Arabic content does not write so) is interface-language.spec.ts's.
 */

const outDir = join(process.cwd(), 'out');

/**
 * The English phrases an Arabic page must not show: the longest run of words between placeholders,
 * when it differs from the Arabic and has Latin words in it.
 */
function phrases(list: [string, string][]): Set<string> {
  const found = new Set<string>();
  for (const [english, arabic] of list) {
    if (english === arabic) continue;
    const longest = english
      .split(/\{\w+\}/)
      .map((part) => part.trim().replace(/^[^A-Za-z]+|[^A-Za-z.!?]+$/g, ''))
      .sort((a, b) => b.length - a.length)[0];
    if (longest && /[A-Za-z]{3}/.test(longest)) found.add(longest);
  }
  return found;
}

function arabicPages(dir = join(outDir, 'ar')): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return arabicPages(path);
    return entry.name === 'index.html' ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('no English sentence of the content is left on an Arabic page', () => {
  const pages = arabicPages();
  expect(pages.length, 'Arabic pages in out/ar/ (npm run build)').toBeGreaterThanOrEqual(
    pagesOfOneTree(),
  );
  const sentences = phrases(contentPairs());
  // What the Arabic content itself keeps in Latin letters (a brand, "MENA Motion") may show.
  const keptInLatin = contentPairs()
    .map(([, arabic]) => arabic)
    .join('\n');
  const patterns = [...sentences]
    .map((phrase) => [phrase, new RegExp(`(?<![A-Za-z])${escape(phrase)}(?![A-Za-z])`)] as const)
    .filter(([, pattern]) => !pattern.test(keptInLatin));
  /** Each phrase found, with the pages it is on. */
  const left = new Map<string, string[]>();
  for (const file of pages) {
    const text = pageText(readFileSync(file, 'utf8'));
    for (const [phrase, pattern] of patterns)
      if (pattern.test(text))
        left.set(phrase, [...(left.get(phrase) ?? []), file.slice(outDir.length)]);
  }
  const report = [...left].map(
    ([phrase, where]) => `"${phrase}" on ${where.length} page(s), e.g. ${where[0]}`,
  );
  expect(report, 'English on Arabic pages').toEqual([]);
});

test('every Arabic page says so: lang="ar" and dir="rtl" in the HTML the server sends', () => {
  const wrong = arabicPages()
    .filter((file) => !/<html\b[^>]*\blang="ar"[^>]*\bdir="rtl"/.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(outDir.length));
  expect(wrong).toEqual([]);
});
