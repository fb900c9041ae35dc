import { getPosts } from '@/content';
import { formatDate } from '@/components/ui/format';
import { Section, type SectionProps } from '@/components/ui/section';
import { CardGrid, cardSizes } from './card-grid';
import { CardLink } from './card-link';

/** Blog post cards with category, date and excerpt, each to its article. */
export function PostGrid({ limit, ...section }: SectionProps & { limit?: number }) {
  return (
    <Section {...section}>
      <CardGrid>
        {getPosts()
          .slice(0, limit)
          .map((post) => (
            <CardLink
              key={post.slug}
              href={`/blog/${post.slug}`}
              image={post.thumbnail}
              sizes={cardSizes(3)}
              kicker={
                <>
                  <span className="font-semibold text-accent">{post.category}</span> ·{' '}
                  <time dateTime={post.date}>{formatDate(post.date)}</time>
                </>
              }
              title={post.title}
            >
              <p className="text-muted">{post.excerpt}</p>
              <span aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-accent">
                Read More
              </span>
            </CardLink>
          ))}
      </CardGrid>
    </Section>
  );
}
