/*
 * The web editor's preview pane in the site's own look (browser code, bundled into /admin/editor.js):
 * the site's stylesheet and fonts (read from the site's own home page in each language), its text
 * renderer (components/ui/markdown-render.tsx, the one the pages are built with) and its reading measure
 * (components/sections/prose.tsx). An entry is shown in English or in Arabic, right to left in the
 * Arabic font, switched by two buttons at the top of the pane; it follows the form as the editor types.
 * Every collection has a view (./preview-views.ts), and the pages show their sections
 * (./preview-sections.ts).
 *
 * Typing stays quick however long the entry: the pane draws the entry's data at a lower priority than
 * the form (React's useDeferredValue), so a key is painted in the box at once and the preview follows
 * when the main thread is free, skipping the states it no longer needs.
 */
import {
  createElement as h,
  memo,
  useDeferredValue,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import CMS from 'decap-cms-app';
import { Prose } from '../../components/sections/prose';
import { renderMarkdown } from '../../components/ui/markdown-render';
import { treeHref } from '../../components/ui/tree-href';
import type { Locale } from '../../content/locale';
import { SectionsView } from './preview-sections';
import { TEXT_VIEWS, VIEWS, type Item, type View } from './preview-views';

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
  const picture = view.picture?.(item);
  const lead = view.lead(item);
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
    lead && h('p', { className: 'mt-3 text-lg text-muted' }, lead),
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
    const data = useDeferredValue(
      locale === 'en' ? entry.getIn(['data']) : entry.getIn(['i18n', 'ar', 'data']),
    );
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
      h(Drawn, { data, locale, getAsset, render }),
    );
  };
}

/** The entry drawn from its data, again only when the (deferred) data or the language changes. */
const Drawn = memo(function Drawn({
  data,
  locale,
  getAsset,
  render,
}: {
  data: Immutable | undefined;
  locale: Locale;
  getAsset: PreviewProps['getAsset'];
  render: Render;
}) {
  return render(data?.toJS() as Record<string, unknown> | undefined, locale, getAsset);
});

/** An item's own file (one entry per item), or each item of a single file's list. */
const itemsOf =
  (view: View): Render =>
  (data, locale, getAsset) =>
    (view.list ? ((data?.[view.list] as Item[] | undefined) ?? []) : data ? [data] : []).map(
      (item, i) => h(ItemView, { key: i, item, view, locale, getAsset }),
    );

/** Every text of a file under the name of its field: the site's settings, the shop's copy. */
const textsOf: Render = (data) => {
  const rows: ReactNode[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' || typeof value === 'number') {
      if (path !== '$schema')
        rows.push(
          h('dt', { key: `t${path}`, className: 'mt-4 text-sm text-muted' }, path),
          h('dd', { key: `d${path}`, className: 'text-lg text-ink' }, String(value)),
        );
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path} ${i + 1}`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path} › ${key}` : key);
  };
  walk(data, '');
  return h('dl', { className: 'mx-auto max-w-3xl py-12' }, rows);
};

/** The previews, one per collection with a view; Decap shows the others as plain fields. */
export function registerPreviews(): void {
  for (const [collection, view] of Object.entries(VIEWS))
    CMS.registerPreviewTemplate(collection, languagePreview(itemsOf(view)));
  for (const collection of TEXT_VIEWS)
    CMS.registerPreviewTemplate(collection, languagePreview(textsOf));
  CMS.registerPreviewTemplate(
    'pages',
    languagePreview((data, locale, getAsset) => h(SectionsView, { data, locale, getAsset })),
  );
}
