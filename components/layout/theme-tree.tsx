'use client';
// Client because islands and client links read which tree (dark root or /light/) they are rendered in.
import { ThemeProvider } from 'next-themes';
import { createContext, useContext, type ReactNode } from 'react';

export type Tree = 'dark' | 'light';

const TreeContext = createContext<Tree>('dark');

export const useTree = () => useContext(TreeContext);

export function ThemeTree({ tree, children }: { tree: Tree; children: ReactNode }) {
  return (
    <TreeContext value={tree}>
      {/* No disableTransitionOnChange: the theme is forced, so it never changes in the page, and that option
          adds a <style> element on mount that the Content-Security-Policy (style-src 'self') refuses. */}
      <ThemeProvider attribute="class" forcedTheme={tree} enableSystem={false}>
        {children}
      </ThemeProvider>
    </TreeContext>
  );
}
