import { expect, test } from '@playwright/test';
import { VIEWS, type Item } from '../../pipeline/cms/preview-views';

/*
 * What the web editor's preview shows of an item of each collection (pipeline/cms/preview-views.ts): its
 * picture and its lead line, read from small items written here, and how a missing part is left out
 * rather than shown as "undefined".
 */

const view = (name: string) => {
  const found = VIEWS[name];
  if (!found) throw new Error(`no view ${name}`);
  return found;
};
const picture = (name: string, item: Item) => view(name).picture?.(item);
const lead = (name: string, item: Item) => view(name).lead(item);

test("an item's picture is its own image, its first product photo, or the dark version of a logo", () => {
  expect(picture('posts', { thumbnail: { src: '/images/p.webp' } })).toBe('/images/p.webp');
  expect(picture('posts', {})).toBeUndefined();
  expect(picture('services', { image: { src: '/images/s.webp' } })).toBe('/images/s.webp');
  expect(picture('projects', { cover: { src: '/images/c.webp' } })).toBe('/images/c.webp');
  expect(picture('team', { portrait: { src: '/images/t.webp' } })).toBe('/images/t.webp');
  expect(picture('testimonials', { avatar: { src: '/images/a.webp' } })).toBe('/images/a.webp');
  expect(
    picture('products', { images: [{ src: '/images/1.webp' }, { src: '/images/2.webp' }] }),
  ).toBe('/images/1.webp');
  expect(picture('products', {})).toBeUndefined();
  expect(picture('products', { images: [] })).toBeUndefined();
  const logo = { dark: { src: '/images/dark.svg' }, light: { src: '/images/light.svg' } };
  expect(picture('brands', { logo })).toBe('/images/dark.svg');
  expect(picture('awards', { image: logo })).toBe('/images/dark.svg');
  expect(picture('awards', {})).toBeUndefined();
  expect(picture('awards', { image: {} })).toBeUndefined();
  expect(view('jobs').picture).toBeUndefined();
});

test("an item's lead line is its own text field, and nothing when that is not text", () => {
  expect(lead('posts', { excerpt: 'In short.' })).toBe('In short.');
  expect(lead('posts', { excerpt: 3 })).toBeUndefined();
  expect(lead('team', { role: 'Designer' })).toBe('Designer');
  expect(lead('brands', { href: 'https://example.com' })).toBe('https://example.com');
  expect(lead('faqs', { answer: 'Yes.' })).toBe('Yes.');
});

test('a lead line of several parts joins those that are there', () => {
  expect(lead('jobs', { type: 'Full time', location: 'Amman' })).toBe('Full time · Amman');
  expect(lead('jobs', { location: 'Amman' })).toBe('Amman');
  expect(lead('testimonials', { role: 'Client', text: 'Great work.' })).toBe('Client: Great work.');
  expect(lead('testimonials', { text: 'Great work.' })).toBe('Great work.');
  expect(lead('awards', { brand: 'Awwwards', subtitle: 'Site of the day', date: '2024' })).toBe(
    'Awwwards · Site of the day · 2024',
  );
  expect(lead('awards', { date: '2024' })).toBe('2024');
});

test('a figure is its value and suffix, and a plan its prices in its currency', () => {
  expect(lead('stats', { value: 120, suffix: '+' })).toBe('120+');
  expect(lead('stats', { value: 7 })).toBe('7');
  expect(lead('stats', {})).toBe('');
  expect(
    lead('pricing', {
      subtitle: 'For small teams',
      currency: '$',
      prices: { monthly: 29, yearly: 290 },
    }),
  ).toBe('For small teams · $29 / $290');
  expect(lead('pricing', { prices: { monthly: 0 } })).toBe('0 / ');
  expect(lead('pricing', { subtitle: 'Ask us' })).toBe('Ask us');
});
