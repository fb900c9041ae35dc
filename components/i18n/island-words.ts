'use client';
// Client: the interface words of the islands, in both languages; small, as it ships with them.
import { useLocale } from '@/components/layout/theme-tree';
import { islandAr, islandEn, type IslandWords } from './island-dictionaries';

const dictionaries = { en: islandEn, ar: islandAr } as const;

/** The words of the page's language, for client islands. */
export const useIslandWords = (): IslandWords => dictionaries[useLocale()];

/** Fills `{name}` placeholders, as ./words.ts does for the server: fill('{n} of {count}', …). */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
