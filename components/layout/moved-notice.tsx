import { fill, words } from '@/components/i18n/words';
import { Link } from '@/components/ui/link';
import { treeHref } from '@/components/ui/tree-href';
import { Container } from '@/components/ui/container';
import { serverLocale, serverTree } from './server-tree';

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
