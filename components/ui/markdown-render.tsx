import type { ReactNode } from 'react';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { isFigure, parseMarkdown, quoteParts } from '@/content/markdown';

/** The site's parts a text is drawn with: its internal link and its picture (components/ui/markdown.tsx). */
export type MarkdownParts = {
  /** A link to a page of the site by its root path, into the visitor's tree and language. */
  InternalLink: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
  /** A picture of the picture pipeline, drawn at `sizes`. */
  Picture: (props: {
    image: { src: string; alt: string };
    sizes: string;
    className: string;
  }) => ReactNode;
  /** How wide a picture of the text is drawn at each screen width (the `sizes` of its copies). */
  sizes: string;
};
type Options = MarkdownParts;

/** A link in running text: underlined, so it reads as one without its colour. */
const LINK = 'text-accent underline decoration-1 underline-offset-4 hover:decoration-2';

function renderLink(url: string, children: ReactNode, key: number, { InternalLink }: Options) {
  // A page of the site, by its root path: into the visitor's tree and language, as every link is.
  if (url.startsWith('/'))
    return (
      <InternalLink key={key} href={url} className={LINK}>
        {children}
      </InternalLink>
    );
  return (
    <a key={key} href={url} className={LINK} rel={url.startsWith('#') ? undefined : 'noopener'}>
      {children}
    </a>
  );
}

function renderNode(node: Nodes, key: number, options: Options, tight = false): ReactNode {
  const children = (nodes: (RootContent | PhrasingContent)[], inTight = false) =>
    nodes.map((child, i) => renderNode(child, i, options, inTight));
  switch (node.type) {
    case 'text':
      return node.value;
    case 'break':
      return <br key={key} />;
    case 'strong':
      return (
        <strong key={key} className="font-semibold text-ink">
          {children(node.children)}
        </strong>
      );
    case 'emphasis':
      return <em key={key}>{children(node.children)}</em>;
    case 'inlineCode':
      return (
        <code
          key={key}
          className="rounded bg-surface px-1.5 py-0.5 font-mono text-[0.9em] text-ink"
        >
          {node.value}
        </code>
      );
    case 'link':
      return renderLink(node.url, children(node.children), key, options);
    case 'image':
      return (
        <options.Picture
          key={key}
          image={{ src: node.url, alt: node.alt ?? '' }}
          sizes={options.sizes}
          className="w-full rounded-2xl"
        />
      );
    case 'paragraph':
      if (isFigure(node)) {
        const image = node.children[0] as Extract<PhrasingContent, { type: 'image' }>;
        return (
          <figure key={key}>
            {renderNode(image, 0, options)}
            {image.title && (
              <figcaption className="mt-2 text-center text-sm">{image.title}</figcaption>
            )}
          </figure>
        );
      }
      // A tight list's item holds its words without a paragraph of their own.
      return tight ? children(node.children) : <p key={key}>{children(node.children)}</p>;
    case 'heading': {
      const Heading = `h${node.depth}` as 'h2' | 'h3' | 'h4';
      return <Heading key={key}>{children(node.children)}</Heading>;
    }
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List
          key={key}
          start={node.ordered && node.start !== 1 ? (node.start ?? undefined) : undefined}
          className={`${node.ordered ? 'list-decimal' : 'list-disc'} space-y-2 ps-6`}
        >
          {node.children.map((item, i) => (
            <li key={i}>{children(item.children, !node.spread && !item.spread)}</li>
          ))}
        </List>
      );
    }
    case 'blockquote': {
      const { body, cite } = quoteParts(node);
      return (
        <figure key={key} className="border-s-4 border-accent ps-6">
          <blockquote className="space-y-3 font-display text-xl text-ink">
            {children(body)}
          </blockquote>
          {cite && <figcaption className="mt-2 text-sm">— {cite}</figcaption>}
        </figure>
      );
    }
    case 'root':
      return children(node.children);
    default:
      // The content check refuses every other node (content/markdown.ts): none reaches a page.
      throw new Error(`Markdown: ${node.type} is not rendered (content/markdown.ts refuses it)`);
  }
}

/** A Markdown text as React elements, drawn with the site's `parts`. */
export function renderMarkdown(source: string, parts: MarkdownParts): ReactNode {
  return renderNode(parseMarkdown(source), 0, parts);
}
