import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { cmsConfig } from '../../pipeline/cms/config';
import { caretIsAtEnd } from '../../tools/caret';
import { freePort } from '../../tools/free-port';

// The editor's tools (tools/scale/editor.ts) ask the same: shared from the lower room.
export { caretIsAtEnd, freePort };

/*
 * The web editor (/admin/, Decap CMS) as an editor runs it with `npm run cms`: its local proxy
 * (decap-server) over a temporary copy of the repository's content and pictures, and the editor opened
 * in a page that talks to that proxy. Shared by the editor's specs (e2e/site/cms.spec.ts,
 * e2e/photo/photo.spec.ts).
 */

const expect = baseExpect.configure({ timeout: 45_000 });
const root = process.cwd();
const PROXY_SCRIPT = join(root, 'pipeline', 'cms', 'proxy.ts');

export interface EditorRepo {
  /** The temporary copy: content/, public/images/, and links to what the content check runs with. */
  repo: string;
  proxyUrl: string;
  /** The proxy's output so far. */
  log: string[];
  stop(): Promise<void>;
}

/** What the content check runs with, linked into the copy from this checkout. */
const LINKED = ['node_modules', 'pipeline', 'tools', 'app', 'package.json', 'tsconfig.json'];

/** Git in the copy, as the proxy runs it: no editor, no signing, no hooks of the user's. */
export const GIT_ENV = {
  GIT_MERGE_AUTOEDIT: 'no',
  GIT_EDITOR: 'true',
  GIT_TERMINAL_PROMPT: '0',
};

/** Runs git in `repo` and returns its output, or throws with git's own message. */
export function git(repo: string, ...args: string[]): string {
  const run = spawnSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, ...GIT_ENV },
  });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr || run.stdout}`);
  return run.stdout.trim();
}

/**
 * Copies the content and pictures into a temporary folder and starts the proxy over it. With
 * `mode: 'git'` the folder is a repository of its own with one commit on `main` (its own user name and
 * address, the linked folders ignored), and the proxy runs in git mode, as `npm run cms -- --drafts`
 * does: a save is a draft, a branch `cms/<collection>/<entry>` of that repository.
 */
export async function startEditorRepo({
  mode = 'fs',
}: { mode?: 'fs' | 'git' } = {}): Promise<EditorRepo> {
  const repo = mkdtempSync(join(tmpdir(), mode === 'git' ? 'rawnaq-drafts-' : 'rawnaq-cms-'));
  cpSync(join(root, 'content'), join(repo, 'content'), { recursive: true });
  // The editor's picture folder (the proxy serves only files inside the repository it was given, and
  // the content check looks for every picture there).
  cpSync(join(root, 'public', 'images'), join(repo, 'public', 'images'), { recursive: true });
  // What the content check runs with.
  for (const name of LINKED) symlinkSync(join(root, name), join(repo, name));
  if (mode === 'git') {
    // The proxy commits with `git add .`: the links are no part of the repository.
    writeFileSync(join(repo, '.gitignore'), LINKED.map((name) => `/${name}\n`).join(''));
    git(repo, 'init', '--quiet', '--initial-branch=main');
    git(repo, 'config', 'user.name', 'Rawnaq editor test');
    git(repo, 'config', 'user.email', 'editor-test@rawnaq.invalid');
    git(repo, 'config', 'commit.gpgsign', 'false');
    git(repo, 'add', '.');
    git(repo, 'commit', '--quiet', '--no-verify', '-m', 'Content as the site has it');
  }
  const port = await freePort();
  // decap-server's middlewares, with a repair for drafts (pipeline/cms/proxy.ts).
  const proxy: ChildProcess = spawn(process.execPath, ['--import', 'tsx', PROXY_SCRIPT], {
    cwd: root,
    env: {
      ...process.env,
      ...GIT_ENV,
      MODE: mode,
      BIND_HOST: '127.0.0.1',
      PORT: String(port),
      GIT_REPO_DIRECTORY: repo,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What the proxy says (each request, and git's errors in git mode), for a failing test to show.
  const log: string[] = [];
  proxy.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  proxy.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('decap-server did not start in 20 s')), 20_000);
    proxy.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proxy.once('exit', (code) => reject(new Error(`decap-server exited with ${code}`)));
  });
  return {
    repo,
    proxyUrl: `http://127.0.0.1:${port}/api/v1`,
    log,
    /** Stops the proxy, waits for it to be gone (its git may still be writing), removes the copy. */
    stop: async () => {
      if (proxy.exitCode === null && proxy.signalCode === null) {
        const exited = new Promise((done) => proxy.once('exit', done));
        proxy.kill();
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
      }
      // A folder that fills again while it is removed is tried again (ENOTEMPTY), as Node's rm does.
      rmSync(repo, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

const prepared = new WeakSet<Page>();

/** Points the editor at this test's proxy, and gives it drafts as `npm run cms -- --drafts` does. */
export async function pointAtProxy(page: Page, proxyUrl: string, drafts = false) {
  await page.route('**/admin/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { local_backend: { url: string } };
    config.local_backend.url = proxyUrl;
    // Drafts as CMS_DRAFTS=1 configures them: Decap's editorial workflow.
    if (drafts)
      Object.assign(config, { publish_mode: cmsConfig({ CMS_DRAFTS: '1' }).publish_mode });
    await route.fulfill({ response, json: config });
  });
}

/**
 * Opens the editor at `hash` (a collection, an entry) in a fresh load, talking to this test's proxy,
 * and signs in. (Moving between entries by the address's hash alone can show the next entry before its
 * file has been read.)
 */
export async function openEditor(
  page: Page,
  proxyUrl: string,
  hash: string,
  problems: string[],
  { drafts = false }: { drafts?: boolean } = {},
) {
  if (!prepared.has(page)) {
    prepared.add(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await pointAtProxy(page, proxyUrl, drafts);
  }
  // As an editor goes: the collection first, then its entry. Decap sometimes stays on "Loading
  // entry..." when an entry's address is opened directly on a busy host; a second load shows it.
  const [collection, , entry] = hash.replace(/^#\/collections\//, '').split('/');
  for (let attempt = 1; ; attempt++) {
    await page.goto('about:blank');
    await page.goto(`/admin/#/collections/${collection}`);
    // Signed in once, the editor remembers it (localStorage) and goes straight on.
    const login = page.getByRole('button', { name: 'Login' });
    const signedIn = page.getByText('Collections', { exact: true });
    await expect(login.or(signedIn)).toBeVisible();
    if (await login.isVisible()) await login.click();
    if (!entry) return;
    await page.locator(`a[href$="/collections/${collection}/entries/${entry}"]`).click();
    try {
      await expect(page.getByText('Writing in EN')).toBeVisible({ timeout: 30_000 });
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/** The first list item of `scope` (the English column comes first) showing `title`, opened. */
export async function openItem(scope: Page | Locator, title: string) {
  const page = 'goto' in scope ? scope : scope.page();
  const item = scope
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.locator('[class*="StyledListItemTopBar"]') })
    .filter({ hasText: title })
    .first();
  await item.locator('[class*="StyledListItemTopBar"] button').first().click();
  return item;
}

/**
 * The pictures of the editor's copy at /images/, as `npm run cms`'s dev server serves the working
 * copy's public/ (the export in out/ has none of them): the editor's thumbnails are loaded from there.
 */
export async function servePictures(page: Page, repo: string) {
  await page.route('**/images/**', async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = join(repo, 'public', ...path.split('/').filter(Boolean));
    if (!file.startsWith(join(repo, 'public', 'images')) || !existsSync(file))
      return route.fulfill({ status: 404 });
    await route.fulfill({ path: file });
  });
}

export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

/** The Markdown box of an opened item (Decap's Markdown editor, raw mode: the text as it is saved). */
/**
 * Writes `text` where the caret is, as an editor who types a line and presses Enter: each line's words
 * arrive as one input (Input.insertText, the event a paste or an input method sends) and each line break
 * as the Enter key. Key by key, Decap's editor re-rendered the form and the preview for every character:
 * 170 characters took 8-15 s on 2 cores, which was most of the editor tests' time.
 */
export async function writeLines(page: Page, text: string) {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    if (line) await page.keyboard.insertText(line);
  }
}

/** The `index`th Markdown box of `scope` (in an entry's two columns: 0 English, 1 Arabic). */
export const markdownBox = (scope: Locator, index = 0) =>
  scope.locator('[data-slate-editor="true"]').nth(index);

/**
 * Puts the caret at the end of an item's Markdown box, and checks it is there before anything is typed:
 * the editor moves the caret to where the box was clicked a moment after the click (a key pressed at
 * once once landed in the middle of the text).
 */
export async function caretAtEnd(scope: Locator, index = 0) {
  const box = markdownBox(scope, index);
  await box.click();
  await expect
    .poll(async () => {
      await box.press('Control+End');
      return caretIsAtEnd(box);
    })
    .toBe(true);
}
