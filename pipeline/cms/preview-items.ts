/*
 * What the web editor's preview pane draws of an entry (pipeline/cms/preview.ts puts it in the pane): an
 * item of a collection as the site shows it (its title, lead line, picture and text, through the site's
 * own text renderer and reading measure), each item of a single file's list, or every text of a settings
 * file under its field's name. A plain module of React elements without Decap, so that a unit test
 * renders it on its own.
 */
import { createElement as h, Fragment, type ReactNode } from 'react';
import { Prose } from '../../components/sections/prose';
import { renderMarkdown } from '../../components/ui/markdown-render';
import { treeHref } from '../../components/ui/tree-href';
import type { Locale } from '../../content/locale';
import type { Item, View } from './preview-views';

/** The editor's copy of a picture (a fresh upload is only in the editor's memory until it is saved). */
export type Asset = (path: string) => { toString(): string } | undefined;

/** What a preview pane shows of an entry's data in one language. */
export type Render = (
  data: Record<string, unknown> | undefined,
  locale: Locale,
  getAsset: Asset,
) => ReactNode;

/** One item as the site shows it: title, lead line, picture, and its text in the reading measure. */
function ItemView({
  item,
  view,
  locale,
  getAsset,
}: {
  item: Item;
  view: View;
  locale: Locale;
  getAsset: Asset;
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
      // Stryker disable next-line StringLiteral: the Picture above draws a plain <img>, which takes no sizes
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

/** An item's own file (one entry per item), or each item of a single file's list. */
export const itemsOf =
  (view: View): Render =>
  (data, locale, getAsset) =>
    (view.list ? ((data?.[view.list] as Item[] | undefined) ?? []) : data ? [data] : []).map(
      (item, i) => h(ItemView, { key: i, item, view, locale, getAsset }),
    );

/** Every text of a file under the name of its field: the site's settings, the shop's copy. */
export const textsOf: Render = (data) => {
  const rows: ReactNode[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' || typeof value === 'number') {
      if (path !== '$schema')
        rows.push(
          h(
            Fragment,
            { key: path },
            h('dt', { className: 'mt-4 text-sm text-muted' }, path),
            h('dd', { className: 'text-lg text-ink' }, String(value)),
          ),
        );
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path} ${i + 1}`));
    // Stryker disable next-line ConditionalExpression: what else is truthy in JSON (true) has no entries to walk either
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path} › ${key}` : key);
  };
  walk(data, '');
  return h('dl', { className: 'mx-auto max-w-3xl py-12' }, rows);
};
