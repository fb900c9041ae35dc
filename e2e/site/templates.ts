import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The site's templates as route patterns (`/blog/[slug]/`), read from the app, and which exported route
 * belongs to which: for the sweep's samples (./samples.ts) and the checks over every page.
 */

/** Each template of the dark English tree as its route pattern, read from app/(dark)/. */
export function templates(appDir = join(process.cwd(), 'app', '(dark)')): string[] {
  const found: string[] = [];
  const walk = (folder: string, parts: string[]) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const group = /^\(.*\)$/.test(entry.name);
        walk(join(folder, entry.name), group ? parts : [...parts, entry.name]);
      } else if (entry.name === 'page.tsx') {
        found.push(parts.length ? `/${parts.join('/')}/` : '/');
      }
    }
  };
  walk(appDir, []);
  return [...new Set(found)].sort();
}

export const isDynamic = (template: string) => /\[[^\]]+\]/.test(template);
/** `/blog/page/3/`: a later page of a paginated list. */
export const PAGE_OF_LIST = /^(.*\/)page\/([^/]+)\/$/;

/** A template's optional catch-all at its end (`[[...page]]/`): the later pages of a paginated list. */
export const OPTIONAL_REST = /\[\[\.\.\.[^\]]+\]\]\/$/;

/**
 * Whether a dark English route is one of a template's pages. An optional catch-all (`[[...page]]`)
 * matches any number of segments, none included; a catch-all (`[...path]`), one or more.
 */
export function matches(template: string, route: string): boolean {
  const a = template.split('/').filter(Boolean);
  const b = route.split('/').filter(Boolean);
  const rest = a.length > 0 && /^\[\[\.\.\..+\]\]$/.test(a.at(-1)!);
  // A catch-all (`[...path]`) is one segment or more.
  const some = a.length > 0 && /^\[\.\.\..+\]$/.test(a.at(-1)!);
  const fixed = rest ? a.slice(0, -1) : a;
  if (rest || some ? b.length < fixed.length : b.length !== fixed.length) return false;
  return fixed.every((part, i) => /^\[.+\]$/.test(part) || part === b[i]);
}
