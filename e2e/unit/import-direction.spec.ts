import { ESLint } from 'eslint';
import { expect, test } from '@playwright/test';

/*
 * Imports run one way (eslint.config.mjs): the build scripts may import the site's modules, never the
 * reverse. The rule resolves each import, so a relative path and the `@/` alias to the same script are
 * both refused in the site, and the same import is allowed in scripts/.
 */

const RULE = 'import/no-restricted-paths';
const REASON =
  'The site never imports build scripts; put shared code in the site and let scripts import it.';

/** The project's configuration, loaded once for both tests. */
const eslint = new ESLint();

/** The messages of the import-direction rule for `code` linted as the file `filePath`. */
async function directionMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

test('the site may not import a build script, by relative path or by the @/ alias', async () => {
  for (const from of ['../../scripts/pictures/build', '@/scripts/pictures/build']) {
    const code = `import { runPipeline } from '${from}';\nexport const run = runPipeline;\n`;
    const messages = await directionMessages(code, 'components/ui/snippet.ts');
    expect(messages, from).toHaveLength(1);
    expect(messages[0], from).toContain(REASON);
  }
});

test('a build script may import another, and the site', async () => {
  const code = [
    "import { runPipeline } from '../../scripts/pictures/build';",
    "import { isRaster } from '../../components/ui/picture-widths';",
    'export const run = [runPipeline, isRaster];',
    '',
  ].join('\n');
  expect(await directionMessages(code, 'scripts/pictures/snippet.ts')).toEqual([]);
});
