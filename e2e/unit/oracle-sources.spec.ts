import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { importsOf } from './import-scan';
import {
  describeFinding,
  moduleOf,
  REFUSED,
  refusedUses,
  SUBJECTS,
  testFiles,
} from './oracle-sources';

/*
 * No test takes its expected value from the function that decides what a page shows (DESIGN.md, Tests,
 * "Oracles"): every file under e2e/ is read for the refused selectors (./oracle-sources.ts). The check
 * itself is shown planted sources, never the real files.
 */

test('no file under e2e/ takes a refused selector', () => {
  const files = testFiles();
  expect(files).toContain('e2e/unit/oracle-sources.spec.ts');
  const found = files.flatMap((file) => refusedUses(file, readFileSync(file, 'utf8')));
  expect(found.map(describeFinding)).toEqual([]);
});

/** The findings of a planted source as `line name module`. */
const planted = (source: string, file = 'e2e/site/planted.spec.ts') =>
  refusedUses(file, source).map((f) => `${f.line} ${f.name} ${f.module}`);

test('a planted use of a selector fails, named with its file, line and reason', () => {
  const source = [
    "import { expect, test } from './fixtures';",
    "import { getPosts } from '../../content';",
    'import {',
    '  getRelatedPosts,',
    '  termSlug as slugOf,',
    "} from '../../content/blog';",
  ].join('\n');
  const found = refusedUses('e2e/site/planted.spec.ts', source);
  expect(found.map(describeFinding)).toEqual([
    `e2e/site/planted.spec.ts:4 takes getRelatedPosts from content/blog: it ${REFUSED['content/blog']!['getRelatedPosts']}; state the rule in the test (e2e/oracles.ts)`,
    `e2e/site/planted.spec.ts:5 takes termSlug from content/blog: it ${REFUSED['content/blog']!['termSlug']}; state the rule in the test (e2e/oracles.ts)`,
  ]);
});

test('every way of reaching a selector is caught: alias, re-export, namespace, import(), require', () => {
  expect(planted("import { postsOf } from '@/content/blog';")).toEqual(['1 postsOf content/blog']);
  // pageCount is content/list-pages' own, re-exported by components/sections/post-pages.
  expect(planted("import { pageCount } from '../../components/sections/post-pages';")).toEqual([
    '1 pageCount content/list-pages',
  ]);
  expect(planted("\n\nimport * as blog from '../../content/blog.ts';")).toEqual(
    Object.keys(REFUSED['content/blog']!).map((name) => `3 ${name} content/blog`),
  );
  expect(
    planted("const { applyFilters } = await import('../../components/shop/catalogue-query');"),
  ).toContain('1 applyFilters components/shop/catalogue-query');
  expect(planted("const format = require('../components/ui/format');", 'e2e/helper.ts')).toEqual([
    '1 formatPrice components/ui/format',
    '1 formatDate components/ui/format',
  ]);
  // A helper under e2e/ that hands a selector on is caught where it does.
  expect(planted("export { projectNeighbours as around } from '../../content';")).toEqual([
    '1 projectNeighbours content/index',
  ]);
});

test('loaders, types, text that only looks like an import, the rules of e2e/oracles.ts and a selector’s own unit spec pass', () => {
  const source = [
    "import type { Term } from '../../content/blog';",
    "import { type getTags, getPosts, getPage } from '../../content';",
    "import { newestFirst, relatedTo } from '../oracles';",
    "const text = `import { postsOf } from '../../content/blog'`;",
    "// import { postsOf } from '../../content/blog';",
    "const quote = /'/g; const said = \"import { postsOf } from '../../content/blog'\";",
    "type Blog = import('../../content/blog').Term;",
  ].join('\n');
  expect(planted(source)).toEqual([]);
  const subject =
    "import { applyFilters, newerFirst } from '../../components/shop/catalogue-query';";
  expect(planted(subject, 'e2e/unit/catalogue-query.spec.ts')).toEqual([
    '1 newerFirst components/shop/catalogue-query',
  ]);
  expect(planted(subject, 'e2e/unit/other.spec.ts')).toHaveLength(2);
});

test('the imports are read past comments, strings and regular expressions that hold quotes', () => {
  const source = [
    "const a = s.replace(/'/g, '&#x27;'); /* it's */ const b = `it's ${x}`;",
    "import { x as y, type Z, w } from './m'; // it's",
    "export * from '../n';",
  ].join('\n');
  expect(importsOf(source)).toEqual([
    {
      line: 2,
      specifier: './m',
      names: [
        ['y', 'x', 2],
        ['w', 'w', 2],
      ],
      reExport: false,
    },
    { line: 3, specifier: '../n', names: 'all', reExport: true },
  ]);
});

test('every refused module and subject spec exists, so no entry of the list is dead', () => {
  for (const name of Object.keys(REFUSED)) expect(moduleOf('x.ts', `./${name}`)).toBe(name);
  const files = testFiles();
  for (const [file, names] of Object.entries(SUBJECTS)) {
    expect(files, file).toContain(file);
    const source = readFileSync(file, 'utf8');
    for (const name of names)
      expect(source, `${file} tests ${name}`).toMatch(new RegExp(`\\b${name}\\(`));
  }
});
