'use client';
// Client because islands and client links read which tree (theme and language) they are rendered in.
import { ThemeProvider } from 'next-themes';
import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/content/locale';

export type Tree = 'dark' | 'light';

const TreeContext = createContext<Tree>('dark');
const LocaleContext = createContext<Locale>('en');

export const useTree = () => useContext(TreeContext);
export const useLocale = () => useContext(LocaleContext);

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
      <LocaleContext value={locale}>
        {/* No disableTransitionOnChange: the theme is forced, so it never changes in the page, and that option
          adds a <style> element on mount that the Content-Security-Policy (style-src 'self') refuses. */}
        <ThemeProvider attribute="class" forcedTheme={tree} enableSystem={false}>
          {children}
        </ThemeProvider>
      </LocaleContext>
    </TreeContext>
  );
}
