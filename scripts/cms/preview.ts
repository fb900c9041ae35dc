/*
 * The web editor's preview pane in the site's own look (browser code, bundled into /admin/editor.js):
 * the site's stylesheet and fonts (read from the site's own home page in each language), its text
 * renderer (components/ui/markdown-render.tsx, the one the pages are built with) and its reading measure
 * (components/sections/prose.tsx). An entry is shown in English or in Arabic, right to left in the
 * Arabic font, switched by two buttons at the top of the pane; it follows the form as the editor types.
 * Posts, services, projects, case studies, team members and products have a view each, and the pages
 * show their sections (./preview-sections.ts).
 */
import { createElement as h, useEffect, useState, type ReactNode } from 'react';
import CMS from 'decap-cms-app';
import { Prose } from '../../components/sections/prose';
import { renderMarkdown } from '../../components/ui/markdown-render';
import { treeHref } from '../../components/ui/tree-href';
import type { Locale } from '../../content/locale';
import { SectionsView } from './preview-sections';
import { VIEWS, type Item, type View } from './preview-views';

type Immutable = { toJS(): unknown; getIn(path: string[]): Immutable | undefined };
type PreviewProps = {
  entry: Immutable;
  getAsset: (path: string) => { toString(): string } | undefined;
  document: Document;
};
/** The site's <html> classes (theme and fonts) in each language, and its stylesheets. */
const look: Record<Locale, string> = { en: 'dark', ar: 'dark' };

/** Reads the site's look from its home pages and hands the stylesheets to the preview pane. */
export async function loadSiteLook(): Promise<void> {
  for (const [locale, path] of [
    ['en', '/'],
    ['ar', '/ar/'],
  ] as const) {
    try {
      const html = await (await fetch(path)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      look[locale] = doc.documentElement.className || 'dark';
      if (locale === 'en')
        for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
          CMS.registerPreviewStyle(link.getAttribute('href') ?? '');
    } catch {
      // No site beside the editor (a bare /admin/): the preview keeps Decap's own look.
    }
  }
}

function ItemView({
  item,
  view,
  locale,
  getAsset,
}: {
  item: Item;
  view: View;
  locale: Locale;
  getAsset: PreviewProps['getAsset'];
}) {
  const picture = view.picture(item);
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : '');
  let body: ReactNode = null;
  if (view.markdown && text(view.markdown))
    body = renderMarkdown(text(view.markdown), {
      InternalLink: ({ href, className, children }) =>
        h('a', { href: treeHref(href, 'dark', locale), className }, children),
      Picture: ({ image, className }) =>
        h('img', { src: getAsset(image.src)?.toString() ?? image.src, alt: image.alt, className }),
      sizes: '100vw',
    });
  else if (view.paragraphs)
    body = ((item[view.paragraphs] as string[] | undefined) ?? []).map((p, i) =>
      h('p', { key: i }, p),
    );
  return h(
    'article',
    { className: 'mx-auto max-w-3xl border-b border-line py-12' },
    h('h2', { className: 'font-display text-3xl font-semibold text-ink' }, text(view.title)),
    text(view.lead) && h('p', { className: 'mt-3 text-lg text-muted' }, text(view.lead)),
    picture &&
      h('img', {
        src: getAsset(picture)?.toString() ?? picture,
        alt: '',
        className: 'mt-6 w-full rounded-3xl',
      }),
    h(Prose, { className: 'mt-8', children: body }),
  );
}

/** What a preview pane shows of an entry's data in one language. */
type Render = (
  data: Record<string, unknown> | undefined,
  locale: Locale,
  getAsset: PreviewProps['getAsset'],
) => ReactNode;

/** A preview pane in the site's look, in the language chosen at the top, drawing the entry with `render`. */
function languagePreview(render: Render) {
  return function Preview({ entry, getAsset, document: frame }: PreviewProps) {
    const [locale, setLocale] = useState<Locale>('en');
    useEffect(() => {
      const root = frame.documentElement;
      root.lang = locale;
      root.dir = locale === 'ar' ? 'rtl' : 'ltr';
      root.className = look[locale];
      frame.body.className = 'min-h-dvh bg-page text-ink font-sans';
    }, [frame, locale]);
    const data = (
      locale === 'en' ? entry.getIn(['data']) : entry.getIn(['i18n', 'ar', 'data'])
    )?.toJS() as Record<string, unknown> | undefined;
    const button = (value: Locale, label: string) =>
      h(
        'button',
        {
          type: 'button',
          lang: value,
          'aria-pressed': locale === value,
          onClick: () => setLocale(value),
          className: `rounded-full border px-4 py-1 text-sm ${locale === value ? 'border-accent text-accent' : 'border-line text-muted'}`,
        },
        label,
      );
    return h(
      'div',
      { className: 'px-6' },
      h(
        'div',
        { role: 'group', 'aria-label': 'Preview language', className: 'flex gap-2 pt-6' },
        button('en', 'English'),
        button('ar', 'العربية'),
      ),
      render(data, locale, getAsset),
    );
  };
}

/** A collection's items: each item of its file. */
const itemsOf =
  (view: View): Render =>
  (data, locale, getAsset) =>
    ((data?.[view.list] as Item[] | undefined) ?? []).map((item, i) =>
      h(ItemView, { key: i, item, view, locale, getAsset }),
    );

/** The previews, one per collection with a view; Decap shows the others as plain fields. */
export function registerPreviews(): void {
  for (const [collection, view] of Object.entries(VIEWS))
    CMS.registerPreviewTemplate(collection, languagePreview(itemsOf(view)));
  CMS.registerPreviewTemplate(
    'pages',
    languagePreview((data, locale, getAsset) => h(SectionsView, { data, locale, getAsset })),
  );
}
