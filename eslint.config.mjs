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
    // Imports run one way: the build scripts may import the site's modules (the picture widths, the
    // content schema), never the reverse, so nothing of a script can reach a page. The rule resolves
    // each import (Next's resolvers: relative paths and the `@/` alias alike) and checks the file it
    // names; one that names no file is left to the type check, which fails on it.
    files: ['app/**', 'components/**', 'content/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['./app', './components', './content'],
              from: './scripts',
              message:
                'The site never imports build scripts; put shared code in the site and let scripts import it.',
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
