'use client';
// Client because islands and client links read which tree (theme and language) they are rendered in.
import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/content/locale';

export type Tree = 'dark' | 'light';

const TreeContext = createContext<Tree>('dark');
const LocaleContext = createContext<Locale>('en');

export const useTree = () => useContext(TreeContext);
export const useLocale = () => useContext(LocaleContext);

/*
 * The theme of a page is its tree's, fixed on the server: the root layout writes the theme class into the
 * static HTML, and a theme switch is a link to the other tree. next-themes, which this provider once
 * wrapped with the theme forced, changed nothing a visitor saw and added an inline script to every page
 * (0.4 KiB gzip of HTML, one more CSP hash) and its code to every bundle: the tree context is all the
 * islands read.
 */
export function ThemeTree({
  tree,
  locale,
  children,
}: {
  tree: Tree;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <TreeContext value={tree}>
      <LocaleContext value={locale}>{children}</LocaleContext>
    </TreeContext>
  );
}
