'use client';
// Client because links and islands read which tree (dark root or /light/) they are rendered in.
import { ThemeProvider } from 'next-themes';
import { createContext, useContext, type ReactNode } from 'react';

export type Tree = 'dark' | 'light';

const TreeContext = createContext<Tree>('dark');

export const useTree = () => useContext(TreeContext);

export function ThemeTree({ tree, children }: { tree: Tree; children: ReactNode }) {
  return (
    <TreeContext value={tree}>
      <ThemeProvider
        attribute="class"
        forcedTheme={tree}
        enableSystem={false}
        disableTransitionOnChange
      >
        {children}
      </ThemeProvider>
    </TreeContext>
  );
}
