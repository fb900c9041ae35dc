/*
 * The post-build step that writes the policy into each page and the headers the host must send with the
 * export (called from pipeline/post-export.ts after `next build`):
 *   - each HTML file: its own Content-Security-Policy as a meta element, first in `<head>` (meta.ts);
 *   - out/_headers: Netlify and Cloudflare Pages syntax, site-wide rules only, within Cloudflare's limits
 *     (the build fails past them): `/*` gets the site-wide headers and the part of the policy a meta
 *     cannot carry (frame-ancestors), `/_next/static/*` and `/img/*` (the picture copies) long immutable caching, and each top-level
 *     folder of pages its Cross-Origin-Opener-Policy (the web editor's differs);
 *   - deploy/nginx.conf: the same for nginx (nginx.ts), outside the web root.
 * The e2e suite's server (tools/serve.ts) reads out/_headers, so every browser test runs under it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getSite } from '../../content';
import { withPolicyMeta } from './meta';
import { nginxConf } from './nginx';
import { EDITOR_PATH } from '../cms/folder';
import {
  contentSecurityPolicy,
  defaultPolicyOptions,
  EDITOR_OPENER,
  editorSecurityPolicy,
  HEADER_POLICY,
  PAGE_OPENER,
  SEARCH_WORKER_PATH,
  searchWorkerPolicy,
  SITE_HEADERS,
  STATIC_HEADERS,
  IMMUTABLE_PREFIXES,
  type PolicyOptions,
} from './policy';

export type Headers = Readonly<Record<string, string>>;

/** One block of `_headers`: a URL path (exact, or ending in the splat `*`) and its headers. */
export type HeaderRule = { path: string; headers: Headers };

/** One HTML file of the export: the URL path it answers (`/`, `/about/`, `/404.html`) and its file under out/. */
export type ExportedHtml = { path: string; file: string };

/** Every HTML file under `outDir`, sorted by path: `index.html` files answer their folder's path. */
export function exportedHtml(outDir: string): ExportedHtml[] {
  const found: ExportedHtml[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(join(outDir, sub), { withFileTypes: true })) {
      const file = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'index.html') found.push({ path: `/${sub}${sub ? '/' : ''}`, file });
      else if (entry.name.endsWith('.html')) found.push({ path: `/${file}`, file });
    }
  };
  walk('');
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Each HTML file of the export with its Content-Security-Policy and opener policy: a page's own, or
 * the web editor's (out/admin/index.html).
 */
export function pagePolicies(outDir: string, options: PolicyOptions = defaultPolicyOptions()) {
  return exportedHtml(outDir).map(policyOf(outDir, options));
}

/**
 * The site search's worker, when the export has it, with its own policy (policy.ts, searchWorkerPolicy):
 * a worker runs under its script's response policy, which no meta element can set, so this one rule
 * stays in the headers.
 */
export const searchWorkerRules = (outDir: string): HeaderRule[] =>
  existsSync(join(outDir, SEARCH_WORKER_PATH))
    ? [{ path: SEARCH_WORKER_PATH, headers: { 'Content-Security-Policy': searchWorkerPolicy() } }]
    : [];

const policyOf = (outDir: string, options: PolicyOptions) => (page: ExportedHtml) =>
  page.path === EDITOR_PATH
    ? {
        ...page,
        csp: editorSecurityPolicy(
          process.env.CMS_AUTH_URL ? new URL(process.env.CMS_AUTH_URL).origin : undefined,
          process.env.CMS_GITHUB_API_ROOT
            ? new URL(process.env.CMS_GITHUB_API_ROOT).origin
            : undefined,
        ),
        coop: EDITOR_OPENER['Cross-Origin-Opener-Policy'],
      }
    : {
        ...page,
        csp: contentSecurityPolicy(readFileSync(join(outDir, page.file), 'utf8'), options),
        coop: PAGE_OPENER['Cross-Origin-Opener-Policy'],
      };

export type PagePolicy = ReturnType<typeof pagePolicies>[number];

/** The headers every response gets: the site-wide ones and the header-only part of the policy. */
export const SITE_WIDE: Headers = { ...SITE_HEADERS, 'Content-Security-Policy': HEADER_POLICY };

/**
 * The path rule of a page's opener policy: its top-level folder (`/blog/x/` → `/blog/*`, which matches
 * `/blog/` too), or the page itself at the top (`/`, `/404.html`).
 */
const openerPath = (path: string) => {
  const top = /^\/[^/]+\//.exec(path)?.[0];
  return top ? `${top}*` : path;
};

/**
 * One rule per top-level folder of pages with their Cross-Origin-Opener-Policy. It cannot be site-wide:
 * hosts join the values of every rule that matches a path, so `/*` could not be replaced for the web
 * editor (`/admin/*`). A folder whose pages would need two values is refused.
 */
export function openerRules(pages: PagePolicy[]): HeaderRule[] {
  const byPath = new Map<string, string>();
  for (const page of pages) {
    const path = openerPath(page.path);
    const known = byPath.get(path);
    if (known && known !== page.coop)
      throw new Error(
        `_headers: ${path} holds pages with two opener policies (${known}, ${page.coop}): give ${page.path} a folder of its own`,
      );
    byPath.set(path, page.coop);
  }
  return [...byPath].map(([path, coop]) => ({
    path,
    headers: { 'Cross-Origin-Opener-Policy': coop },
  }));
}

/** The rules of `_headers`, most general first, then the search worker's (`searchWorkerRules`). */
export const headerRules = (pages: PagePolicy[], extra: HeaderRule[] = []): HeaderRule[] => [
  { path: '/*', headers: SITE_WIDE },
  ...IMMUTABLE_PREFIXES.map((prefix) => ({ path: `${prefix}*`, headers: STATIC_HEADERS })),
  ...openerRules(pages),
  ...extra,
];

export function renderHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join(
      '\n',
    ),
  );
  return [
    '# Generated by `npm run build` (pipeline/security/headers.ts): the headers the host sends.',
    '# Netlify and Cloudflare Pages syntax; docs/deploying.md explains each rule.',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

/** The rules of a `_headers` file (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a rule: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a rule's path matches a URL path: exactly, or by its prefix when it ends with `*`. */
export const ruleMatches = (rulePath: string, urlPath: string) =>
  rulePath.endsWith('*') ? urlPath.startsWith(rulePath.slice(0, -1)) : rulePath === urlPath;

/**
 * The headers for a URL path as Netlify and Cloudflare Pages combine them: every matching rule applies,
 * and a header named by several rules gets their values joined by a comma.
 */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!ruleMatches(rule.path, urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers))
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

/** Cloudflare Pages' limits for `_headers`: rules read, characters per header line. */
export const CLOUDFLARE_LIMITS = { rules: 100, lineLength: 2000 };

/** What passes Cloudflare Pages' limits in a `_headers` file, one sentence each (none: it fits). */
export function headersFileProblems(text: string, file = 'out/_headers'): string[] {
  const rules = parseHeadersFile(text);
  const problems: string[] = [];
  if (rules.length > CLOUDFLARE_LIMITS.rules)
    problems.push(
      `${file}: ${rules.length} rules, but Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.rules}`,
    );
  text.split('\n').forEach((line, index) => {
    if (line.length > CLOUDFLARE_LIMITS.lineLength)
      problems.push(
        `${file}:${index + 1}: ${line.length} characters, but Cloudflare Pages reads lines of at most ${CLOUDFLARE_LIMITS.lineLength}`,
      );
  });
  return problems;
}

/**
 * Writes each page's policy into its `<head>`, then out/_headers and deploy/nginx.conf; returns a
 * one-line summary for the build log. Throws when `_headers` passes Cloudflare Pages' limits.
 */
export function writeSecurityHeaders(outDir = 'out', deployDir = 'deploy'): string {
  const pages = pagePolicies(outDir);
  for (const page of pages) {
    const file = join(outDir, page.file);
    writeFileSync(file, withPolicyMeta(readFileSync(file, 'utf8'), page.csp));
  }
  const worker = searchWorkerRules(outDir);
  const rules = headerRules(pages, worker);
  const headersFile = renderHeadersFile(rules);
  const problems = headersFileProblems(headersFile, `${outDir}/_headers`);
  if (problems.length) throw new Error(problems.join('\n'));
  writeFileSync(join(outDir, '_headers'), headersFile);
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(
    join(deployDir, 'nginx.conf'),
    nginxConf(pages, new URL(getSite().url).hostname, worker),
  );
  const lines = headersFile.split('\n');
  const longest = Math.max(...lines.map((line) => line.length));
  return (
    `security headers: each of ${pages.length} pages carries its policy in <head>; ${outDir}/_headers ` +
    `(${rules.length} rules, ${lines.length} lines, longest ${longest} characters) and ${deployDir}/nginx.conf`
  );
}
