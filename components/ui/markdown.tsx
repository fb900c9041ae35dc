import { Link } from './link';
import { renderMarkdown } from './markdown-render';
import { Picture } from './picture';

/**
 * Text an editor wrote in Markdown (content/markdown.ts), as the site's own elements at build: a server
 * component, with no script. Internal links keep the visitor in their tree and language, pictures come
 * from the picture pipeline with their size and alt text. Put it in a Prose block for the reading measure.
 */
export function Markdown({
  source,
  sizes = '(min-width: 768px) 768px, 100vw',
}: {
  source: string;
  sizes?: string;
}) {
  return <>{renderMarkdown(source, { InternalLink: Link, Picture, sizes })}</>;
}
