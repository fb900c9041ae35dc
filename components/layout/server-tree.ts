import 'server-only';
import { cache } from 'react';
import type { Tree } from './theme-tree';

/*
 * Which tree (dark root or /light/) the server is rendering, for server components that link.
 * The light twins re-export the dark page modules, so a page cannot tell its tree from its own code;
 * each root layout can. React's cache() gives one object per render: the root layout writes its tree
 * there before any page component runs, and the server-rendered link reads it. A render that never
 * enters a tree (none does today) is the dark one, the root paths.
 */
const current = cache((): { tree: Tree } => ({ tree: 'dark' }));

/** Called by the root layout of each tree, before its children render. */
export function enterTree(tree: Tree): void {
  current().tree = tree;
}

/** The tree being rendered. */
export const serverTree = (): Tree => current().tree;
