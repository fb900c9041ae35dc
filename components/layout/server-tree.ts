import 'server-only';
import { cache } from 'react';
import { contentLocale, enterLocale, type Locale } from '@/content/locale';
import type { Tree } from './theme-tree';

/*
 * Which tree (theme: dark root or /light/; language: English or /ar/) the server is rendering, for
 * server components that link. The twins re-export the dark English page modules, so a page cannot
 * tell its tree from its own code; each root layout can. React's cache() gives one object per render:
 * the root layout writes its tree there before any page component runs, and the server-rendered link
 * reads it. The language is kept by content/locale.ts, where the content loaders read it too.
 */
const current = cache((): { tree: Tree } => ({ tree: 'dark' }));

/** Called by the root layout of each tree, before its children render. */
export function enterTree(tree: Tree, locale: Locale): void {
  current().tree = tree;
  enterLocale(locale);
}

/** The theme being rendered. */
export const serverTree = (): Tree => current().tree;

/** The language being rendered. */
export const serverLocale = (): Locale => contentLocale();
