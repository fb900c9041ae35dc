/*
 * The item files of a copy's content/ (content/collections.ts: `<collection>/<slug>.<lang>.json`), read
 * and written as the editor writes them (content/format-json.ts), and the small text helpers the growth
 * needs. Nothing here knows about any one collection.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatContentJson } from '../../content/format-json';

export type Json = Record<string, unknown>;

/** An item in both languages, as its two files hold it (`$schema` and `order` included). */
export interface Twin {
  id: string;
  en: Json;
  ar: Json;
}

/** Every item of a collection of `contentDir`, English and Arabic, in file-name order. */
export function readItems(contentDir: string, collection: string): Twin[] {
  const dir = join(contentDir, collection);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.en.json'))
    .sort()
    .map((file) => {
      const id = file.slice(0, -'.en.json'.length);
      const read = (lang: string) =>
        JSON.parse(readFileSync(join(dir, `${id}.${lang}.json`), 'utf8')) as Json;
      return { id, en: read('en'), ar: read('ar') };
    });
}

export function writeItem(contentDir: string, collection: string, item: Twin): void {
  for (const lang of ['en', 'ar'] as const)
    writeFileSync(
      join(contentDir, collection, `${item.id}.${lang}.json`),
      formatContentJson(item[lang]),
    );
}

/** `value` with `change` applied to every string in it, keys kept. */
export function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    ) as T;
  return value;
}

/**
 * 12 → "12": a number in an Arabic text, written with Latin digits as the site's Arabic content writes
 * them (docs/content.md, Arabic: prices, dates and counts are `ar-JO` with Latin digits).
 */
export const arabicNumber = (n: number) => String(n);

/** "2024-03-18" minus `days` days, as YYYY-MM-DD. */
export function daysBefore(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) - days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The largest `order` of a collection's items (0 when none has one). */
export const lastOrder = (items: Twin[]) =>
  Math.max(0, ...items.map((item) => Number(item.en['order'] ?? 0)));

/** "Edition 3" and "الإصدار ٣": the series a copy of an item belongs to, in both languages. */
export const SERIES: { en: (n: number) => string; ar: (n: number) => string; slug: string }[] = [
  { en: (n) => `Edition ${n}`, ar: (n) => `الإصدار ${arabicNumber(n)}`, slug: 'edition' },
  { en: (n) => `Part ${n}`, ar: (n) => `الجزء ${arabicNumber(n)}`, slug: 'part' },
  { en: (n) => `Field Notes ${n}`, ar: (n) => `ملاحظات ميدانية ${arabicNumber(n)}`, slug: 'notes' },
  {
    en: (n) => `Revisited, Take ${n}`,
    ar: (n) => `نظرة جديدة رقم ${arabicNumber(n)}`,
    slug: 'take',
  },
];
