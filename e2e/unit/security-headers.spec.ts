import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getSite } from '../../content';
import {
  exportedHtml,
  headersFor,
  parseHeadersFile,
  type HeaderRule,
} from '../../pipeline/security/headers';
import { pageMetaPolicy } from '../../pipeline/security/meta';
import { EDITOR_PATH } from '../../pipeline/cms/folder';
import { BROTLI_ON_THE_FLY } from '../../pipeline/compress';
import {
  directiveSources,
  editorSecurityPolicy,
  FRAME_ORIGINS,
  hashSource,
  inlineScripts,
  styleAttributes,
  SEARCH_WORKER_PATH,
  searchWorkerPolicy,
} from '../../pipeline/security/policy';
import { pagesOfOneTree } from './export-floor';

/*
 * The policy the build writes into each page and the headers it writes for the host (pipeline/security/):
 * each page's <meta http-equiv="Content-Security-Policy">, out/_headers and deploy/nginx.conf. A page's
 * whole policy is its meta element's and the header's together (a browser enforces both).
 */

const read = (file: string) => readFileSync(file, 'utf8');
const exported = exportedHtml('out');
/** The site's pages; the web editor (out/admin/) has a policy of its own, checked on its own below. */
const pages = exported.filter((page) => page.path !== EDITOR_PATH);
let rules: HeaderRule[] = [];
test.beforeAll(() => {
  rules = parseHeadersFile(read('out/_headers'));
});
const headerCspOf = (path: string) => headersFor(rules, path)['Content-Security-Policy'] ?? '';
const fileByPath = new Map(exported.map((page) => [page.path, page.file]));
const fileOf = (path: string) => fileByPath.get(path) ?? '';
/** The page's meta policy and the header's, as one policy (their directives do not overlap). */
const cspOf = (path: string) =>
  [pageMetaPolicy(read(join('out', fileOf(path)))) ?? '', headerCspOf(path)].join('; ');
const coopOf = (path: string) => headersFor(rules, path)['Cross-Origin-Opener-Policy'] ?? '';

/** Inline scripts as the test reads them, independently of policy.ts: no src, not a data type. */
function pageScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\ssrc=/.test(attributes) || /\stype="application\/(ld\+)?json"/.test(attributes)) continue;
    scripts.push(text);
  }
  return scripts;
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('hashes are the ones browsers compute: the CSP spec example, CRLF read as LF', () => {
  expect(hashSource("alert('Hello, world.');")).toBe(
    "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
  );
  const html =
    '<script src="/a.js"></script><script>a()\r\nb()</script>' +
    '<script type="application/ld+json">{"@type":"Thing"}</script><script type="module">c()</script>' +
    '<p style="width:75%" class="x">';
  expect(inlineScripts(html)).toEqual(['a()\nb()', 'c()']);
  expect(styleAttributes(html)).toEqual(['width:75%']);
});

/*
 * The checks over every page collect what is wrong and assert once: one expect() a page and directive
 * cost Playwright a recorded step each, which grew faster than the pages (491 s for 2,775 pages of a copy
 * grown to 300 posts, against 10 s for 404).
 */

test('every exported HTML page carries a CSP whose hashes allow each of its inline scripts', () => {
  expect(pages.length).toBeGreaterThanOrEqual(pagesOfOneTree());
  let checked = 0;
  const problems: string[] = [];
  for (const page of pages) {
    const html = read(join('out', page.file));
    const csp = cspOf(page.path);
    if (csp.replace(/[;\s]/g, '') === '') problems.push(`${page.path}: no Content-Security-Policy`);
    const scriptSrc = directiveSources(csp, 'script-src');
    const scripts = pageScripts(html);
    if (scripts.length === 0) problems.push(`${page.path}: no inline script (Next's are expected)`);
    for (const script of scripts)
      if (!scriptSrc.includes(sha256(script)))
        problems.push(`${page.path}: script-src lacks ${sha256(script)}`);
    const styleSrc = directiveSources(csp, 'style-src');
    for (const [, style = ''] of html.matchAll(/\sstyle="([^"]*)"/g))
      if (!styleSrc.includes(sha256(style)))
        problems.push(`${page.path}: style-src lacks the hash of style="${style}"`);
    checked += scripts.length;
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(pages.length * 3);
});

test('no page allows inline or eval script, and every page gets the same fixed directives', () => {
  const formOrigins = [getSite().forms.contact.endpoint, getSite().forms.reply.endpoint].map(
    (endpoint) => (endpoint ? new URL(endpoint).origin : 'mailto:'),
  );
  const fixed: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['frame-src', FRAME_ORIGINS],
  ];
  const problems: string[] = [];
  for (const page of pages) {
    const csp = cspOf(page.path);
    const open = /'unsafe-inline'|'unsafe-eval'|'strict-dynamic'|\*|data:/.exec(csp);
    if (open) problems.push(`${page.path}: allows ${open[0]}`);
    for (const [directive, sources] of fixed)
      if (directiveSources(csp, directive).join(' ') !== sources.join(' '))
        problems.push(
          `${page.path}: ${directive} is "${directiveSources(csp, directive).join(' ')}"`,
        );
    if (directiveSources(csp, 'script-src')[0] !== "'self'")
      problems.push(`${page.path}: script-src does not start with 'self'`);
    for (const origin of formOrigins) {
      if (!directiveSources(csp, 'form-action').includes(origin))
        problems.push(`${page.path}: form-action lacks ${origin}`);
      if (origin !== 'mailto:' && !directiveSources(csp, 'connect-src').includes(origin))
        problems.push(`${page.path}: connect-src lacks ${origin}`);
    }
  }
  expect(problems).toEqual([]);
});

test('each page shares its window with no other origin; the web editor keeps its sign-in pop-up', () => {
  const shared = pages
    .filter((page) => coopOf(page.path) !== 'same-origin')
    .map((page) => `${page.path}: "${coopOf(page.path)}"`);
  expect(shared).toEqual([]);
  expect(exported.map((page) => page.path)).toContain(EDITOR_PATH);
  expect(coopOf(EDITOR_PATH)).toBe('same-origin-allow-popups');
  // Sent per page, not site-wide: a host joins the values of every rule that matches.
  expect(
    headersFor(rules, '/_next/static/chunks/x.js')['Cross-Origin-Opener-Policy'],
  ).toBeUndefined();
});

test("the web editor's policy allows what Decap needs and no more", () => {
  const csp = cspOf(EDITOR_PATH);
  expect(pageMetaPolicy(read('out/admin/index.html'))).toBe(
    editorSecurityPolicy().replace("; frame-ancestors 'none'", ''),
  );
  expect(directiveSources(csp, 'default-src')).toEqual(["'none'"]);
  // Scripts from the site only (Ajv compiles Decap's configuration checks: 'unsafe-eval').
  expect(directiveSources(csp, 'script-src')).toEqual(["'self'", "'unsafe-eval'"]);
  expect(directiveSources(csp, 'connect-src')).toEqual(
    expect.arrayContaining(["'self'", 'http://127.0.0.1:*', 'https://api.github.com']),
  );
  expect(directiveSources(csp, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directiveSources(csp, 'object-src')).toEqual(["'none'"]);
  expect(directiveSources(csp, 'frame-src')).toEqual([]);
});

test('frame-src names the host of every video and map the content embeds', () => {
  const urls: string[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        if ((key === 'videoUrl' || key === 'embedUrl') && typeof item === 'string') urls.push(item);
        else collect(item);
      }
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'schemas') walk(path);
      else if (entry.name.endsWith('.json')) collect(JSON.parse(read(path)));
    }
  };
  walk('content');
  expect(urls.length).toBeGreaterThan(2);
  for (const url of urls) expect(FRAME_ORIGINS, url).toContain(new URL(url).origin);
});

test('every response gets the site-wide headers; only /_next/static/ and /img/ (named by content) are cached for good', () => {
  for (const path of [
    '/',
    '/about/',
    '/404.html',
    '/_next/static/chunks/x.js',
    '/img/0a1b2c3d-640.avif',
    '/images/logo-dark.svg',
  ]) {
    const headers = headersFor(rules, path);
    const maxAge = Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1]);
    expect(maxAge, path).toBeGreaterThanOrEqual(15768000);
    expect(headers['Strict-Transport-Security']).toContain('includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers['Cache-Control'], path).toBe(
      /^\/(_next\/static|img)\//.test(path) ? 'public, max-age=31536000, immutable' : undefined,
    );
  }
});

test('deploy/nginx.conf sends the header part of the policy to pages, a closed one to other files', () => {
  const conf = read('deploy/nginx.conf');
  const block = (name: string) =>
    new Map(
      [
        ...(
          new RegExp(`^map \\$uri \\$${name} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(conf)?.[1] ?? ''
        ).matchAll(/^ {4}(\S+)\s+"([^"]+)";$/gm),
      ].map(([, key = '', value = '']) => [key, value]),
    );
  // No per-page entry: the pages carry their own policy. The keys are nginx regular expressions on
  // $uri, which after try_files is the file served (/about//index.html for /about/).
  const map = block('site_csp');
  expect([...map.keys()].sort()).toEqual(
    ['default', '~/$', '~\\.html$', SEARCH_WORKER_PATH].sort(),
  );
  // The site search's worker: its own policy, the one that allows its WebAssembly.
  expect(map.get(SEARCH_WORKER_PATH)).toBe(searchWorkerPolicy());
  expect(map.get('default')).toBe("default-src 'none'; frame-ancestors 'none'");
  for (const page of ['/about//index.html', '/404.html', '/ar/blog/x//index.html'])
    expect(
      [...map].some(
        ([key, value]) =>
          key.startsWith('~') &&
          new RegExp(key.slice(1)).test(page) &&
          value === headerCspOf('/about/'),
      ),
      page,
    ).toBe(true);
  const openers = block('site_coop');
  expect(openers.get('default')).toBe('same-origin');
  expect(openers.get(`~^${EDITOR_PATH}`)).toBe('same-origin-allow-popups');
  expect(conf).toContain('add_header Cross-Origin-Opener-Policy $site_coop always;');
  expect(conf).toContain('add_header Content-Security-Policy $site_csp always;');
  expect(conf).toContain('error_page 404 /404.html;');
  expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
  // The files named by their content: Next's and the picture copies.
  for (const prefix of ['/_next/static/', '/img/'])
    expect(conf).toMatch(
      new RegExp(
        `location ${prefix} \\{[^}]*add_header Cache-Control "public, max-age=31536000, immutable";`,
      ),
    );
  // Text is sent compressed as serve.ts sends it (nginx sends HTML alone compressed, or nothing, unless
  // told): the build's .br files as they are, the rest in Brotli at serve.ts's quality, or gzip.
  expect(conf).toMatch(/^ {4}brotli_static on;$/m);
  expect(conf).toMatch(new RegExp(`^ {4}brotli_comp_level ${BROTLI_ON_THE_FLY};$`, 'm'));
  for (const coding of ['brotli', 'gzip']) {
    expect(conf).toMatch(new RegExp(`^ {4}${coding} on;$`, 'm'));
    for (const type of ['text/css', 'application/javascript', 'text/plain', 'image/svg+xml'])
      expect(conf).toMatch(
        new RegExp(`^ {4}${coding}_types[^;]*\\s${type.replace('+', '\\+')}[\\s;]`, 'm'),
      );
  }
});
