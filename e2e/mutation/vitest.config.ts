import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/*
 * The unit specs that call the logic modules in this process. The others read the export in out/ (what
 * the build made before any mutant), ask a server, or run the content code in another process (npx tsx in a
 * copy): none of those can see a mutant, so they would only slow the run.
 */
const LOGIC_SPECS = [
  'blog-terms',
  'carousel-presets',
  'catalogue-query',
  'checkout-fields',
  'cms-auth',
  'cms-collections',
  'cms-config',
  'cms-fields',
  'cms-text-fields',
  'cms-order',
  'coming-soon-switch',
  'content-findings',
  'content-integrity',
  'content-loading',
  'content-properties',
  'content-routes',
  'content-twins',
  'form-submission',
  'format',
  'json-ld-builders',
  'markdown',
  'markdown-reading',
  'oracles',
  'page-composition',
  'page-seo',
  'picture-widths',
  'pictures',
  'post-pages',
  'editor-language',
  'preview-items',
  'preview-sections',
  'preview-views',
  'range-bar',
  'range-values',
  'ripple-drops',
  'scale-growth',
  'search',
  'search-excerpts',
  'shop-logic',
  'shop-state',
  'structured-data',
  'text-kinds',
  'tree-href',
  'upload-kinds',
  'wishlist-actions',
];

export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: '@playwright/test', replacement: `${root}e2e/mutation/playwright-as-vitest.ts` },
      { find: /^@\//, replacement: root },
    ],
  },
  test: {
    include: LOGIC_SPECS.map((name) => `e2e/unit/${name}.spec.ts`),
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
