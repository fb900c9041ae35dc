import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from '@playwright/test';
import { SectionsView } from '../../scripts/cms/preview-sections';

/*
 * The editor's preview of a page made of sections (scripts/cms/preview-sections.ts), drawn from the
 * real About page in each language: every section in order with what an editor writes in it, and its
 * buttons leading into the language's own tree.
 */

const page = (locale: 'en' | 'ar') =>
  JSON.parse(readFileSync(`content/pages/about.${locale}.json`, 'utf8')) as {
    sections: Record<string, unknown>[];
  };
const draw = (locale: 'en' | 'ar', data: Record<string, unknown> | undefined) =>
  renderToStaticMarkup(
    createElement(SectionsView, { data, locale, getAsset: (path) => `/asset${path}` }),
  );

for (const locale of ['en', 'ar'] as const)
  test(`the About page's sections in order, with their words, items and buttons (${locale})`, () => {
    const data = page(locale);
    const html = draw(locale, data);
    const types = [...html.matchAll(/data-section="([a-z-]+)"/g)].map((m) => m[1]);
    expect(types).toEqual(data.sections.map((section) => section['type']));
    for (const section of data.sections) {
      if (typeof section['title'] === 'string') expect(html).toContain(`>${section['title']}</h2>`);
      for (const item of (section['items'] as { title: string }[] | undefined) ?? [])
        expect(html).toContain(`>${item.title}</h3>`);
    }
    const about = data.sections[0] as {
      cta: { label: string };
      image: { src: string; alt: string };
    };
    const prefix = locale === 'ar' ? '/ar' : '';
    expect(html).toMatch(new RegExp(`href="${prefix}/service/"[^>]*>${about.cta.label}</a>`));
    // The editor's copy of the picture, with its alt text.
    expect(html).toContain(`src="/asset${about.image.src}" alt="${about.image.alt}"`);
    // A section filled from another collection says so instead of showing nothing.
    expect(html).toMatch(/Shows up to \d+ from their own collection/);
  });

test('a page without sections says where its content comes from', () => {
  expect(draw('en', { meta: { title: 'Cart' } })).toContain('has no sections to write');
  expect(draw('en', undefined)).toContain('has no sections to write');
});
