import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ContentError, parseContent } from '../../content/load';
import { files } from '../../content/schema';

/*
 * A bad edit to content/ must fail with the file, the JSON path and what was expected, both from
 * parseContent (what the build calls) and from `npm run check:content`.
 */

const root = process.cwd();
const checkScript = join(root, 'scripts', 'check-content.ts');
const productsSchema = files['products.json'];

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
  };
}

const productsJson = (product: Record<string, unknown>) =>
  JSON.stringify({ products: [product] }, null, 2);

/** Runs parseContent and returns the ContentError it throws (the test fails if it throws nothing else). */
function contentError(raw: string): ContentError {
  try {
    parseContent('products.json', raw, productsSchema);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('parseContent accepted content it should have refused');
}

test.describe('content errors name the file, the JSON path and what was expected', () => {
  test('a valid file parses, and its "$schema" pointer is not content', () => {
    const raw = JSON.stringify({
      $schema: './schemas/products.schema.json',
      products: [validProduct()],
    });
    const parsed = parseContent('products.json', raw, productsSchema);
    expect(parsed.products[0]?.price).toBe(20);
  });

  test('malformed JSON', () => {
    const error = contentError('{ "products": [ { "id": "x", } ');
    expect(error.file).toBe('content/products.json');
    expect(error.message).toContain('content/products.json');
    expect(error.message).toMatch(/at \$: not valid JSON/);
  });

  test('a wrong type', () => {
    const error = contentError(productsJson({ ...validProduct(), price: 'twenty' }));
    expect(error.message).toContain('content/products.json');
    expect(error.message).toContain('$.products[0].price');
    expect(error.message).toMatch(/expected number/i);
    expect(error.problems).toEqual([
      { path: '$.products[0].price', message: expect.stringMatching(/expected number/i) },
    ]);
  });

  test('a missing field', () => {
    const product = validProduct();
    delete product['title'];
    const error = contentError(productsJson(product));
    expect(error.message).toContain('content/products.json');
    expect(error.message).toContain('$.products[0].title');
    expect(error.message).toMatch(/expected string/i);
  });

  test('an out-of-range value', () => {
    const error = contentError(productsJson({ ...validProduct(), price: 999 }));
    expect(error.message).toContain('content/products.json');
    expect(error.message).toContain('$.products[0].price');
    // zod: "Too big: expected number to be <=400"
    expect(error.message).toMatch(/expected number to be <=\s*400/);
  });

  test('a wrong value in a nested array names the whole path', () => {
    const product = validProduct();
    product['images'] = [image('a'), image('b'), image('c'), { ...image('d'), src: 'd.webp' }];
    const error = contentError(productsJson(product));
    expect(error.message).toContain('$.products[0].images[3].src');
    expect(error.message).toContain('a path under /images/');
  });

  test('every problem in a file is reported, not only the first', () => {
    const product = validProduct();
    delete product['sku'];
    const error = contentError(productsJson({ ...product, rating: 7 }));
    expect(error.problems.map((p) => p.path).sort()).toEqual([
      '$.products[0].rating',
      '$.products[0].sku',
    ]);
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
      dir = mkdtempSync(join(tmpdir(), 'rawnaq-content-'));
      cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
      for (const name of [
        'node_modules',
        'scripts',
        'public',
        'app',
        'package.json',
        'tsconfig.json',
      ]) {
        if (existsSync(join(root, name))) symlinkSync(join(root, name), join(dir, name));
      }
    });

    test.afterAll(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    test('fails with exit code 1, naming the file and the JSON path', () => {
      const file = join(dir, 'content', 'products.en.json');
      const data = JSON.parse(readFileSync(file, 'utf8')) as {
        products: Record<string, unknown>[];
      };
      const first = data.products[0];
      expect(first, 'content/products.en.json has at least one product').toBeDefined();
      data.products[0] = { ...first, price: 999 };
      writeFileSync(file, JSON.stringify(data, null, 2));

      const result = run(dir);
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toContain('content/products.en.json');
      expect(result.stderr).toContain('$.products[0].price');
      expect(result.stderr).toMatch(/expected number to be <=\s*400/);
    });

    test('malformed JSON fails too, naming the file', () => {
      writeFileSync(join(dir, 'content', 'faqs.en.json'), '{ "faqs": [ ');
      const result = run(dir);
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toContain('content/faqs.en.json');
      expect(result.stderr).toContain('not valid JSON');
    });
  });
});
