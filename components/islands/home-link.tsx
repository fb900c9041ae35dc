'use client';
// Client because 404.html serves every tree: the home it leads to depends on the address it was served at.
import { useSyncExternalStore, type ReactNode } from 'react';
import { joinPath, splitPath } from '@/components/ui/tree-href';

const subscribe = () => () => {};

/** The home page in the theme and language of the address: "/", "/light/", "/ar/" or "/ar/light/". */
export function HomeLink({ className, children }: { className?: string; children: ReactNode }) {
  const home = useSyncExternalStore(
    subscribe,
    () => {
      const { tree, locale } = splitPath(window.location.pathname);
      return joinPath('/', tree, locale);
    },
    () => '/',
  );
  return (
    <a href={home} className={className}>
      {children}
    </a>
  );
}
