import { ESLint } from 'eslint';
import { expect, test } from '@playwright/test';

/*
 * Imports run one way, room by room (eslint.config.mjs): tests (e2e/) -> tools (tools/) -> build
 * (pipeline/) -> site (app/, components/, content/). The rule resolves each import, so a relative path and
 * the `@/` alias to the same file are refused alike; an import that runs down is allowed. Each planted
 * import against the direction below is refused with its room's words.
 */

const RULE = 'import/no-restricted-paths';

/** The project's configuration, loaded once for every test. */
const eslint = new ESLint();

/** The messages of the import-direction rule for `code` linted as the file `filePath`. */
async function directionMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const importing = (from: string) => `import * as planted from '${from}';\nexport { planted };\n`;

/** Planted imports that run back up, each in the file it is linted as, with the words it is refused in. */
const UPWARDS: { file: string; from: string; reason: string }[] = [
  {
    file: 'components/ui/snippet.ts',
    from: '../../pipeline/pictures/build',
    reason: 'The site imports no build script',
  },
  {
    file: 'components/ui/snippet.ts',
    from: '@/pipeline/pictures/build',
    reason: 'The site imports no build script',
  },
  {
    file: 'content/snippet.ts',
    from: '../tools/serve',
    reason: 'The site imports no build script, tool or test',
  },
  {
    file: 'app/snippet.ts',
    from: '../e2e/oracles',
    reason: 'The site imports no build script, tool or test',
  },
  {
    file: 'pipeline/seo/snippet.ts',
    from: '../../tools/js-budget',
    reason: 'The build imports no tool or test',
  },
  {
    file: 'pipeline/snippet.ts',
    from: '../e2e/site/routes',
    reason: 'The build imports no tool or test',
  },
  {
    file: 'tools/perf/snippet.ts',
    from: '../../e2e/site/routes',
    reason: 'A tool imports no test',
  },
];

for (const { file, from, reason } of UPWARDS)
  test(`${file.split('/')[0]}/ may not import ${from}`, async () => {
    const messages = await directionMessages(importing(from), file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

test('each room may import the rooms below it', async () => {
  const allowed: [string, string[]][] = [
    [
      'e2e/site/snippet.ts',
      ['../../tools/serve', '../../pipeline/compress', '../../components/ui/picture-widths'],
    ],
    [
      'tools/perf/snippet.ts',
      ['../../pipeline/compress', '../../components/ui/picture-widths', '../serve'],
    ],
    [
      'pipeline/pictures/snippet.ts',
      ['../../components/ui/picture-widths', '../../content/locale', './build'],
    ],
  ];
  for (const [file, froms] of allowed)
    for (const from of froms)
      expect(await directionMessages(importing(from), file), `${file} ${from}`).toEqual([]);
});
