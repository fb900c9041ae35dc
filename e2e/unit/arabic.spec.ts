import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { COLLECTION_NAMES } from '../../content/collections';
import { collectionIds } from '../../content/load-collection';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { en } from '../../components/i18n/en';
import { ar } from '../../components/i18n/ar';
import { islandAr, islandEn } from '../../components/i18n/island-dictionaries';
import { shopAr } from '../../components/i18n/shop-ar';
import { shopEn } from '../../components/i18n/shop-en';
import { getPageNames } from '../../content';
import { arabicFile, englishFile } from '../../content/twin';
import { pageText } from './page-text';

/*
 * No English left on an Arabic page: every Arabic page of the export (out/ar/) is searched for the
 * English interface words (the dictionaries' English side) and the English content (every sentence of
 * content/*.json that its Arabic twin translates). Brand names, kept in Latin letters in both languages,
 * are the same on both sides and so never searched for, nor is any word the Arabic content keeps in
 * Latin letters.
 */

const outDir = join(process.cwd(), 'out');
const contentDir = join(process.cwd(), 'content');

/** [English, Arabic] for every string at the same place in two parallel values. */
function pairs(
  english: unknown,
  arabic: unknown,
  out: [string, string][] = [],
): [string, string][] {
  if (typeof english === 'string' && typeof arabic === 'string') out.push([english, arabic]);
  else if (Array.isArray(english) && Array.isArray(arabic))
    english.forEach((item, i) => pairs(item, arabic[i], out));
  else if (english && arabic && typeof english === 'object' && typeof arabic === 'object')
    for (const [key, value] of Object.entries(english))
      pairs(value, (arabic as Record<string, unknown>)[key], out);
  return out;
}

/**
 * The English phrases an Arabic page must not show: the longest run of words between placeholders
 * ("Go to slide {n}" → "Go to slide"), when it differs from the Arabic and has Latin words in it.
 * Content sentences count from three words (shorter ones are names and labels an Arabic page may
 * rightly quote); interface words count from one word of three letters.
 */
function phrases(list: [string, string][], minWords: number): Set<string> {
  const found = new Set<string>();
  for (const [english, arabic] of list) {
    if (english === arabic) continue;
    const longest = english
      .split(/\{\w+\}/)
      .map((part) => part.trim().replace(/^[^A-Za-z]+|[^A-Za-z.!?]+$/g, ''))
      .sort((a, b) => b.length - a.length)[0];
    if (!longest || !/[A-Za-z]{3}/.test(longest)) continue;
    if (longest.split(/\s+/).length >= minWords) found.add(longest);
  }
  return found;
}

function contentPairs(): [string, string][] {
  const files = [
    ...readdirSync(contentDir)
      .filter((name) => name.endsWith('.en.json'))
      .map((name) => name.replace(/\.en\.json$/, '.json')),
    ...getPageNames().map((name) => `pages/${name}.json`),
    ...COLLECTION_NAMES.flatMap((name) => collectionIds(name).map((id) => `${name}/${id}.json`)),
  ];
  return files.flatMap((file) =>
    pairs(
      JSON.parse(readFileSync(join(contentDir, englishFile(file)), 'utf8')),
      JSON.parse(readFileSync(join(contentDir, arabicFile(file)), 'utf8')),
    ),
  );
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

test('no English interface word or sentence is left on an Arabic page', () => {
  const pages = arabicPages();
  expect(pages.length, 'Arabic pages in out/ar/ (npm run build)').toBeGreaterThan(100);
  const interfaceWords = phrases(
    [...pairs(en, ar), ...pairs(shopEn, shopAr), ...pairs(islandEn, islandAr)],
    1,
  );
  const sentences = phrases(contentPairs(), 1);
  // What the Arabic content itself keeps in Latin letters (a brand, "MENA Motion") may show.
  const keptInLatin = contentPairs()
    .map(([, arabic]) => arabic)
    .join('\n');
  const patterns = [...interfaceWords, ...sentences]
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
