import type { ReactNode } from 'react';
import type { Post } from '@/content/schema';
import { termSlug } from '@/content/blog';
import { serverLocale } from '@/components/layout/server-tree';
import { formatDate } from '@/components/ui/format';
import { Link } from '@/components/ui/link';
import { cn } from '@/components/ui/cn';
import { labelOf } from '@/components/i18n/words';

/** A post's category (a link to its page) and date, then anything the caller adds (the author). */
export function PostMeta({
  post,
  className,
  children,
}: {
  post: Post;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p className="text-sm text-muted">
      <Link
        href={`/blog/category/${termSlug(post.category)}`}
        className={cn('font-semibold text-accent hover:underline', className)}
      >
        {labelOf(post.category)}
      </Link>{' '}
      · <time dateTime={post.date}>{formatDate(post.date, serverLocale())}</time>
      {children}
    </p>
  );
}
