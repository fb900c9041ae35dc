'use client';
// Client: the interface words of the islands, in both languages; small, as it ships with them.
import { useLocale } from '@/components/layout/theme-tree';

const en = {
  placeholder: '',
};

type IslandWords = typeof en;

const ar: IslandWords = {
  placeholder: '',
};

const dictionaries = { en, ar } as const;

/** The words of the page's language, for client islands. */
export const useIslandWords = (): IslandWords => dictionaries[useLocale()];
