/*
 * The editor's preview of a page made of sections (content/pages/): each section in the page's order,
 * in the site's type and colours, with what an editor writes in it: its eyebrow, title and lead line,
 * its picture, its items (title and text, or a figure), its lists of points and its buttons. Sections
 * whose items come from another collection (the team, the posts, the logos) say where they come from.
 * A plain module of React elements without Decap, so that a unit test renders it on its own.
 */
import { createElement as h, type ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { treeHref } from '../../components/ui/tree-href';
import type { Locale } from '../../content/locale';

type Section = Record<string, unknown>;
type Asset = (path: string) => { toString(): string } | undefined;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "case-studies" → "Case studies". */
const named = (type: string) => {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An item of a section's `items`: its title and text, or a figure (value and suffix, a percentage). */
function ItemCard({ item }: { item: Record<string, unknown> }) {
  const figure =
    typeof item['value'] === 'number'
      ? `${item['value']}${str(item['suffix'])}`
      : typeof item['percentage'] === 'number'
        ? `${item['percentage']}%`
        : '';
  return h(
    'li',
    { className: 'rounded-2xl border border-line bg-surface p-5' },
    figure && h('p', { className: 'font-display text-3xl font-semibold text-accent' }, figure),
    h('h3', { className: 'font-display text-lg font-semibold' }, str(item['title'])),
    str(item['text']) && h('p', { className: 'mt-2 text-muted' }, str(item['text'])),
  );
}

/** One section: its words and pictures as the editor wrote them, in the site's classes. */
function SectionView({
  section,
  locale,
  getAsset,
}: {
  section: Section;
  locale: Locale;
  getAsset: Asset;
}) {
  const image = isRecord(section['image']) ? section['image'] : undefined;
  const items = Array.isArray(section['items']) ? section['items'].filter(isRecord) : [];
  const points = ['features', 'claims', 'subtitles'].flatMap((key) =>
    Array.isArray(section[key])
      ? (section[key] as unknown[]).filter((p) => typeof p === 'string')
      : [],
  );
  const buttons = ['cta', 'secondaryCta', 'portfolioCta']
    .map((key) => section[key])
    .filter(isRecord)
    .filter((cta) => str(cta['label']));
  const limit = typeof section['limit'] === 'number' ? section['limit'] : undefined;
  // A section with nothing of its own to write (the figures, the logos) is filled by the site.
  const own = ['eyebrow', 'title', 'lede'].some((key) => str(section[key])) || image;
  const filled =
    limit !== undefined
      ? `Shows up to ${limit} from their own collection.`
      : !own && items.length + points.length + buttons.length === 0
        ? 'Filled by the site from its own collection.'
        : '';
  return h(
    'section',
    {
      className: 'mx-auto max-w-5xl border-b border-line py-12',
      'data-section': str(section['type']),
    },
    h('p', { className: 'mb-4 text-xs text-muted' }, `${named(str(section['type']))} section`),
    str(section['eyebrow']) &&
      h(
        'p',
        { className: 'text-sm font-semibold uppercase tracking-widest text-accent' },
        str(section['eyebrow']),
      ),
    str(section['title']) &&
      h(
        'h2',
        { className: 'mt-2 font-display text-3xl font-semibold text-ink' },
        str(section['title']),
      ),
    str(section['lede']) &&
      h('p', { className: 'mt-3 max-w-3xl text-lg text-muted' }, str(section['lede'])),
    image &&
      str(image['src']) &&
      h('img', {
        src: getAsset(str(image['src']))?.toString() ?? str(image['src']),
        alt: str(image['alt']),
        className: 'mt-6 w-full rounded-3xl',
      }),
    points.length > 0 &&
      h(
        'ul',
        { className: 'mt-6 list-disc space-y-2 ps-6' },
        // Stryker disable next-line ObjectLiteral: React's key is not drawn; it only keeps the items apart between renders
        points.map((p, i) => h('li', { key: i }, p)),
      ),
    items.length > 0 &&
      h(
        'ul',
        { className: 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3' },
        items.map((item, i) => h(ItemCard, { key: i, item })),
      ),
    filled && h('p', { className: 'mt-4 text-sm text-muted' }, filled),
    buttons.length > 0 &&
      h(
        'p',
        { className: 'mt-6 flex flex-wrap gap-3' },
        buttons.map((cta, i) =>
          h(
            'a',
            {
              key: i,
              href: treeHref(str(cta['href']), 'dark', locale),
              className: buttonClass(i === 0 ? 'solid' : 'outline'),
            },
            str(cta['label']),
          ),
        ),
      ),
  );
}

/** A page's sections in order; a page without sections (the shop's pages) says so. */
export function SectionsView({
  data,
  locale,
  getAsset,
}: {
  data: Record<string, unknown> | undefined;
  locale: Locale;
  getAsset: Asset;
}): ReactNode {
  const sections = Array.isArray(data?.['sections']) ? data['sections'].filter(isRecord) : [];
  if (sections.length === 0)
    return h(
      'p',
      { className: 'py-12 text-muted' },
      'This page has no sections to write: its content comes from its collection.',
    );
  return sections.map((section, i) => h(SectionView, { key: i, section, locale, getAsset }));
}
