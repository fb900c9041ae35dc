import type { ReactNode } from 'react';
import '@/app/globals.css';
import { bodyFont, displayFont } from './fonts';
import { LayoutRelease } from '@/components/islands/layout-release';
import { LinkRouter } from '@/components/islands/link-router';
import { DIRECTION, type Locale } from '@/content/locale';
import { words } from '@/components/i18n/words';
import { enterTree } from './server-tree';
import { ThemeTree, type Tree } from './theme-tree';
import { CONTENT_END } from './content-end';

type SiteShellProps = {
  tree: Tree;
  locale: Locale;
  /**
   * The fonts' class, which defines their CSS variables on <html>: Inter and Sora (the English pages')
   * unless a root layout passes its own (the Arabic layouts pass Readex Pro's, components/layout/arabic-font.ts).
   */
  fontClassName?: string;
  children: ReactNode;
};

/**
 * The document every root layout renders (two themes × two languages). The theme class, the language
 * and the direction are in the static HTML, so the first paint and visitors without JavaScript get them.
 */
export function SiteShell({
  tree,
  locale,
  fontClassName = `${bodyFont.variable} ${displayFont.variable}`,
  children,
}: SiteShellProps) {
  // Before the page renders: the server-rendered links and the content loaders below read it.
  enterTree(tree, locale);
  const t = words();
  return (
    <html
      lang={locale}
      dir={DIRECTION[locale]}
      className={`${tree} ${fontClassName}`}
      // Tells Next to drop globals.css's smooth scrolling while it moves to the top on a route change, so
      // smooth scrolling applies to in-page anchors only (once the page is laid out: layout-release.tsx).
      data-scroll-behavior="smooth"
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout writes its own <head> (App Router); next/head is the Pages Router's */}
      <head>
        {/*
          No first paint of half a page: on a slow phone the parser yields part-way through the document
          and Chrome paints what it has, so the header's controls appeared one by one and pushed each
          other sideways, and the creative home's call to action sat beside its first figure until the
          second one was parsed and sent both a line down (layout shift 0.03 at 390 px, CPU slowed 6x).
          Rendering waits until the parser reaches the end of <main> (ContentEnd, content-end.tsx).
        */}
        <link rel="expect" href={`#${CONTENT_END}`} blocking="render" />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-accent px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
        >
          {t.skipToContent}
        </a>
        <ThemeTree tree={tree} locale={locale}>
          {children}
          <LinkRouter />
          <LayoutRelease />
        </ThemeTree>
      </body>
    </html>
  );
}
