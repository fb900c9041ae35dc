/*
 * The web editor's preview pane in the site's own look (browser code, bundled into /admin/editor.js):
 * the site's stylesheet and fonts (read from the site's own home page in each language), with the entry
 * drawn by ./preview-items.ts (the site's text renderer and reading measure) or, for the pages, by
 * ./preview-sections.ts. An entry is shown in English or in Arabic, right to left in the Arabic font,
 * switched by two buttons at the top of the pane; it follows the form as the editor types. This module
 * only wires those drawings into Decap; the editor project drives it in a browser.
 *
 * Typing stays quick however long the entry: the pane draws the entry's data at a lower priority than
 * the form (React's useDeferredValue), so a key is painted in the box at once and the preview follows
 * when the main thread is free, skipping the states it no longer needs.
 */
import { createElement as h, memo, useDeferredValue, useEffect, useState } from 'react';
import CMS from 'decap-cms-app';
import type { Locale } from '../../content/locale';
import { say } from './interface-choice';
import { itemsOf, textsOf, type Asset, type Render } from './preview-items';
import { SectionsView } from './preview-sections';
import { TEXT_VIEWS, VIEWS } from './preview-views';

type Immutable = { toJS(): unknown; getIn(path: string[]): Immutable | undefined };

type PreviewProps = { entry: Immutable; getAsset: Asset; document: Document };
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
        { role: 'group', 'aria-label': say('previewLanguage'), className: 'flex gap-2 pt-6' },
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
  getAsset: Asset;
  render: Render;
}) {
  return render(data?.toJS() as Record<string, unknown> | undefined, locale, getAsset);
});

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
