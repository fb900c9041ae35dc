import type { Post, TeamMember } from '@/content/schema';
import { formatDate } from '@/components/ui/format';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { Prose } from './prose';

/** A blog article: meta line, body blocks, gallery, tags and the author card. */
export function PostArticle({ post, author }: { post: Post; author: TeamMember }) {
  return (
    <Section>
      <article className="mx-auto max-w-3xl">
        <p className="text-sm text-muted">
          <Link href="/blog" className="font-semibold text-accent">
            {post.category}
          </Link>{' '}
          · <time dateTime={post.date}>{formatDate(post.date)}</time> · by {author.name}
        </p>
        <Picture
          image={post.thumbnail}
          priority
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-6 w-full rounded-3xl"
        />
        <Prose className="mt-10">
          {post.body.map((block, i) => {
            switch (block.type) {
              case 'heading':
                return <h2 key={i}>{block.text}</h2>;
              case 'quote':
                return (
                  <figure key={i} className="border-l-4 border-accent pl-6">
                    <blockquote className="font-display text-xl text-ink">{block.text}</blockquote>
                    <figcaption className="mt-2 text-sm">— {block.cite}</figcaption>
                  </figure>
                );
              case 'list':
                return (
                  <ul key={i} className="list-disc space-y-2 pl-6">
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                );
              default:
                return <p key={i}>{block.text}</p>;
            }
          })}
        </Prose>
        <div className="mt-10 grid gap-6 sm:grid-cols-2">
          {post.gallery.map((image) => (
            <Picture
              key={image.src}
              image={image}
              sizes="(min-width: 768px) 384px, 100vw"
              className="w-full rounded-2xl"
            />
          ))}
        </div>
        <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-line px-4 py-1 text-sm text-muted">
              {tag}
            </li>
          ))}
        </ul>
        <aside
          aria-label="About the author"
          className="mt-12 flex items-center gap-6 rounded-2xl border border-line bg-surface p-6"
        >
          <Picture
            image={author.portrait}
            sizes="96px"
            className="size-24 shrink-0 rounded-full object-cover"
          />
          <div>
            <p className="font-display text-lg font-semibold">
              <Link href={`/team/${author.slug}`} className="hover:text-accent">
                {author.name}
              </Link>
            </p>
            <p className="text-sm text-muted">{author.role}</p>
            <p className="mt-2 text-muted">{author.summary}</p>
          </div>
        </aside>
      </article>
    </Section>
  );
}
