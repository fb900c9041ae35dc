import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A throwaway copy of the project with its own content/ (the code, pictures and packages linked), for a
 * spec that changes the content and runs the content code or a script on it (`npx tsx` in the copy).
 */

const root = process.cwd();

/** Copies made so far; `removeContentCopies` deletes them (a spec's afterAll). */
const made: string[] = [];

export function contentCopy(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `rawnaq-${prefix}-`));
  made.push(dir);
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  for (const name of [
    'node_modules',
    'app',
    'components',
    'public',
    'pipeline',
    'tools',
    'package.json',
    'tsconfig.json',
  ])
    symlinkSync(join(root, name), join(dir, name));
  return dir;
}

export const removeContentCopies = () =>
  made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
