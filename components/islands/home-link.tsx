'use client';
// Client because 404.html serves both trees: the home it leads to depends on the address it was served at.
import { useSyncExternalStore, type ReactNode } from 'react';
import { treeOf } from '@/components/ui/tree-href';

const subscribe = () => () => {};

export function HomeLink({ className, children }: { className?: string; children: ReactNode }) {
  const tree = useSyncExternalStore(
    subscribe,
    () => treeOf(window.location.pathname),
    () => 'dark' as const,
  );
  return (
    <a href={tree === 'light' ? '/light/' : '/'} className={className}>
      {children}
    </a>
  );
}
