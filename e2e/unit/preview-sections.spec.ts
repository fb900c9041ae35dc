import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from '@playwright/test';
import { SectionsView } from '../../pipeline/cms/preview-sections';

/*
 * The editor's preview of a page made of sections (pipeline/cms/preview-sections.ts), drawn from the
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

/** One synthetic section drawn alone, in English, with the editor's own copy of each picture. */
const one = (section: Record<string, unknown>, locale: 'en' | 'ar' = 'en') =>
  draw(locale, { sections: [section] });
/** The muted note under a section that the site fills, if any. */
const note = (html: string) => /<p class="mt-4 text-sm text-muted">([^<]*)<\/p>/.exec(html)?.[1];

test('a section shows its type, eyebrow, title, lead line and picture as written', () => {
  const html = one({
    type: 'case-studies',
    eyebrow: 'Our work',
    title: 'Selected projects',
    lede: 'A few of them.',
    image: { src: '/images/a.webp', alt: 'A sign' },
  });
  expect(html).toContain('data-section="case-studies"');
  expect(html).toContain('>Case studies section</p>');
  expect(html).toContain('tracking-widest text-accent">Our work</p>');
  expect(html).toContain('text-ink">Selected projects</h2>');
  expect(html).toContain('text-muted">A few of them.</p>');
  expect(html).toContain('<img src="/asset/images/a.webp" alt="A sign"');
  // Its own words and picture are all it has: nothing says it is filled from elsewhere.
  expect(note(html)).toBeUndefined();
  // Without the editor's copy of the picture, the path as written.
  const bare = renderToStaticMarkup(
    createElement(SectionsView, {
      data: { sections: [{ type: 'hero', image: { src: '/images/b.webp' } }] },
      locale: 'en',
      getAsset: () => undefined,
    }),
  );
  expect(bare).toContain('<img src="/images/b.webp" alt=""');
  expect(note(bare)).toBeUndefined();
});

test('items show their title and text, or their figure with its suffix or percentage', () => {
  const html = one({
    type: 'counters',
    items: [
      { title: 'Projects', value: 120, suffix: '+' },
      { title: 'Growth', percentage: 85 },
      { title: 'Plain', text: 'Said in words.' },
      { title: 'Zero', value: 0 },
      'not an item',
      null,
    ],
  });
  expect(html).toContain('text-accent">120+</p>');
  expect(html).toContain('text-accent">85%</p>');
  expect(html).toContain('text-accent">0</p>');
  expect(html).toContain('>Plain</h3><p class="mt-2 text-muted">Said in words.</p></li>');
  expect(html.match(/<li /g)).toHaveLength(4);
  expect(html).toContain('<li class="rounded-2xl border border-line bg-surface p-5"><h3');
  expect(note(html)).toBeUndefined();
});

test('points are listed from features, claims and subtitles, words only', () => {
  const html = one({
    type: 'hero',
    features: ['Fast', 3],
    claims: ['True'],
    subtitles: 'not a list',
  });
  expect(html).toContain(
    '<ul class="mt-6 list-disc space-y-2 ps-6"><li>Fast</li><li>True</li></ul>',
  );
  expect(one({ type: 'hero', subtitles: ['One'] })).toContain('<li>One</li>');
  expect(one({ type: 'hero', features: [] })).not.toContain('list-disc');
});

test('buttons lead into the language tree, the first solid and the others outlined; one without words is left out', () => {
  const links = (html: string) =>
    [...html.matchAll(/<a href="([^"]*)" class="([^"]+)">([^<]*)<\/a>/g)].map(
      ([, href, className, label]) => [
        href,
        className!.includes('bg-accent') ? 'solid' : 'outline',
        label,
      ],
    );
  const section = {
    type: 'about',
    cta: { label: 'Contact', href: '/contact/' },
    secondaryCta: { label: 'About us', href: '/about/' },
    portfolioCta: { label: 'Portfolio', href: '/portfolio/' },
  };
  const html = one(section, 'ar');
  expect(links(html)).toEqual([
    ['/ar/contact/', 'solid', 'Contact'],
    ['/ar/about/', 'outline', 'About us'],
    ['/ar/portfolio/', 'outline', 'Portfolio'],
  ]);
  expect(html).toContain('<p class="mt-6 flex flex-wrap gap-3">');
  expect(links(one(section))[0]).toEqual(['/contact/', 'solid', 'Contact']);
  expect(note(html)).toBeUndefined();
  const unnamed = one({ ...section, secondaryCta: { label: '', href: '/about/' } });
  expect(links(unnamed).map(([, , label]) => label)).toEqual(['Contact', 'Portfolio']);
});

test("the preview is in the site's look: its display type, its cards, its grid and its rounded pictures", () => {
  const html = one({
    type: 'services',
    title: 'Services',
    image: { src: '/images/a.webp', alt: '' },
    items: [{ title: 'Branding' }],
  });
  expect(html).toContain('<section class="mx-auto max-w-5xl border-b border-line py-12"');
  expect(html).toContain('<p class="mb-4 text-xs text-muted">Services section</p>');
  expect(html).toContain('class="mt-6 w-full rounded-3xl"');
  expect(html).toContain('<ul class="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">');
  expect(html).toContain('<h3 class="font-display text-lg font-semibold">Branding</h3>');
  expect(draw('en', {})).toBe(
    '<p class="py-12 text-muted">This page has no sections to write: its content comes from its collection.</p>',
  );
});

test('a section with nothing of its own says the site fills it, or how many it shows', () => {
  expect(one({ type: 'logos' })).toContain(
    '<p class="mt-4 text-sm text-muted">Filled by the site from its own collection.</p>',
  );
  expect(one({ type: 'team', title: 'Team', limit: 4 })).toContain(
    'Shows up to 4 from their own collection.',
  );
  expect(one({ type: 'team', limit: '4' })).toContain('Filled by the site');
  expect(one({ type: 'logos', eyebrow: 'Friends' })).not.toContain('Filled by the site');
  expect(one({ type: 'logos', lede: 'Friends' })).not.toContain('Filled by the site');
  expect(note(one({ type: 'logos', title: 'Friends' }))).toBeUndefined();
  // A list or a button of its own is enough, whichever it has.
  expect(
    note(one({ type: 'hero', features: ['Fast'], cta: { label: 'Go', href: '/' } })),
  ).toBeUndefined();
  expect(
    note(one({ type: 'hero', features: ['Fast'], items: [{ title: 'One' }] })),
  ).toBeUndefined();
  expect(one({ type: 'logos', title: '' })).toContain('Filled by the site');
  // Nothing written is nothing drawn: no empty heading, line or list.
  expect(one({ type: 'logos' })).not.toMatch(/<h2|<img|<ul|<a |flex-wrap/);
  expect(draw('en', { sections: ['hero', { type: 'logos' }] }).match(/<section/g)).toHaveLength(1);
});
