// @ts-check

/**
 * The logic modules under mutation, by group (the score is reported and held at 80 % per group). What is
 * left out is not logic a unit spec can reach: React hooks and islands (use-*.ts, the WebGL ripple), which
 * the browser projects exercise; the word lists of components/i18n/ and the editor's dictionaries
 * (pipeline/cms/decap-ar*.ts, field-words*.ts, field-hints.ts, editor-words.ts: data, their texts checked
 * by e2e/unit/interface-language.spec.ts and editor-language.spec.ts, and the demo check); and the editor's entry points and wiring,
 * which only hand the modules below to Decap CMS, esbuild and a local server: build-admin.ts (the
 * bundle), local.ts and proxy.ts (the processes of `npm run cms`), editor.ts, preview.ts,
 * relation-widget.ts and interface-language.ts (Decap's registrations, run in the browser), editor-package.ts (finding and installing editor/). The editor
 * project drives them all in a browser; a unit spec could only watch them call Decap.
 * @type {Record<string, string[]>}
 */
export const GROUPS = {
  content: ['content/*.ts'],
  shop: ['components/shop/*.ts', '!components/shop/use-*.ts'],
  'range values': ['components/range-slider/range-values.ts'],
  search: ['components/search/*.ts', 'components/islands/search-keys.ts'],
  'seo and structured data': ['components/seo/*.ts', 'components/layout/site-metadata.ts'],
  'pictures and pages': [
    'components/ui/picture-widths.ts',
    'components/ui/slot-sizes.ts',
    'components/sections/post-pages.ts',
    'components/ui/tree-href.ts',
    'components/ui/format.ts',
  ],
  'islands logic': ['components/islands/carousel-presets.ts', 'components/islands/ripple-drops.ts'],
  forms: ['components/forms/*.ts'],
  editor: [
    'pipeline/cms/*.ts',
    '!pipeline/cms/build-admin.ts',
    '!pipeline/cms/local.ts',
    '!pipeline/cms/editor.ts',
    '!pipeline/cms/preview.ts',
    '!pipeline/cms/relation-widget.ts',
    '!pipeline/cms/interface-language.ts',
    '!pipeline/cms/decap-ar*.ts',
    '!pipeline/cms/field-words*.ts',
    '!pipeline/cms/field-hints.ts',
    '!pipeline/cms/editor-words.ts',
    '!pipeline/cms/proxy.ts',
    '!pipeline/cms/editor-package.ts',
    '!pipeline/cms/*.d.ts',
  ],
};

/** Every group's patterns, for Stryker's `mutate`. */
export const MUTATED = Object.values(GROUPS).flat();
