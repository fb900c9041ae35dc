import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { collectImages, findIntegrityProblems } from '../../content/integrity';
import { readSize } from '../../pipeline/pictures/process';
import { getProducts, getProjects, getServices } from '../../content';
import { diskJson, postFiles, withContent, type Changes } from './content-source';

const publicDir = join(process.cwd(), 'public');

test('references resolve, ids are unique and every image exists', () => {
  expect(findIntegrityProblems()).toEqual([]);
});

test('every picture the content names is a file the picture pipeline can read', async () => {
  const wrong: string[] = [];
  for (const [where, image] of collectImages()) {
    try {
      const size = await readSize(readFileSync(join(publicDir, image.src)));
      if (size.width < 1 || size.height < 1) wrong.push(`${where}: ${image.src} has no size`);
    } catch (error) {
      wrong.push(`${where}: ${image.src}: ${(error as Error).message}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('every image has alt text', () => {
  const missing = collectImages()
    .filter(([, image]) => image.alt.trim() === '')
    .map(([where, image]) => `${where}: ${image.src}`);
  expect(missing).toEqual([]);
});

/*
 * How many items each collection holds, the prices and the figures are the editor's to choose: the
 * spec's demo values are checked by `npm run check:demo` (tools/check-demo.ts), outside this suite.
 */

/** Content with one of each cross-file mistake, in both languages, beside the content's own. */
function brokenContent(): Changes {
  const product = getProducts('en')[0]!;
  const [service] = getServices('en');
  const project = getProjects('en')[0]!.slug;
  const shop = (locale: 'en' | 'ar') => {
    const file = diskJson(`shop.${locale}.json`) as { demo: object; sampleOrder: object };
    return {
      ...file,
      demo: {
        ...file.demo,
        cart: [
          { product: product.id, quantity: 2 },
          { product: 'no-such-product', quantity: 1 },
        ],
        cartTotal: product.price * 2 + 1,
        wishlist: ['no-such-wish'],
      },
      sampleOrder: { ...file.sampleOrder, lines: [{ product: 'no-such-line', quantity: 1 }] },
    };
  };
  const projectFile = (locale: 'en' | 'ar') => {
    const file = diskJson(`projects/${project}.${locale}.json`) as { services: string[] };
    return { ...file, services: [...file.services, 'no-such-service'] };
  };
  const lost = postFiles('lost-words', '2020-01-01', 'Tech', ['Lost']);
  const body = (words: string) =>
    `[${words}](/nowhere/)\n\n![${words}](/images/posts/nowhere.webp)`;
  const post = (locale: 'en' | 'ar', words: string) => ({
    ...(lost[`posts/lost-words.${locale}.json`] as object),
    author: 'nobody-here',
    thumbnail: { src: '/images/posts/missing-thumb.webp', alt: words },
    body: body(words),
  });
  const site = (locale: 'en' | 'ar') => {
    const file = diskJson(`site.${locale}.json`) as { nav: object[] };
    // A link to a file (the feed) is no page, and a part of a page that exists is fine.
    const added = [
      { label: 'Gone', href: '/no-page#top' },
      { label: 'Feed', href: '/feed.xml' },
      { label: 'Home', href: '/#top' },
    ];
    return { ...file, nav: [...file.nav, ...added] };
  };
  const page = (locale: 'en' | 'ar') => ({
    meta: diskJson(`pages/blog.${locale}.json`)['meta'],
    sections: [
      {
        type: 'services',
        title: 'S',
        layout: 'grid',
        items: [{ service: service?.slug ?? 'no-such-service' }, { service: 'no-such-service' }],
        cta: { label: 'More', href: '/nowhere-else/?x=1' },
      },
      { type: 'portfolio', title: 'P', layout: 'grid', projects: [project, 'no-such-project'] },
    ],
  });
  return {
    ...postFiles('cart', '2020-01-02', 'Tech', ['Lost']),
    'posts/lost-words.en.json': post('en', 'A page'),
    'posts/lost-words.ar.json': post('ar', 'صفحة'),
    'shop.en.json': shop('en'),
    'shop.ar.json': shop('ar'),
    [`projects/${project}.en.json`]: projectFile('en'),
    [`projects/${project}.ar.json`]: projectFile('ar'),
    'site.en.json': site('en'),
    'site.ar.json': site('ar'),
    'pages/zz-check.en.json': page('en'),
    'pages/zz-check.ar.json': page('ar'),
  };
}

test('each cross-file mistake is named with its file, its place and what it should be', () => {
  const changes = brokenContent();
  const nav = (diskJson('site.en.json')['nav'] as object[]).length;
  const price = getProducts('en')[0]!.price;
  const project = getProjects('en')[0]!.slug;
  const services = (diskJson(`projects/${project}.en.json`)['services'] as string[]).length;
  const post = 'content/posts/lost-words';
  const page = 'content/pages/zz-check';
  const missing = (locale: string) => [
    `${post}.${locale}.json: $.body (line 1, column 1): a link to /nowhere/, which is no page of the site; expected a root path such as /service/branding/`,
    `${post}.${locale}.json: $.body (line 3, column 1): picture /images/posts/nowhere.webp does not exist in public/ (put the file in public/images/posts/nowhere.webp)`,
  ];
  const links = (locale: string) => [
    `content/site.${locale}.json: $.nav[${nav}].href: a link to /no-page#top, which is no page of the site`,
    `${page}.${locale}.json: $.sections[0].cta.href: a link to /nowhere-else/?x=1, which is no page of the site`,
  ];
  const problems = withContent(changes, () => findIntegrityProblems());
  expect(problems).toEqual([
    'content/posts/cart.en.json: the id "cart" is taken by a page of its own; choose another',
    'content/shop.en.json: $.demo.cart[1].product: no product "no-such-product" in content/products/',
    'content/shop.en.json: $.demo.wishlist[0]: no product "no-such-wish" in content/products/',
    'content/shop.en.json: $.sampleOrder.lines[0].product: no product "no-such-line" in content/products/',
    // The demo cart's total is the sum of price x quantity of its lines.
    `content/shop.en.json: $.demo.cartTotal: expected ${(price * 2).toFixed(2)}, the sum of the demo cart's subtotals`,
    `content/projects/${project}.en.json: $.services[${services}]: no service "no-such-service" in content/services/`,
    `${post}.en.json: $.author: "nobody-here" is no member of the team (content/team/)`,
    `${page}.en.json: $.sections[0].items[1].service: no service "no-such-service" in content/services/`,
    `${page}.en.json: $.sections[1].projects[1]: no project "no-such-project" in content/projects/`,
    ...missing('en'),
    ...missing('ar'),
    ...links('en'),
    ...links('ar'),
    `${post}.en.json: image /images/posts/missing-thumb.webp does not exist in public/ (run npm run images)`,
  ]);
});

test('a demo cart total within half a cent of its lines is right; a list page without its page size is named', () => {
  const product = getProducts('en')[0]!;
  const shop = (locale: 'en' | 'ar') => {
    const file = diskJson(`shop.${locale}.json`) as { demo: object };
    const cart = [{ product: product.id, quantity: 3 }];
    return { ...file, demo: { ...file.demo, cart, cartTotal: product.price * 3 + 0.004 } };
  };
  const unpaged = (locale: 'en' | 'ar') => {
    const file = diskJson(`pages/blog-tag.${locale}.json`) as { sections?: { type: string }[] };
    return { ...file, sections: (file.sections ?? []).filter((s) => s.type !== 'post-index') };
  };
  const changes = {
    'pages/blog-tag.en.json': unpaged('en'),
    'pages/blog-tag.ar.json': unpaged('ar'),
    'shop.en.json': shop('en'),
    'shop.ar.json': shop('ar'),
  };
  const needs = 'needs a "post-index" section (its posts per page cut the list into pages)';
  expect(withContent(changes, () => findIntegrityProblems())).toEqual([
    `content/pages/blog-tag.en.json: $.sections: ${needs}`,
    `content/pages/blog-tag.ar.json: $.sections: ${needs}`,
  ]);
});
