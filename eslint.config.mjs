import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// Next's config already registers the jsx-a11y plugin with a handful of rules; this turns on the
// whole recommended set on top of it.
const eslintConfig = [
  ...nextVitals,
  ...nextTypescript,
  { rules: { ...jsxA11y.flatConfigs.recommended.rules } },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'public/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default eslintConfig;
