import type { Config } from 'tailwindcss';
import { HEADER_BREAKPOINTS } from './components/layout/header-breakpoints';

/*
 * Design tokens. Colours are semantic and resolve to CSS variables that app/globals.css sets per
 * theme (`.dark` / `.light` on <html>), so components write `bg-surface text-ink`, never `dark:` pairs.
 */
const token = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        page: token('page'),
        surface: token('surface'),
        raised: token('raised'),
        ink: token('ink'),
        muted: token('muted'),
        line: token('line'),
        accent: token('accent'),
        'on-accent': token('on-accent'),
        'accent-soft': token('accent-soft'),
      },
      fontFamily: {
        sans: ['var(--font-body)', 'system-ui', 'sans-serif'],
        display: ['var(--font-display)', 'var(--font-body)', 'system-ui', 'sans-serif'],
      },
      maxWidth: { container: '80rem' },
      screens: {
        xs: '500px',
        // The header's full form (components/layout/header-breakpoints.ts).
        nav: `${HEADER_BREAKPOINTS.full}px`,
      },
    },
  },
};

export default config;
