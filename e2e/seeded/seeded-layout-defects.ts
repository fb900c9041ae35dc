/*
 * Defects of the rules over every page and tree of issue 75 that are not the head's or the JSON-LD's
 * (./seeded-page-defects.ts): the look, pictures in their cells, focus, forms' required fields, the
 * editor's uploads, the shop's sums and a visitor's tree. Each is a small ordinary change to the
 * export's stylesheet, to one page no template sample is, or to one line of the code, and each one the
 * suite at ec778e6 let through: its browser checks read the samples only, none compared a page's look
 * with an approved one, none asked where a picture sits or whether focus shows, a form's required fields
 * were checked on the contact page and the checkout, and orders were placed from the dark tree only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedRoutes } from '../site/routes';
import { sampleRoutes } from '../site/samples';
import { e2e, pageFile, rewrite, unit, unsampledPost, type Defect } from './seeded-defects';

/** The look of the pages named (all when none is): `look('/marketing-agency/')`. */
const look = (route?: string) =>
  `E2E_PORT=4434 npx playwright test --project=look${route ? ` --grep "the look of ${route}$"` : ''}`;

/** The export's stylesheet that holds `marker` (Next writes the site's CSS as one or two chunks). */
function stylesheet(copy: string, marker: string): string {
  const dir = join(copy, 'out', '_next', 'static', 'chunks');
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(dir, name))
    .find((path) => readFileSync(path, 'utf8').includes(marker));
  if (!file) throw new Error(`seed-defects: no stylesheet in out/ holds ${marker}`);
  return file;
}

/** The first English tag page no template sample is. */
function unsampledTagPage(): string {
  const visited = new Set(sampleRoutes());
  const route = exportedRoutes().find((r) => /^\/blog\/tag\/[^/]+\/$/.test(r) && !visited.has(r));
  if (!route) throw new Error('seed-defects: every tag page is a sample');
  return route;
}

export const LAYOUT_DEFECTS: Defect[] = [
  {
    name: 'source-takes-a-cell',
    what: "the stylesheet's rule that gives <source> no box is gone (the fault of 2026-11-26)",
    where: 'export',
    seed: (copy) => {
      const file = stylesheet(copy, 'source,track{display:none}');
      rewrite(file, (css) => css.replace('source,track{display:none}', ''));
      return file;
    },
    tests: [e2e('e2e/site/every-page.spec.ts'), look('/marketing-agency/')],
  },
  {
    name: 'focus-outline-none',
    what: 'the Read More links of an English tag page (no sample) get outline-none: no sign of focus',
    where: 'export',
    seed: (copy) => {
      const route = unsampledTagPage();
      rewrite(pageFile(copy, route), (html) =>
        html.replace(/(<a [^>]*class=")([^"]*"[^>]*>Read More)/g, '$1outline-none $2'),
      );
      return route;
    },
    tests: [e2e('e2e/site/every-page.spec.ts')],
  },
  {
    name: 'accent-a-shade-off',
    what: "the dark theme's accent 255 122 69 becomes 240 122 69",
    where: 'export',
    seed: (copy) => {
      const file = stylesheet(copy, '--color-accent:255 122 69');
      rewrite(file, (css) =>
        css.replaceAll('--color-accent:255 122 69', '--color-accent:240 122 69'),
      );
      return file;
    },
    tests: [look('/marketing-agency/')],
  },
  {
    name: 'reply-email-optional',
    what: "a post's reply form (English, no sample) no longer requires the e-mail its label marks *",
    where: 'export',
    seed: (copy) => {
      const route = `/blog/${unsampledPost()}/`;
      rewrite(pageFile(copy, route), (html) =>
        html.replace(/(<input type="email" id="reply-form-email") required=""/, '$1'),
      );
      return route;
    },
    tests: [unit('e2e/unit/required-fields.spec.ts')],
  },
  {
    name: 'upload-case-sensitive',
    what: "the editor's upload takes picture names in lower case only: a camera's IMG_0412.JPG is refused",
    where: 'source',
    seed: (copy) => {
      const file = join(copy, 'pipeline', 'cms', 'upload-guard.ts');
      rewrite(file, (code) => code.replace('(jpe?g|png|webp|svg)$/i', '(jpe?g|png|webp|svg)$/'));
      return file;
    },
    tests: [unit('e2e/unit/upload-kinds.spec.ts')],
  },
  {
    name: 'summary-line-price',
    what: "the order summary's line shows the product's price, not price x quantity",
    where: 'source',
    build: true,
    seed: (copy) => {
      const file = join(copy, 'components', 'shop', 'order-parts.tsx');
      rewrite(file, (code) =>
        code.replace(
          '{formatPrice(line.price * line.quantity, locale)}',
          '{formatPrice(line.price, locale)}',
        ),
      );
      return file;
    },
    tests: [e2e('e2e/site/shop-money.spec.ts')],
  },
  {
    name: 'receipt-leaves-the-tree',
    what: "'Confirm order' sends every visitor to /shop/success/, whatever tree they ordered in",
    where: 'source',
    build: true,
    seed: (copy) => {
      const file = join(copy, 'components', 'shop', 'checkout-view.tsx');
      rewrite(file, (code) =>
        code.replace(
          "router.push(treeHref('/shop/success', tree, locale))",
          "router.push('/shop/success')",
        ),
      );
      return file;
    },
    tests: [e2e('e2e/site/tree-journeys.spec.ts')],
  },
  {
    name: 'contact-sends-empty',
    what: 'the Arabic contact form loses its check (noValidate): sent with a required field empty',
    where: 'export',
    seed: (copy) => {
      const route = '/ar/contact/';
      rewrite(pageFile(copy, route), (html) =>
        html.replace('<form id="contact-form" ', '<form id="contact-form" noValidate="" '),
      );
      return route;
    },
    tests: [e2e('e2e/site/forms-refuse-empty.spec.ts')],
  },
];
