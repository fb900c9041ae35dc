import type { Metadata } from 'next';
import { getPageMeta, getSite } from '@/content';

/** Metadata shared by every page: the "<page> - <site>" title template and the description. */
export function siteMetadata(): Metadata {
  const site = getSite();
  return {
    title: { template: `%s - ${site.name}`, default: site.name },
    description: site.description,
    applicationName: site.name,
  };
}

/** A page's title and description from its content/pages/<name>.json. */
export function pageMetadata(name: string): Metadata {
  const meta = getPageMeta(name);
  return { title: meta.title, description: meta.description };
}
