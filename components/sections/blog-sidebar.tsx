import { labelOf } from '@/components/i18n/words';
import type { SectionOf } from '@/content/sections';
import { getArchives, getCategories, getRecentPosts, getTags, type Term } from '@/content/blog';
import { serverLocale } from '@/components/layout/server-tree';
import { formatDate } from '@/components/ui/format';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';

type Titles = SectionOf<'post-index'>['sidebar'];

function TermList({ terms, current }: { terms: Term[]; current?: string }) {
  return (
    <ul className="space-y-2">
      {terms.map((term) => (
        <li key={term.href}>
          <Link
            href={term.href}
            aria-current={term.href === current ? 'page' : undefined}
            className="flex justify-between gap-4 text-muted hover:text-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent"
          >
            <span>{labelOf(term.name)}</span>
            <span>({term.count})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const heading = 'mb-4 font-display text-lg font-semibold';

/**
 * The sidebar holds a fixed number of links at any number of posts: the 3 newest posts, the 12 newest
 * archive months and the 20 most used tags (the categories are a fixed list). Every month and tag still
 * has its page, in the sitemap, and every post is on a page of the blog.
 */
export const SIDEBAR_RECENT = 3;
export const SIDEBAR_ARCHIVES = 12;
export const SIDEBAR_TAGS = 20;

/** The blog sidebar below the search box: categories, the newest posts, archive months and tags. */
export function BlogSidebar({ titles, current }: { titles: Titles; current?: string }) {
  return (
    <>
      <section>
        <h2 className={heading}>{titles.categories}</h2>
        <TermList terms={getCategories()} current={current} />
      </section>
      <section>
        <h2 className={heading}>{titles.recent}</h2>
        <ul className="space-y-4">
          {getRecentPosts(SIDEBAR_RECENT).map((post) => (
            <li key={post.slug} className="flex items-center gap-4">
              <Picture
                image={post.thumbnail}
                sizes="64px"
                className="size-16 shrink-0 rounded-xl object-cover"
              />
              <div>
                <Link href={`/blog/${post.slug}`} className="font-semibold hover:text-accent">
                  {post.title}
                </Link>
                <p className="text-sm text-muted">
                  <time dateTime={post.date}>{formatDate(post.date, serverLocale())}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className={heading}>{titles.archives}</h2>
        <TermList terms={getArchives().slice(0, SIDEBAR_ARCHIVES)} current={current} />
      </section>
      <section>
        <h2 className={heading}>{titles.tags}</h2>
        <ul className="flex flex-wrap gap-2">
          {getTags()
            .slice(0, SIDEBAR_TAGS)
            .map((tag) => (
              <li key={tag.href}>
                <Link
                  href={tag.href}
                  aria-current={tag.href === current ? 'page' : undefined}
                  className="inline-block rounded-full border border-line px-3 py-1 text-sm text-muted hover:border-accent hover:text-accent aria-[current=page]:border-accent aria-[current=page]:text-accent"
                >
                  {tag.name} ({tag.count})
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </>
  );
}
