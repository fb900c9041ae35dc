import type { Metadata } from 'next';
import type { Locale } from '@/content/locale';
import { fill, words } from '@/components/i18n/words';
import { seoMetadata } from '@/components/seo/page-seo';
import { Link } from '@/components/ui/link';
import { treeHref } from '@/components/ui/tree-href';
import { Container } from '@/components/ui/container';
import { serverLocale, serverTree } from './server-tree';
import { localized } from './site-metadata';

/** An old address: a zero-delay refresh (hoisted into <head> by React) and a link for the rest. */
export function MovedNotice({ what, to }: { what: string; to: string }) {
  const t = words();
  return (
    <Container className="pt-40 pb-24">
      <meta httpEquiv="refresh" content={`0; url=${treeHref(to, serverTree(), serverLocale())}`} />
      <h1 className="font-display text-4xl font-semibold">{fill(t.movedHeading, { what })}</h1>
      <p className="mt-4 text-lg text-muted">
        {t.movedText}{' '}
        <Link href={to} className="font-semibold text-accent underline">
          {what}
        </Link>
        .
      </p>
    </Container>
  );
}

/** What moved, in each language: its name ("Team details") and the part of the site it belongs to. */
type Moved = Record<Locale, { name: string; section: string }>;

/**
 * What a legacy route module exports: a page that sends the visitor on to `to`, with a head that points
 * search engines there too (its canonical URL is the new address, and it asks not to be indexed).
 */
export function movedPage(to: string, moved: Moved) {
  const generateMetadata = localized((_params, locale): Metadata => {
    const { name, section } = moved[locale];
    const t = words(locale);
    return seoMetadata({
      path: to,
      title: fill(t.movedHeading, { what: name }),
      description: fill(t.movedDescription, { what: name, to }),
      section,
      robots: { index: false },
    });
  });

  function MovedPage() {
    return <MovedNotice what={moved[serverLocale()].name} to={to} />;
  }

  return { generateMetadata, MovedPage };
}
