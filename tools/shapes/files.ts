/*
 * What the shapes change in a copy's content/: its single files (`site.en.json`, `faqs.ar.json`, a page
 * of pages/) read and written as the editor writes them, an item removed in both languages, and the
 * items of a collection in the site's order. The items themselves are read and written by the scale
 * command's helpers (tools/scale/items.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS, type CollectionName } from '../../content/collections';
import { formatContentJson } from '../../content/format-json';
import { LOCALES, type Locale } from '../../content/locale';
import { readItems, type Json, type Twin } from '../scale/items';

export { LOCALES, type Locale };

/** `site.json` in a language: `site.en.json`; `pages/about.json`: `pages/about.ar.json`. */
const fileIn = (contentDir: string, file: string, locale: Locale) =>
  join(contentDir, file.replace(/\.json$/, `.${locale}.json`));

export const readJson = <T = Json>(contentDir: string, file: string, locale: Locale) =>
  JSON.parse(readFileSync(fileIn(contentDir, file, locale), 'utf8')) as T;

export function writeJson(contentDir: string, file: string, locale: Locale, data: unknown): void {
  writeFileSync(fileIn(contentDir, file, locale), formatContentJson(data));
}

/** Changes a single file in both languages: `change` gets each language's data and its language. */
export function editBoth<T = Json>(
  contentDir: string,
  file: string,
  change: (data: T, locale: Locale) => T | void,
): void {
  for (const locale of LOCALES) {
    const data = readJson<T>(contentDir, file, locale);
    writeJson(contentDir, file, locale, change(data, locale) ?? data);
  }
}

export function removeItem(contentDir: string, collection: CollectionName, id: string): void {
  for (const locale of LOCALES) rmSync(join(contentDir, collection, `${id}.${locale}.json`));
}

/** A collection's items in the order the site shows them: posts newest first, the others by `order`. */
export function itemsInOrder(contentDir: string, collection: CollectionName): Twin[] {
  const items = readItems(contentDir, collection);
  return COLLECTIONS[collection].sort === 'date'
    ? items.sort((a, b) => String(b.en['date']).localeCompare(String(a.en['date'])))
    : items.sort((a, b) => Number(a.en['order']) - Number(b.en['order']));
}

/** Today as YYYY-MM-DD (UTC), the date an editor's post of today carries. */
export const today = () => new Date().toISOString().slice(0, 10);
