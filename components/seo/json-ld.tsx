import type { Graph, Thing, WithContext } from 'schema-dts';
import type { Post, TeamMember } from '@/content/schema';
import { breadcrumbData, faqData, organizationData, postData, type Crumb } from './structured-data';

/**
 * JSON text safe inside a <script> element: `<` is escaped, so no content can close the element
 * (`</script>`) or open a comment; U+2028/2029 are escaped for old parsers. JSON.parse reads it unchanged.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A JSON-LD block (schema.org data for search engines); a data block, never run as script. */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}

/** The agency (home pages and contact). */
export const OrganizationJsonLd = () => <JsonLd data={organizationData()} />;

/** The trail a page heading's breadcrumb shows, Home first. */
export const BreadcrumbJsonLd = ({ crumbs }: { crumbs: readonly Crumb[] }) => (
  <JsonLd data={breadcrumbData(crumbs)} />
);

/** The questions of the FAQ section. */
export const FaqJsonLd = () => <JsonLd data={faqData()} />;

/** A blog post on the page at `path`. */
export const PostJsonLd = ({
  post,
  writer,
  path,
}: {
  post: Post;
  writer: TeamMember;
  path: string;
}) => <JsonLd data={postData(post, writer, path)} />;
