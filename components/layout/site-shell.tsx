import type { ReactNode } from 'react';
import '@/app/globals.css';
import { bodyFont, displayFont } from './fonts';
import { LinkRouter } from '@/components/islands/link-router';
import { enterTree } from './server-tree';
import { ThemeTree, type Tree } from './theme-tree';

/**
 * The document both root layouts render. The theme class is in the static HTML, so the first paint
 * and visitors without JavaScript get the right theme.
 */
export function SiteShell({ tree, children }: { tree: Tree; children: ReactNode }) {
  // Before the page renders: the server-rendered links below read it.
  enterTree(tree);
  return (
    <html
      lang="en"
      className={`${tree} ${bodyFont.variable} ${displayFont.variable}`}
      // Tells Next to drop globals.css's smooth scrolling while it moves to the top on a route change, so
      // smooth scrolling applies to in-page anchors only.
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout writes its own <head> (App Router); next/head is the Pages Router's */}
      <head>
        {/*
          No first paint before the header is whole: on a slow phone the parser yields part-way through
          the document and Chrome paints what it has, so the header's controls would appear one by one and
          push each other sideways (layout shift). Rendering waits until <main> has been parsed.
        */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-accent px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <ThemeTree tree={tree}>
          {children}
          <LinkRouter />
        </ThemeTree>
      </body>
    </html>
  );
}
