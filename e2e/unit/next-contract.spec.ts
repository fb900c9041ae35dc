import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CONTRACT, type ExportedPage } from '../../pipeline/next-contract/checks';
import { checkNextContract, NextContractError, pageBreaches } from '../../pipeline/next-contract';

/*
 * The post-export's contract with Next (pipeline/next-contract/): each named assumption broken on a copy
 * of a real exported page, the coming-soon page as Next 16.4.6 wrote it (fixtures/next-export/, taken
 * before the post-export), as a Next release might break it. Each break must fail its own check (and
 * only the checks it concerns), and the build's entry point must stop with the name and the file.
 * Refresh the fixture after a Next update: `next build`, then copy out/coming-soon/index.{html,txt}.
 */

const FIXTURE = 'e2e/unit/fixtures/next-export/coming-soon';
const html = readFileSync(join(FIXTURE, 'index.html'), 'utf8');
const payload = readFileSync(join(FIXTURE, 'index.txt'), 'utf8');
/** The RSC segment files Next 16.4.6 wrote beside out/coming-soon/index.html. */
const RSC_FILES = [
  '__next.!KGRhcmsp.!KHN0YW5kYWxvbmUp.coming-soon.__PAGE__.txt',
  '__next._full.txt',
  '__next._tree.txt',
];
/**
 * Two lines of Next 16.4.6's client router chunk (out/_next/static/chunks/, the one that prefetches): the
 * route tree request (`"/_tree"`) and the name of the file it asks for in an export. Given here as the
 * text of the page's chunks.
 */
const ROUTER = readFileSync('e2e/unit/fixtures/next-export/router-chunk-excerpt.js.txt', 'utf8');
/** Turbopack's runtime chunk (turbopack-….js) as 16.4.6 writes it: where it looks for a chunk's script. */
const RUNTIME = readFileSync('e2e/unit/fixtures/next-export/runtime-chunk-excerpt.js.txt', 'utf8');
const chunkText = (path: string) => (path.includes('/turbopack-') ? RUNTIME : ROUTER);
const page = (change: Partial<ExportedPage> = {}): ExportedPage => ({
  file: 'coming-soon/index.html',
  html,
  payload,
  exists: () => true,
  rscFiles: RSC_FILES,
  read: chunkText,
  ...change,
});
const broken = (p: ExportedPage) => pageBreaches(p).map(({ check }) => check.name);

/** Replaces the first (or every) match in the page's HTML, failing if the page has none. */
function edit(from: RegExp | string, to: string, text = html) {
  const changed = text.replace(from, to);
  expect(changed, `the fixture has ${String(from)}`).not.toBe(text);
  return changed;
}

test('the real page, as Next wrote it, holds every assumption', () => {
  expect(broken(page())).toEqual([]);
});

const BREAKS: { name: string; why: string; page: () => ExportedPage }[] = [
  {
    name: 'chunk-scripts',
    why: 'chunks become module scripts',
    page: () => page({ html: html.replace(/ async=""><\/script>/g, ' type="module"></script>') }),
  },
  {
    name: 'chunk-files',
    why: 'a chunk the page names is not in the export',
    page: () => page({ exists: (path) => !path.includes('turbopack-') }),
  },
  {
    name: 'runtime-chunk-list',
    why: "the runtime's chunk list names a chunk the page has no script for",
    page: () =>
      page({ html: edit('"otherChunks":[', '"otherChunks":["static/chunks/elsewhere.js",') }),
  },
  {
    name: 'runtime-chunk',
    why: "the runtime no longer looks for a chunk's script on the page before adding one",
    page: () =>
      page({
        read: (path) =>
          chunkText(path).replace('document.querySelectorAll(`script[src=', 'fetchChunk(`['),
      }),
  },
  {
    name: 'chunk-preloads',
    why: 'chunk preloads become modulepreload links',
    page: () =>
      page({
        html: edit(
          /<link rel="preload" as="script" fetchPriority="low"/,
          '<link rel="modulepreload"',
        ),
      }),
  },
  {
    name: 'inline-payload',
    why: 'the payload is pushed in another form (a binary row)',
    page: () =>
      page({
        html: edit(
          '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
          '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([3,"AAEC"])</script>',
        ),
      }),
  },
  {
    name: 'payload-file',
    why: 'index.txt is not the inline payload any more',
    page: () => page({ payload: payload.replace('Coming Soon', 'Coming Later') }),
  },
  {
    name: 'rsc-segment-files',
    why: 'the whole payload is not written again as __next._full.txt',
    page: () => page({ rscFiles: RSC_FILES.filter((name) => name !== '__next._full.txt') }),
  },
  {
    name: 'full-payload-unread',
    why: "the router's prefetch asks for the _full segment",
    page: () => page({ read: (path) => chunkText(path).replace('l="/_tree"', 'l="/_full"') }),
  },
  {
    name: 'body-end',
    why: 'the page has no </body>',
    page: () => page({ html: edit('</body>', '') }),
  },
  {
    name: 'font-preloads',
    why: 'font preloads lose their type attribute',
    page: () => page({ html: html.replaceAll(' type="font/woff2"/>', '/>') }),
  },
  {
    name: 'font-hints',
    why: "the payload's font hints are written another way",
    page: () => page({ payload: payload.replaceAll('","font",', '","font/woff2",') }),
  },
  {
    name: 'head-order',
    why: 'the viewport meta comes before the charset',
    page: () =>
      page({
        html: edit(
          '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
          '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta charSet="utf-8"/>',
        ),
      }),
  },
  {
    name: 'no-inline-handlers',
    why: 'the stylesheet gets an onload handler',
    page: () =>
      page({
        html: edit('data-precedence="next"', 'data-precedence="next" onload="this.media=\'all\'"'),
      }),
  },
];

test('every assumption of the contract is broken below', () => {
  expect(BREAKS.map((b) => b.name).sort()).toEqual(CONTRACT.map((c) => c.name).sort());
});

for (const { name, why, page: make } of BREAKS) {
  test(`"${name}" fails when ${why}`, () => {
    const breaches = pageBreaches(make());
    expect(breaches.map((b) => b.check.name)).toContain(name);
    const breach = breaches.find((b) => b.check.name === name)!;
    expect(breach.found.length).toBeGreaterThan(0);
    expect(breach.file).toBe('coming-soon/index.html');
  });
}

test('the build stops with the name, the file and what was found, and writes nothing', () => {
  const out = mkdtempSync(join(tmpdir(), 'next-contract-'));
  try {
    mkdirSync(join(out, 'coming-soon'), { recursive: true });
    const changed = html.replace(/ async=""><\/script>/g, ' type="module"></script>');
    writeFileSync(join(out, 'coming-soon/index.html'), changed);
    writeFileSync(join(out, 'coming-soon/index.txt'), payload);
    let error: unknown;
    try {
      checkNextContract(out);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(NextContractError);
    const message = (error as Error).message;
    expect(message).toContain('"chunk-scripts" (relied on by pipeline/hydration/paint-first.ts)');
    expect(message).toContain(`${out}/coming-soon/index.html`);
    expect(message).toContain(
      'found no chunk script of that shape; scripts: <script src="/_next/static/chunks/',
    );
    expect(message).toContain('Nothing was rewritten');
    expect(readFileSync(join(out, 'coming-soon/index.html'), 'utf8')).toBe(changed);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
