import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ContentError, parseContent } from '../../content/load';
import { itemFileSchema } from '../../content/collections';
import { internalHref } from '../../content/schema-base';
import { contentCopy, removeContentCopies } from './content-copy';
import {
  getJobs,
  getPageNames,
  getPosts,
  getProducts,
  getProjects,
  getServices,
  getTeam,
} from '../../content';

/*
 * The items the broken copies break: the content's own (whatever the agency keeps), so that the errors
 * are checked on any content the schemas accept.
 */
const PRODUCT = getProducts()[0]!.id;
const POST = getPosts()[0]!.slug;
const MEMBER = getTeam()[0]!.slug;
/** An item whose Arabic twin goes missing: a job opening, or a service where there is none. */
const TWINNED = getJobs()[0] ? `jobs/${getJobs()[0]!.slug}` : `services/${getServices()[0]!.slug}`;
/** A service a project names (the content check then finds the project's link broken), if any. */
const LINKED_SERVICE = getProjects().flatMap((project) => project.services)[0];

/*
 * A bad edit to content/ must fail with the file, the JSON path and what was expected, both from
 * parseContent (what the build calls) and from `npm run check:content`.
 */

const root = process.cwd();
const checkScript = join(root, 'pipeline', 'check-content.ts');
const productSchema = itemFileSchema('products');
const PRODUCT_FILE = 'products/test-product.en.json';

const image = (name: string) => ({
  src: `/images/shop/${name}.webp`,
  alt: name,
});

/** A product that satisfies the schema; each test breaks one thing in a copy. */
function validProduct(): Record<string, unknown> {
  return {
    id: 'test-product',
    title: 'Test Product',
    price: 20,
    rating: 4.5,
    reviews: 1,
    sku: 'TP-001',
    category: 'Design',
    brand: 'Apple',
    tags: ['Brand'],
    stock: 3,
    summary: 'A product for the tests.',
    description: ['One paragraph.'],
    colors: ['Black'],
    sizes: ['M'],
    images: [image('a'), image('b'), image('c'), image('d')],
    added: '2025-01-31',
    review: { author: 'Dana', date: '2025-02-01', rating: 5, text: 'Lovely.' },
    order: 1,
  };
}

const productJson = (product: Record<string, unknown>) => JSON.stringify(product, null, 2);

/** Runs parseContent and returns the ContentError it throws (the test fails if it throws nothing else). */
function contentError(raw: string): ContentError {
  try {
    parseContent(PRODUCT_FILE, raw, productSchema);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('parseContent accepted content it should have refused');
}

test.describe('content errors name the file, the JSON path and what was expected', () => {
  test('a valid file parses, and its "$schema" pointer is not content', () => {
    const raw = JSON.stringify({ $schema: '../schemas/products.schema.json', ...validProduct() });
    const parsed = parseContent(PRODUCT_FILE, raw, productSchema);
    expect(parsed['price']).toBe(20);
  });

  test('malformed JSON', () => {
    const error = contentError('{ "id": "x", ');
    expect(error.file).toBe(`content/${PRODUCT_FILE}`);
    expect(error.message).toContain(`content/${PRODUCT_FILE}`);
    expect(error.message).toMatch(/at \$: not valid JSON/);
  });

  test('a wrong type', () => {
    const error = contentError(productJson({ ...validProduct(), price: 'twenty' }));
    expect(error.message).toContain(`content/${PRODUCT_FILE}`);
    expect(error.message).toContain('$.price');
    expect(error.message).toMatch(/expected number/i);
    expect(error.problems).toEqual([
      { path: '$.price', message: expect.stringMatching(/expected number/i) },
    ]);
  });

  test('a missing field', () => {
    const product = validProduct();
    delete product['title'];
    const error = contentError(productJson(product));
    expect(error.message).toContain(`content/${PRODUCT_FILE}`);
    expect(error.message).toContain('$.title');
    expect(error.message).toMatch(/expected string/i);
  });

  test('an out-of-range value', () => {
    const error = contentError(productJson({ ...validProduct(), price: 999 }));
    expect(error.message).toContain(`content/${PRODUCT_FILE}`);
    expect(error.message).toContain('$.price');
    // zod: "Too big: expected number to be <=400"
    expect(error.message).toMatch(/expected number to be <=\s*400/);
  });

  test('a wrong value in a nested array names the whole path', () => {
    const product = validProduct();
    product['images'] = [image('a'), image('b'), image('c'), { ...image('d'), src: 'd.webp' }];
    const error = contentError(productJson(product));
    expect(error.message).toContain('$.images[3].src');
    expect(error.message).toContain('a path under /images/');
  });

  test("a page link must be a root path of this site, never another site's address", () => {
    const hrefOf = (href: string) => internalHref.safeParse(href).success;
    expect(hrefOf('/about')).toBe(true);
    expect(hrefOf('/service/branding#process')).toBe(true);
    // "//host/…" and "/\\host/…" are another site to a browser; /light is the theme's prefix.
    for (const href of ['//example.com/about', '/\\example.com', '/light/about', 'about'])
      expect(hrefOf(href), href).toBe(false);
  });

  test('every problem in a file is reported, not only the first', () => {
    const product = validProduct();
    delete product['sku'];
    const error = contentError(productJson({ ...product, rating: 7 }));
    expect(error.problems.map((p) => p.path).sort()).toEqual(['$.rating', '$.sku']);
  });
});

test.describe('npm run check:content', () => {
  // Each run starts tsx and reads every file: give it room on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  const run = (cwd: string) =>
    spawnSync('npx', ['tsx', checkScript], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });

  test('passes on the real content', () => {
    const result = run(root);
    expect(result.stderr + result.stdout, result.stderr).toContain('Content check passed');
    expect(result.status, result.stderr).toBe(0);
  });

  test.describe('on a broken copy of the content', () => {
    let dir = '';

    test.beforeAll(() => {
      dir = contentCopy('content');
    });
    test.afterAll(removeContentCopies);

    /** Breaks the copy with `edit`, runs the check, and puts the content back as it was. */
    function broken(edit: (content: string) => void) {
      const content = join(dir, 'content');
      rmSync(content, { recursive: true, force: true });
      cpSync(join(root, 'content'), content, { recursive: true });
      edit(content);
      return run(dir);
    }
    const product = (content: string, locale = 'en') =>
      join(content, 'products', `${PRODUCT}.${locale}.json`);
    const readJson = (file: string) =>
      JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

    test('fails with exit code 1, naming the file and the JSON path', () => {
      const result = broken((content) => {
        const data = readJson(product(content));
        writeFileSync(product(content), JSON.stringify({ ...data, price: 999 }, null, 2));
      });
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toContain(`content/products/${PRODUCT}.en.json`);
      expect(result.stderr).toContain('$.price');
      expect(result.stderr).toMatch(/expected number to be <=\s*400/);
    });

    test("an item whose file is not named by its slug, or whose twin disagrees, fails with both files' paths", () => {
      const result = broken((content) => {
        const posts = join(content, 'posts');
        const en = join(posts, `${POST}.en.json`);
        writeFileSync(en, JSON.stringify({ ...readJson(en), slug: `${POST}-renamed` }, null, 2));
        const ar = product(content, 'ar');
        writeFileSync(ar, JSON.stringify({ ...readJson(ar), price: 21 }, null, 2));
      });
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toContain(`content/posts/${POST}.en.json`);
      expect(result.stderr).toContain(`at $.slug: expected "${POST}", the file's name`);
      expect(result.stderr).toContain(`content/products/${PRODUCT}.ar.json`);
      expect(result.stderr).toMatch(/at \$\.price: expected \d+ as in English, got 21/);
    });

    test('an orphaned or missing twin, and a stray file, fail naming each', () => {
      const result = broken((content) => {
        rmSync(join(content, `${TWINNED}.ar.json`));
        cpSync(
          join(content, 'team', `${MEMBER}.ar.json`),
          join(content, 'team', `${MEMBER}-2.ar.json`),
        );
        // A collection may be empty: its folder is then made for the stray file.
        mkdirSync(join(content, 'brands'), { recursive: true });
        writeFileSync(join(content, 'brands', 'Tala Towers.en.json'), '{}');
      });
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toContain(
        `content/${TWINNED}.ar.json:\n  at $: the file is missing: every item has its Arabic twin`,
      );
      expect(result.stderr).toContain(
        `content/team/${MEMBER}-2.ar.json:\n  at $: an Arabic file with no English file beside it`,
      );
      expect(result.stderr).toContain(
        'content/brands/Tala Towers.en.json:\n  at $: not read by the site',
      );
    });

    test('a blog list page without its post-index section fails, naming the page and what it needs', () => {
      const result = broken((content) => {
        for (const locale of ['en', 'ar']) {
          const file = join(content, 'pages', `blog-tag.${locale}.json`);
          const page = readJson(file) as { sections?: { type: string }[] };
          const sections = (page.sections ?? []).filter((s) => s.type !== 'post-index');
          writeFileSync(file, JSON.stringify({ ...page, sections }, null, 2));
        }
      });
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toContain(
        'content/pages/blog-tag.en.json: $.sections: needs a "post-index" section',
      );
      // A content error, not a crash of the checks that list the pages.
      expect(result.stderr).not.toMatch(/\n\s+at \w/);
    });

    test('a deleted item that a page links to fails, naming the linking file', () => {
      test.skip(!LINKED_SERVICE, 'no project of the content names a service');
      // Without its only service the content is below its minimum, and says that first
      // (content-minimums.spec.ts).
      test.skip(
        getServices().length < 2,
        'the content has one service: deleting it is a minimum error',
      );
      const service = LINKED_SERVICE!;
      const result = broken((content) => {
        for (const locale of ['en', 'ar'])
          rmSync(join(content, 'services', `${service}.${locale}.json`));
      });
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(
          `content/projects/[a-z0-9-]+\\.en\\.json: \\$\\.services\\[\\d+\\]: no service "${service}"`,
        ),
      );
      // A page whose section lists the service is named too.
      const listing = getPageNames().filter((name) =>
        readFileSync(join(root, 'content', 'pages', `${name}.en.json`), 'utf8').includes(
          `"service": "${service}"`,
        ),
      );
      for (const name of listing)
        expect(result.stderr).toMatch(
          new RegExp(
            `content/pages/${name}\\.en\\.json: \\$\\.sections\\[\\d+\\]\\.items\\[\\d+\\]\\.service: no service "${service}"`,
          ),
        );
    });

    test('malformed JSON fails too, naming the file', () => {
      const result = broken((content) =>
        writeFileSync(join(content, 'faqs.en.json'), '{ "faqs": [ '),
      );
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toContain('content/faqs.en.json');
      expect(result.stderr).toContain('not valid JSON');
    });
  });
});
