import { readFileSync } from 'node:fs';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from '@playwright/test';
import { itemsOf, textsOf } from '../../pipeline/cms/preview-items';
import { VIEWS } from '../../pipeline/cms/preview-views';
import { escapeHtml as html } from './page-text';

/*
 * What the web editor's preview pane draws of an entry (pipeline/cms/preview-items.ts), from real content
 * files: a post as the site shows it (title, lead line, picture, its Markdown with links into the pane's
 * language and the editor's copy of each picture), a team member's paragraphs, each question of the FAQ
 * file, and every text of the site's settings under its field's name. The expected words are read from
 * the files; what the pane adds (the tree of a link, the order of rows) is stated here.
 */

type Data = Record<string, unknown>;
const read = (path: string) => JSON.parse(readFileSync(`content/${path}`, 'utf8')) as Data;
/** The editor's copy of a picture: a different address than the file's, so that its use shows. */
const getAsset = (path: string) => `blob:editor${path}`;
const view = (name: string) => {
  const found = VIEWS[name];
  if (!found) throw new Error(`no view ${name}`);
  return found;
};
const markup = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));
const draw = (name: string, data: Data | undefined, locale: 'en' | 'ar' = 'en') =>
  markup(itemsOf(view(name))(data, locale, getAsset));

for (const locale of ['en', 'ar'] as const)
  test(`a post drawn as the site shows it, its links in the ${locale} tree`, () => {
    const post = read(`posts/designing-bilingual-logos.${locale}.json`) as {
      title: string;
      excerpt: string;
      thumbnail: { src: string };
      body: string;
    };
    const out = draw('posts', post, locale);
    expect(out.match(/<article/g)).toHaveLength(1);
    expect(out).toContain(
      `<h2 class="font-display text-3xl font-semibold text-ink">${html(post.title)}</h2>`,
    );
    expect(out).toContain(`<p class="mt-3 text-lg text-muted">${html(post.excerpt)}</p>`);
    expect(out).toContain(`<img src="blob:editor${post.thumbnail.src}" alt=""`);
    // The body's link to a project leads into the pane's language, in the dark tree the pane is drawn in.
    const prefix = locale === 'ar' ? '/ar' : '';
    expect(out).toContain(`href="${prefix}/portfolio/qahwat-al-lweibdeh-rebrand/"`);
    // The body's picture is the editor's copy, with the alt text the editor wrote.
    const [, alt, src] = /!\[([^\]]*)\]\((\S+)/.exec(post.body) ?? [];
    expect(out).toContain(`src="blob:editor${src}" alt="${html(alt ?? '')}"`);
    // The body's headings are drawn as headings, in the site's reading measure.
    const heading = /^## (.+)$/m.exec(post.body)?.[1] ?? '';
    expect(out).toMatch(
      new RegExp(`<h2[^>]*>${html(heading).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h2>`),
    );
  });

test('a picture the editor has no copy of is shown from its own address', () => {
  const out = markup(
    itemsOf(view('posts'))(
      { title: 'A', thumbnail: { src: '/images/a.webp' } },
      'en',
      () => undefined,
    ),
  );
  expect(out).toContain('<img src="/images/a.webp" alt=""');
});

test("a team member's bio is drawn as its paragraphs, in order", () => {
  const member = read('team/dana-abu-ghazaleh.en.json') as {
    name: string;
    role: string;
    bio: string[];
  };
  const out = draw('team', member);
  expect(out).toContain(`>${html(member.name)}</h2>`);
  expect(out).toContain(`>${html(member.role)}</p>`);
  const paragraphs = [...out.matchAll(/<p>([^<]*)<\/p>/g)].map((m) => m[1]);
  expect(paragraphs).toEqual(member.bio.map(html));
});

test('an item without text, lead line or picture shows its title alone', () => {
  const out = draw('team', { name: 'Sami' });
  expect(out).toContain('>Sami</h2>');
  expect(out).not.toContain('<img');
  expect(out).not.toContain('mt-3 text-lg text-muted');
  expect(out).not.toContain('<p>');
  // A Markdown view whose text is missing draws no body either.
  expect(draw('posts', { title: 'Draft' })).not.toMatch(/<p|<img/);
});

test('a list file shows each of its items; an empty or absent entry shows nothing', () => {
  const faqs = read('faqs.en.json') as { faqs: { question: string; answer: string }[] };
  const out = draw('faqs', faqs);
  expect(out.match(/<article/g)).toHaveLength(faqs.faqs.length);
  const questions = [...out.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
  expect(questions).toEqual(faqs.faqs.map((faq) => html(faq.question)));
  expect(draw('faqs', {})).toBe('');
  expect(draw('faqs', undefined)).toBe('');
  expect(draw('posts', undefined)).toBe('');
});

test("the settings' texts each under the path of its field, numbers included, the schema left out", () => {
  const data = {
    $schema: './schemas/site.schema.json',
    name: 'Rawnaq',
    contact: { phone: '+962 6 464 2290' },
    nav: [{ label: 'Home' }, { label: 'About' }],
    shop: { perPage: 9, empty: null },
  };
  const out = markup(textsOf(data, 'en', getAsset));
  const rows = [...out.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
    (m) => `${m[1]} = ${m[2]}`,
  );
  expect(rows).toEqual([
    'name = Rawnaq',
    'contact › phone = +962 6 464 2290',
    'nav 1 › label = Home',
    'nav 2 › label = About',
    'shop › perPage = 9',
  ]);
  expect(out).not.toContain('schemas');
});

test('every text of the real site settings is shown (Arabic too), and nothing else', () => {
  const site = read('site.ar.json');
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') texts.push(String(value));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect({ ...site, $schema: undefined });
  const out = markup(textsOf(site, 'ar', getAsset));
  const shown = [...out.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => m[1]);
  expect(shown).toEqual(texts.map(html));
});

test("the preview is drawn in the site's own classes: display type for titles, muted leads, the reading measure", () => {
  const post = markup(
    itemsOf(view('posts'))(
      { title: 'T', excerpt: 'L', thumbnail: { src: '/images/p.webp' }, body: 'Text.' },
      'en',
      getAsset,
    ),
  );
  expect(post).toContain('<article class="mx-auto max-w-3xl border-b border-line py-12">');
  expect(post).toContain('<h2 class="font-display text-3xl font-semibold text-ink">T</h2>');
  expect(post).toContain('<p class="mt-3 text-lg text-muted">L</p>');
  expect(post).toContain(
    '<img src="blob:editor/images/p.webp" alt="" class="mt-6 w-full rounded-3xl"/>',
  );
  const settings = markup(textsOf({ name: 'Rawnaq' }, 'en', getAsset));
  expect(settings).toBe(
    '<dl class="mx-auto max-w-3xl py-12"><dt class="mt-4 text-sm text-muted">name</dt><dd class="text-lg text-ink">Rawnaq</dd></dl>',
  );
});

test('a title that is not text is left empty rather than shown as a number or an object', () => {
  expect(draw('team', { name: 42 })).toContain(
    '<h2 class="font-display text-3xl font-semibold text-ink"></h2>',
  );
});
