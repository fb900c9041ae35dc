import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  git,
  openEditor,
  servePictures,
  startEditorRepo,
  type EditorRepo,
} from '../editor/harness';
import { draftPosts } from '../editor/samples';

/*
 * Drafts (Decap's editorial workflow) as `npm run cms -- --drafts` runs them: the local proxy in git
 * mode over a throwaway repository of the project (content/ and public/images/ committed on `main`).
 * Two editors, each in a browser of their own, draft two posts through the interface: each save makes a
 * branch `cms/posts/<slug>` and leaves `main` (what the site is built from) as it was. Both are set
 * Ready and published; both land on `main` with no conflict, and the content check passes there.
 *
 * The content check, not a whole build: a draft changes content only, and the content check is the
 * build's first step and where content decides (schemas, twins, Markdown, links, pictures). A whole
 * `npm run build` (pictures, 391 pages, the post-export steps) took 4 min 27 s on 2 cores, and more in a
 * throwaway repository with no picture cache: longer than the editor's other tests together. This test
 * takes about 25 s.
 */

test.setTimeout(360_000);
const expect = baseExpect.configure({ timeout: 45_000 });

let editor: EditorRepo | undefined;

test.beforeAll(async () => {
  editor = await startEditorRepo({ mode: 'git' });
});

test.afterAll(() => editor?.stop());

/** The two newest posts of the content (e2e/editor/samples.ts), one per editor, and what each adds to its post's English excerpt. */
const POSTS = draftPosts.map((slug, i) => ({
  slug,
  added: ` Drafted by the ${i === 0 ? 'first' : 'second'} editor.`,
}));

test('two editors draft two posts: each draft is a branch until it is published, and both land on main', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(
    POSTS.length < 2,
    'a blog of one post: two editors need two posts to draft side by side',
  );
  if (!editor) throw new Error('no editor');
  const { repo, proxyUrl } = editor;
  const run = (...args: string[]) => git(repo, ...args);
  const file = (slug: string, language: string) => `content/posts/${slug}.${language}.json`;
  const json = (path: string) =>
    JSON.parse(readFileSync(join(repo, path), 'utf8')) as Record<string, unknown>;
  const onMain = (path: string) =>
    JSON.parse(run('show', `main:${path}`)) as Record<string, unknown>;
  const draftBranches = () =>
    run('branch', '--list', '--format=%(refname:short)', 'cms/*').split('\n').filter(Boolean);

  const base = run('rev-parse', 'main');
  const contentTree = run('rev-parse', 'main:content');
  const original = Object.fromEntries(POSTS.map(({ slug }) => [slug, json(file(slug, 'en'))]));
  const seen = new Set<string>();
  const problems: string[] = [];
  // The proxy's answer for the draft of an entry that has none: 404, which the browser logs.
  let noDraftYet = 0;
  const notFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

  // main and the files the site is built from are as they were: the proxy is back on main, with
  // nothing left over in the working copy.
  const mainUntouched = () => {
    expect(run('rev-parse', 'main')).toBe(base);
    expect(run('rev-parse', 'main:content')).toBe(contentTree);
    expect(run('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    expect(run('status', '--porcelain')).toBe('');
    for (const { slug } of POSTS) expect(json(file(slug, 'en'))).toEqual(original[slug]);
  };

  /** Editor `page` opens the post, adds to its excerpt and saves: a draft. */
  const draft = async (editorPage: Page, slug: string, added: string) => {
    // Publishing asks "Are you sure you want to publish this entry?".
    editorPage.on('dialog', (dialog) => void dialog.accept());
    editorPage.on('response', (response) => {
      if (
        response.status() === 404 &&
        response.url() === proxyUrl &&
        response.request().postDataJSON()?.action === 'unpublishedEntry'
      )
        noDraftYet++;
    });
    await servePictures(editorPage, repo);
    await openEditor(editorPage, proxyUrl, `#/collections/posts/entries/${slug}`, problems, {
      drafts: true,
    });
    // The workflow's toolbar: a published entry, no draft yet.
    await expect(editorPage.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
    const excerpt = editorPage.getByLabel('Excerpt', { exact: true }).first();
    await excerpt.fill(`${String(original[slug]!['excerpt'])}${added}`);
    await editorPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editorPage.getByRole('button', { name: 'Status: Draft' })).toBeVisible();
    await expect(editorPage.getByText('Changes saved')).toBeVisible();
    // The draft reopens with both languages (pipeline/cms/proxy.ts: the unchanged Arabic file is read too).
    const arabicTitle = String(json(file(slug, 'ar'))['title']);
    await expect(editorPage.getByLabel('Title', { exact: true }).nth(1)).toHaveValue(arabicTitle);
    await expect.poll(draftBranches).toContain(`cms/posts/${slug}`);
    for (const branch of draftBranches()) seen.add(branch);
    // The draft's branch holds its post's English file and nothing else.
    expect(run('diff', '--name-only', 'main', `cms/posts/${slug}`)).toBe(file(slug, 'en'));
    mainUntouched();
  };

  /** Editor `page` sets its draft Ready and publishes it: its branch is merged into main. */
  const publish = async (editorPage: Page, slug: string) => {
    await editorPage.getByRole('button', { name: 'Status: Draft' }).click();
    await editorPage.getByRole('menuitem', { name: 'Ready' }).click();
    await expect(editorPage.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
    await editorPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await editorPage.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect.poll(draftBranches).not.toContain(`cms/posts/${slug}`);
    await expect(editorPage.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  };

  const [first, second] = POSTS as [(typeof POSTS)[number], (typeof POSTS)[number]];
  // Editor 1 drafts a post.
  await draft(page, first.slug, first.added);
  expect(draftBranches()).toEqual([`cms/posts/${first.slug}`]);

  // Meanwhile editor 2, in a browser of their own, drafts another.
  const otherContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await otherContext.newPage();
  await draft(otherPage, second.slug, second.added);
  expect(draftBranches().sort()).toEqual(
    [`cms/posts/${first.slug}`, `cms/posts/${second.slug}`].sort(),
  );

  // Both published, one after the other: the second draft's branch began before the first was merged.
  await publish(page, first.slug);
  expect(onMain(file(first.slug, 'en'))).toEqual({
    ...original[first.slug],
    excerpt: `${String(original[first.slug]!['excerpt'])}${first.added}`,
  });
  await publish(otherPage, second.slug);
  await otherContext.close();

  // Both on main, no conflict, nothing else changed, no draft left.
  expect(draftBranches()).toEqual([]);
  expect(run('status', '--porcelain')).toBe('');
  for (const { slug, added } of POSTS)
    expect(onMain(file(slug, 'en'))).toEqual({
      ...original[slug],
      excerpt: `${String(original[slug]!['excerpt'])}${added}`,
    });
  expect(run('diff', '--name-only', base, 'main').split('\n').sort()).toEqual(
    POSTS.map(({ slug }) => file(slug, 'en')).sort(),
  );

  // The content check, run on main's files (the proxy keeps main checked out).
  const check = spawnSync('npx', ['tsx', 'pipeline/check-content.ts'], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  expect(check.status, check.stderr).toBe(0);

  const log = run('log', '--oneline', '--graph', 'main');
  const branches = [...seen].sort().join(', ');
  console.log(`Draft branches seen: ${branches}\ngit log --oneline --graph main:\n${log}`);
  testInfo.annotations.push(
    { type: 'draft branches seen', description: branches },
    { type: 'git log --oneline --graph main', description: log },
  );
  // Nothing else in the consoles: the only 404s were the two posts' drafts asked for as they opened.
  expect(problems.filter((problem) => problem !== notFound)).toEqual([]);
  expect(problems.filter((problem) => problem === notFound)).toHaveLength(noDraftYet);
  expect(noDraftYet).toBe(2);
});
