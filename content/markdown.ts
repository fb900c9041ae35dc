import type { Blockquote, Nodes, Paragraph, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

/*
 * The Markdown an editor writes in the long texts (a post's body, the descriptions of services, projects
 * and case studies): CommonMark, parsed by mdast-util-from-markdown (micromark) into a syntax tree that
 * components/ui/markdown.tsx renders as the site's own elements at build. Only what the site renders is
 * allowed: paragraphs, headings ## to ####, **bold**, *italic*, `inline code`, [links](/service/branding/),
 * bulleted and numbered lists, block quotes (a last line starting with "— " is their citation) and
 * pictures ![what it shows](/images/…). Anything else (raw HTML, a level-1 heading, a code block, a rule,
 * a reference-style link) is refused with its line and column, so the build names the content file, the
 * JSON path and the place in the text.
 */

/** A picture's file: lower-case words under /images/, in one of the formats the site uses. */
export const PICTURE_SRC = /^\/images\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.(webp|svg|png|jpg|jpeg)$/;
/** A page of the site by its root path (the site adds /light and /ar itself), with an optional #part. */
export const MARKDOWN_INTERNAL = /^\/(?!(?:light|ar)(?:[/#?]|$))[^\s#]*(?:#[\w-]+)?$/;
/** A place elsewhere, or a part of the same page. */
export const MARKDOWN_EXTERNAL = /^(?:https:\/\/\S+|mailto:\S+|tel:\+?[\d\s-]+|#[a-z][\w-]*)$/;

/** What a citation line of a block quote starts with. */
const CITATION = /^[—–]\s*/;

/** The syntax tree of a text (no extensions: CommonMark as written). */
export function parseMarkdown(source: string): Root {
  return fromMarkdown(source);
}

const at = (node: Nodes) =>
  node.position ? `line ${node.position.start.line}, column ${node.position.start.column}` : 'text';

/** Every link and picture of a text, with where it is. */
export function markdownTargets(source: string) {
  const links: { url: string; where: string; line?: number; column?: number }[] = [];
  const images: { src: string; alt: string; where: string }[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'link')
      links.push({
        url: node.url,
        where: at(node),
        line: node.position?.start.line,
        column: node.position?.start.column,
      });
    if (node.type === 'image') images.push({ src: node.url, alt: node.alt ?? '', where: at(node) });
    if ('children' in node) node.children.forEach(walk);
  };
  walk(parseMarkdown(source));
  return { links, images };
}

/** What is wrong with one node, or undefined. */
function problemOf(node: Nodes): string | undefined {
  switch (node.type) {
    case 'root':
    case 'paragraph':
    case 'text':
    case 'emphasis':
    case 'strong':
    case 'inlineCode':
    case 'list':
    case 'listItem':
    case 'blockquote':
    case 'break':
      return undefined;
    case 'heading':
      if (node.depth === 1)
        return "a level-1 heading (#): the page's title is its only one; start at ## (h2)";
      if (node.depth > 4) return 'a heading below #### (h4): use ##, ### or ####';
      return undefined;
    case 'link':
      return MARKDOWN_INTERNAL.test(node.url) || MARKDOWN_EXTERNAL.test(node.url)
        ? undefined
        : `a link to "${node.url}": expected a page of the site by its root path such as /service/branding/ (the site adds /light and /ar itself), an https://, mailto: or tel: address, or a #part of the page`;
    case 'image':
      if (!node.alt?.trim())
        return `a picture with no alt text (${node.url}): write what it shows, ![what it shows](${node.url})`;
      return PICTURE_SRC.test(node.url)
        ? undefined
        : `a picture "${node.url}": expected a file under /images/ (lower-case words, .webp, .png, .jpg, .jpeg or .svg)`;
    case 'html':
      return `raw HTML (${node.value.slice(0, 40).trim()}) is not allowed: write it in Markdown`;
    case 'code':
      return 'a code block (a fence or four spaces of indent) is not allowed: use `inline code`, or start the line at its margin';
    case 'thematicBreak':
      return 'a horizontal rule (---) is not allowed: start a new section with a ## heading';
    case 'definition':
    case 'linkReference':
    case 'imageReference':
      return 'a reference-style link or picture: write it inline, [text](/path/) or ![alt](/images/…)';
    default:
      return `${node.type} is not allowed here`;
  }
}

/** Every problem of a text, each as "line L, column C: what is wrong". An empty list: it renders as written. */
export function markdownProblems(source: string): string[] {
  const problems: string[] = [];
  const walk = (node: Nodes) => {
    const problem = problemOf(node);
    if (problem) problems.push(`${at(node)}: ${problem}`);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(parseMarkdown(source));
  return problems;
}

/** A block quote's citation: its last paragraph when that starts with "— ", as plain text. */
export function quoteParts(quote: Blockquote): {
  body: Blockquote['children'];
  cite: string | undefined;
} {
  const last = quote.children.at(-1);
  if (quote.children.length > 1 && last?.type === 'paragraph') {
    const text = toString(last);
    if (CITATION.test(text))
      return { body: quote.children.slice(0, -1), cite: text.replace(CITATION, '') };
  }
  return { body: quote.children, cite: undefined };
}

/** A paragraph that holds only a picture: shown as a figure, its title as the caption. */
export const isFigure = (paragraph: Paragraph) =>
  paragraph.children.length === 1 && paragraph.children[0]!.type === 'image';

/** The text as plain words, a line per paragraph or heading (pictures left out): for a summary, a feed, a search entry. */
export function markdownText(source: string): string {
  const blocks: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'heading')
      blocks.push(toString(node, { includeImageAlt: false }));
    else if ('children' in node) node.children.forEach(walk);
  };
  walk(parseMarkdown(source));
  return blocks.filter((block) => block.trim() !== '').join('\n');
}
