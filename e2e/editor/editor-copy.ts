import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import { openEditor as open, servePictures, startEditorRepo, type EditorRepo } from './harness';

/*
 * The editor's copy of the content for one spec file (e2e/site/cms.spec.ts, cms-checks.spec.ts): the
 * proxy started over a temporary copy before the file's tests and stopped after them, and what those
 * tests read of the copy's files.
 */
export function editorCopy() {
  let editor: EditorRepo | undefined;
  test.beforeAll(async () => {
    editor = await startEditorRepo();
  });
  test.afterAll(() => editor?.stop());

  const repo = () => {
    if (!editor) throw new Error('the editor did not start');
    return editor.repo;
  };
  const read = (file: string) => readFileSync(join(repo(), 'content', file), 'utf8');
  const json = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;
  return {
    read,
    json,
    /**
     * The file's JSON, or undefined while the editor's server is part-way through writing it: a poll that
     * reads the file as it is saved can land on a half-written file (it did once, "Unexpected end of JSON
     * input"), which is not the answer yet, not a failure; or before a new item's file is written.
     */
    whenWhole(file: string) {
      try {
        return json(file);
      } catch (error) {
        if (error instanceof SyntaxError) return undefined;
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    /**
     * Opens the editor at `hash` over this copy. The fields' thumbnails come from /images/, which npm run
     * cms's dev server serves from public/ (the export serves only the pictures' copies).
     */
    async openEditor(page: Page, hash: string, problems: string[]) {
      await servePictures(page, repo());
      if (!editor) throw new Error('the editor did not start');
      await open(page, editor.proxyUrl, hash, problems);
    },
    /** `npm run check:content` over the copy, as the build would run it. */
    contentCheck: () =>
      spawnSync('npx', ['tsx', 'pipeline/check-content.ts'], {
        cwd: repo(),
        encoding: 'utf8',
        env: { ...process.env, FORCE_COLOR: '0' },
      }),
  };
}
