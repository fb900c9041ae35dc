'use client';
// Client because the target is the current path in the other tree (usePathname).
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useIslandWords } from '@/components/i18n/island-words';
import { useTree } from '@/components/layout/theme-tree';
import { otherTreePath } from '@/components/ui/tree-href';

export function ThemeSwitch({ toLight, toDark }: { toLight: ReactNode; toDark: ReactNode }) {
  const t = useIslandWords();
  const tree = useTree();
  const pathname = usePathname();
  const target = otherTreePath(pathname);
  // A plain anchor: the trees have separate root layouts, so crossing is a full page load anyway.
  return (
    <a
      href={target}
      aria-label={tree === 'dark' ? t.toLightTheme : t.toDarkTheme}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line text-lg hover:border-accent hover:text-accent"
    >
      {tree === 'dark' ? toLight : toDark}
    </a>
  );
}
