import type { ReactNode } from 'react';
import { fill, words } from '@/components/i18n/words';
import { cn } from '@/components/ui/cn';
import { Link } from '@/components/ui/link';
import { pageNumbers, pagePath } from './post-pages';

const box = 'grid min-w-11 h-11 place-items-center rounded-full border px-3 font-semibold';

function PageLink({
  href,
  label,
  rel,
  current = false,
  children,
}: {
  href: string;
  label: string;
  rel?: 'prev' | 'next';
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      rel={rel}
      className={cn(
        box,
        current
          ? 'border-accent bg-accent text-on-accent'
          : 'border-line hover:border-accent hover:text-accent',
      )}
    >
      {children}
    </Link>
  );
}

/**
 * The pages of a list (of posts, of projects): previous, the page numbers (the current one marked, gaps
 * for long lists: at most 7 numbers) and next, as plain links a crawler and a visitor without JavaScript
 * follow. Nothing for a list of one page.
 */
export function Pagination({
  list,
  page,
  pages,
  label,
}: {
  /** The list's root path: '/blog', '/blog/tag/design', '/portfolio'. */
  list: string;
  page: number;
  pages: number;
  /** The navigation's name: "Pages of posts". */
  label: string;
}) {
  if (pages <= 1) return null;
  const t = words();
  // The arrows point the way the pages run: mirrored in right-to-left pages.
  const arrow = (glyph: string) => <span className="inline-block rtl:-scale-x-100">{glyph}</span>;
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <PageLink href={pagePath(list, page - 1)} label={t.pagePrevious} rel="prev">
              {arrow('←')}
            </PageLink>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span aria-hidden className={cn(box, 'border-transparent text-muted')}>
                …
              </span>
            ) : (
              <PageLink
                href={pagePath(list, n)}
                label={fill(t.pageNumber, { n })}
                current={n === page}
              >
                {n}
              </PageLink>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <PageLink href={pagePath(list, page + 1)} label={t.pageNext} rel="next">
              {arrow('→')}
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
