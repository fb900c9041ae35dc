import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

// Next's config already registers the jsx-a11y plugin with a handful of rules; this turns on the
// whole recommended set on top of it.
const eslintConfig = [
  ...nextVitals,
  ...nextTypescript,
  { rules: { ...jsxA11y.flatConfigs.recommended.rules } },
  {
    // Imports run one way, room by room: the tests (e2e/) may import the tools, the build and the site;
    // the tools (tools/: measure, grow, shape, serve, check by hand) the build and the site; the build
    // (pipeline/: what `npm run build` and `npm run dev` run) the site; the site (app/, components/,
    // content/) none of them, so nothing of a script can reach a page. A helper two rooms need lives in
    // the lower one. The rule resolves each import (Next's resolvers: relative paths and the `@/` alias
    // alike) and checks the file it names; one that names no file is left to the type check.
    files: ['app/**', 'components/**', 'content/**', 'pipeline/**', 'tools/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['./app', './components', './content'],
              from: ['./pipeline', './tools', './e2e'],
              message:
                'The site imports no build script, tool or test; put shared code in the site and let them import it.',
            },
            {
              target: './pipeline',
              from: ['./tools', './e2e'],
              message:
                'The build imports no tool or test; put what both need in pipeline/ and let the tool import it.',
            },
            {
              target: './tools',
              from: './e2e',
              message:
                'A tool imports no test; put what both need in tools/ and let the test import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // A fixed sleep in a test is either too short on a busy machine (a flake) or too long on a quiet one
    // (wasted time): wait for what the visitor would see instead. Where a pause is the point (a carousel
    // that must not move for a while), disable the rule on that line and say why.
    files: ['e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'No fixed sleeps in tests: use a web-first assertion (await expect(locator)...) or expect.poll. If a pause is truly the point, disable this rule on the line with the reason.',
        },
      ],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      '.photo-export/**',
      '.pictures/**',
      'public/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      // Stryker's working copies of the project while `npm run mutation` runs, and its reports.
      '.stryker-tmp*/**',
      'reports/**',
    ],
  },
];

export default eslintConfig;
