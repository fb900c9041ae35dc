import { expect, test } from '@playwright/test';
import { featuredItem, getPage } from '../../content';
import { renderSections } from '../../components/sections/render-sections';

/*
 * How a page file's mistakes surface: a section the page cannot show, or a featured item that does
 * not exist, stops the build naming the file, the JSON path and what was expected.
 */

test('a section type the page does not offer stops the build with the file, path and choices', () => {
  const sections = getPage('portfolio').sections ?? [];
  expect(sections.map((s) => s.type)).toContain('cta');
  const render = () => renderSections('portfolio', sections, { 'project-grid': () => null });
  expect(render).toThrow(
    /content\/pages\/portfolio\.json:\n {2}at \$\.sections\[1\]\.type: "cta" is not a section this page can show; expected one of: project-grid/,
  );
  expect(
    renderSections('portfolio', sections, { 'project-grid': () => null, cta: () => null }),
  ).toHaveLength(sections.length);
});

test('a featured slug that names no item stops the build with the file, path and the slugs there are', () => {
  // The page's own featured slug, whatever the content names; a page that names none shows the first.
  const { featured } = getPage('service-details');
  const items = featured ? [{ slug: 'another' }, { slug: featured }] : [{ slug: 'another' }];
  expect(featuredItem(items, 'service-details')).toEqual(items.at(-1));
  if (!featured) return;
  expect(() =>
    featuredItem([{ slug: 'another' }, { slug: 'and-another' }], 'service-details'),
  ).toThrow(
    `Invalid content in content/pages/service-details.json:\n  at $.featured: "${featured}" is not the slug of any item; expected one of: another, and-another`,
  );
});
