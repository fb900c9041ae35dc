import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  CLOUDFLARE_LIMITS,
  exportedHtml,
  headersFileProblems,
  pagePolicies,
  parseHeadersFile,
  writeSecurityHeaders,
} from '../../pipeline/security/headers';
import { pageMetaPolicy, withPolicyMeta } from '../../pipeline/security/meta';
import {
  HEADER_ONLY_DIRECTIVES,
  IMMUTABLE_PREFIXES,
  metaPolicy,
  SEARCH_WORKER_PATH,
  searchWorkerPolicy,
} from '../../pipeline/security/policy';
import { pagesOfOneTree } from './export-floor';

/*
 * Each page carries its own policy (pipeline/security/meta.ts), so the headers are site-wide and fit
 * every host: out/_headers within Cloudflare Pages' limits, and the build fails past them.
 */

const read = (file: string) => readFileSync(file, 'utf8');

test("every page's policy is its first element after the charset, before anything it governs", () => {
  const pages = pagePolicies('out');
  expect(pages.length).toBeGreaterThanOrEqual(pagesOfOneTree());
  // Collected, asserted once: an expect() a page costs a recorded step each (see security-headers.spec.ts).
  const problems: string[] = [];
  for (const page of pages) {
    const html = read(join('out', page.file));
    const head = html.slice(html.search(/<head\b/i), html.search(/<\/head>/i));
    const count = head.match(/http-equiv="Content-Security-Policy"/g)?.length ?? 0;
    if (count !== 1) problems.push(`${page.file}: ${count} policy elements`);
    // <head>, then <meta charset>, then the policy: no element between them.
    if (
      !/^<head>\s*<meta charset="?utf-8"?\s*\/?>\s*<meta http-equiv="Content-Security-Policy"/i.test(
        head,
      )
    )
      problems.push(`${page.file}: the policy is not the first element after <meta charset>`);
    const policy = pageMetaPolicy(html);
    if (policy !== metaPolicy(page.csp))
      problems.push(`${page.file}: the policy is not the one its HTML needs: ${policy}`);
    for (const directive of HEADER_ONLY_DIRECTIVES)
      if (policy?.includes(directive))
        problems.push(`${page.file}: the meta policy holds ${directive}`);
  }
  expect(problems).toEqual([]);
});

test('the policy element goes after the charset, replaces an older one and keeps the quotes', () => {
  const policy = "default-src 'none'; script-src 'self' 'sha256-a+b/c='; frame-ancestors 'none'";
  const html = '<html><head><meta charset="utf-8"/><link rel="x" href="/a.css"/></head></html>';
  const once = withPolicyMeta(html, policy);
  expect(once).toBe(
    '<html><head><meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" ' +
      `content="default-src 'none'; script-src 'self' 'sha256-a+b/c='"/><link rel="x" href="/a.css"/></head></html>`,
  );
  expect(withPolicyMeta(once, "default-src 'self'")).toBe(
    once.replace(/content="[^"]*"/, `content="default-src 'self'"`),
  );
  expect(withPolicyMeta('<head><title>x</title></head>', "default-src 'none'")).toMatch(
    /^<head><meta http-equiv="Content-Security-Policy"[^>]*><title>/,
  );
});

test("out/_headers holds site-wide rules only, within Cloudflare Pages' limits", () => {
  const text = read('out/_headers');
  expect(headersFileProblems(text)).toEqual([]);
  const rules = parseHeadersFile(text);
  expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.rules);
  // One rule names the policy for every path, no rule per page any more; besides it, only the site
  // search's worker, whose policy no meta element can set (a worker runs under its script's headers).
  expect(rules.filter((rule) => rule.headers['Content-Security-Policy'])).toEqual([
    {
      path: '/*',
      headers: expect.objectContaining({ 'Content-Security-Policy': "frame-ancestors 'none'" }),
    },
    {
      path: SEARCH_WORKER_PATH,
      headers: { 'Content-Security-Policy': searchWorkerPolicy() },
    },
  ]);
  expect(rules.filter((rule) => !rule.path.endsWith('*')).length).toBeLessThan(5);
  // Fewer rules than pages at any size of content (148 pages at the minimum, thousands at scale).
  expect(rules.length).toBeLessThan(exportedHtml('out').length);
});

test('a _headers file past the limits is named with what was expected', () => {
  const rules = Array.from({ length: 101 }, (_, i) => `/p${i}/*\n  X-A: b`).join('\n');
  expect(headersFileProblems(rules)).toEqual([
    'out/_headers: 101 rules, but Cloudflare Pages reads at most 100',
  ]);
  expect(headersFileProblems(`/*\n  X-A: ${'b'.repeat(2000)}`)).toEqual([
    'out/_headers:2: 2007 characters, but Cloudflare Pages reads lines of at most 2000',
  ]);
});

test('the build fails when the export would need more rules than Cloudflare Pages reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  try {
    const out = join(dir, 'out');
    // 101 top-level folders of pages: one opener rule each, past the limit with the site-wide rules
    // (every path, and each prefix of files named by their content).
    for (let i = 0; i < 101; i += 1) {
      mkdirSync(join(out, `p${i}`), { recursive: true });
      writeFileSync(
        join(out, `p${i}`, 'index.html'),
        '<!DOCTYPE html><html><head><meta charset="utf-8"/></head><body></body></html>',
      );
    }
    expect(() => writeSecurityHeaders(out, join(dir, 'deploy'))).toThrow(
      `${out}/_headers: ${101 + 1 + IMMUTABLE_PREFIXES.length} rules, but Cloudflare Pages reads at most 100`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
