import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * README.md is the front door and docs/ holds the guides. This check reads them all: every relative link
 * or picture resolves to a file or folder of the repository, and a link's #anchor to a heading of the
 * Markdown file it names (GitHub's slugs); README.md stays at most 300 lines; every npm script of
 * package.json is named somewhere in them. Links to http(s) and other schemes are not fetched. Links in
 * code (fenced blocks, `spans`) are examples, not links.
 */

const MAX_README_LINES = 300;

/** README.md and every Markdown file under docs/, as paths from the repository's root. */
function markdownFiles(): string[] {
  const docs = readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => posix.join('docs', name.split('\\').join('/')));
  return ['README.md', ...docs.sort()];
}

/** The text with fenced code blocks and inline code spans blanked, newlines kept (so lines still count). */
function withoutCode(text: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return text
    .replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, blank)
    .replace(/(`+)[\s\S]*?\1/g, blank);
}

/** GitHub's anchor of a heading: lower-case, punctuation but `-` and `_` dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings; a repeated heading takes -1, -2, … as on GitHub. */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const [, title] of withoutCode(markdown).matchAll(
    /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm,
  )) {
    const base = slug(title!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    let name = base;
    for (let n = 1; found.has(name); n++) name = `${base}-${n}`;
    found.add(name);
  }
  return found;
}

/** Inline links and pictures, and reference definitions: the target of each, with its line. */
function links(markdown: string): { target: string; line: number }[] {
  const text = withoutCode(markdown);
  const inline = /!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
  const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
  return [...text.matchAll(inline), ...text.matchAll(definition)].map((m) => ({
    target: m[1]!,
    line: text.slice(0, m.index).split('\n').length,
  }));
}

/**
 * What is wrong with the links of `markdown`, read as the file `file` (a path from the repository's
 * root): one line each, `file:line: target: why`. `read` gives another Markdown file's text.
 */
export function brokenLinks(
  file: string,
  markdown: string,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): string[] {
  const problems: string[] = [];
  for (const { target, line } of links(markdown)) {
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) continue; // http(s), mailto, tel: not fetched
    const [rawPath = '', rawAnchor] = target.split('#', 2);
    const path = decodeURIComponent(rawPath);
    const resolved = !path
      ? file
      : path.startsWith('/')
        ? path.slice(1) || '.'
        : relative('.', join(dirname(file), path))
            .split('\\')
            .join('/') || '.';
    const where = `${file}:${line}: ${target}`;
    if (resolved.startsWith('..')) problems.push(`${where}: outside the repository`);
    else if (path && !existsSync(resolved)) problems.push(`${where}: no such file or folder`);
    else if (rawAnchor !== undefined && resolved.endsWith('.md')) {
      const anchor = decodeURIComponent(rawAnchor);
      if (!anchors(resolved === file ? markdown : read(resolved)).has(anchor))
        problems.push(`${where}: ${resolved} has no heading with the anchor #${anchor}`);
    }
  }
  return problems;
}

test('every relative link of README.md and docs/ resolves, anchors included', () => {
  const files = markdownFiles();
  expect(files).toContain('docs/content.md');
  const problems = files.flatMap((file) => brokenLinks(file, readFileSync(file, 'utf8')));
  expect(problems).toEqual([]);
});

test(`README.md is a front door: at most ${MAX_README_LINES} lines`, () => {
  const lines = readFileSync('README.md', 'utf8').replace(/\n$/, '').split('\n').length;
  expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
});

test('every npm script is named in README.md or docs/', () => {
  const text = markdownFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const named = (name: string) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // `npm start` and `npm test` are run without `run`; npm runs an install hook itself.
    const short =
      name === 'start' || name === 'test'
        ? `|npm ${escaped}`
        : ['preinstall', 'install', 'postinstall', 'prepare'].includes(name)
          ? `|its ${escaped}`
          : '';
    return new RegExp(`(npm run ${escaped}${short})(?![\\w:-])`).test(text);
  };
  expect(Object.keys(scripts).filter((name) => !named(name))).toEqual([]);
});

test('a planted broken link is reported with its file and line', () => {
  const planted = [
    '# Planted',
    '',
    'Fine: [the README](../README.md#quick-start), [this page](#planted), [a site](https://example.com).',
    'In code, not links: `[x](gone.md)`, and below.',
    '```md',
    '[y](gone-too.md)',
    '```',
    'Broken: [gone](nowhere.md) and [a heading](../README.md#no-such-heading).',
    '![a picture](../public/images/no-such-picture.webp)',
  ].join('\n');
  expect(brokenLinks('docs/planted.md', planted)).toEqual([
    'docs/planted.md:8: nowhere.md: no such file or folder',
    'docs/planted.md:8: ../README.md#no-such-heading: README.md has no heading with the anchor #no-such-heading',
    'docs/planted.md:9: ../public/images/no-such-picture.webp: no such file or folder',
  ]);
  expect(slug('`npm run check:demo`: is the demo still the spec’s?')).toBe(
    'npm-run-checkdemo-is-the-demo-still-the-specs',
  );
  expect(anchors('# A\n## A\n```\n# B\n```\n')).toEqual(new Set(['a', 'a-1']));
});
