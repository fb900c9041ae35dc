import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, readContentFrom } from '../../content/load';

/*
 * The site's loaders on content/ with some files changed, in memory (content/load.ts, readContentFrom):
 * for in-process specs of the loaders' rules, which the mutation run can see (a copy run with npx tsx
 * cannot).
 */

/** A file's new data (written as JSON), its raw text (a string), or undefined: the file is gone. */
export type Changes = Record<string, unknown>;

const missing = (file: string) =>
  Object.assign(new Error(`ENOENT: no such file, open '${file}'`), { code: 'ENOENT' });

/** Runs `check` with content/ changed by `changes` (a path of content/ each), then reads content/ again. */
export function withContent<T>(changes: Changes, check: () => T): T {
  const text = (file: string) => {
    const value = changes[file];
    return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  };
  readContentFrom({
    read: (file) => {
      if (!(file in changes)) return readFileSync(join(contentDir, file), 'utf8');
      if (changes[file] === undefined) throw missing(file);
      return text(file);
    },
    list: (dir) => {
      let names: string[] = [];
      try {
        names = readdirSync(join(contentDir, dir));
      } catch {
        names = [];
      }
      const inDir = (file: string) =>
        file.startsWith(`${dir}/`) && !file.slice(dir.length + 1).includes('/');
      const added = Object.keys(changes).filter(
        (file) => inDir(file) && changes[file] !== undefined,
      );
      const gone = new Set(
        Object.keys(changes).filter((file) => inDir(file) && changes[file] === undefined),
      );
      const all = new Set([
        ...names.filter((name) => !gone.has(`${dir}/${name}`)),
        ...added.map((f) => f.slice(dir.length + 1)),
      ]);
      return all.size === 0 && names.length === 0 && added.length === 0 ? undefined : [...all];
    },
  });
  try {
    return check();
  } finally {
    readContentFrom(undefined);
  }
}

/** A JSON file of content/ as it is on disk. */
export const diskJson = (file: string) =>
  JSON.parse(readFileSync(join(contentDir, file), 'utf8')) as Record<string, unknown>;

/** Every file of a collection's folder on disk, marked gone (to replace the collection whole). */
export const withoutFolder = (dir: string): Changes =>
  Object.fromEntries(
    readdirSync(join(contentDir, dir)).map((name) => [`${dir}/${name}`, undefined]),
  );

const firstId = (dir: string) =>
  readdirSync(join(contentDir, dir))
    .filter((name) => name.endsWith('.en.json'))
    .sort()[0]!
    .slice(0, -'.en.json'.length);

/**
 * A post in both languages, made from the content's first post with its slug, date, category and
 * tags changed (its author, pictures and words are the content's own, so it passes every check).
 */
export function postFiles(slug: string, date: string, category: string, tags: string[]): Changes {
  const id = firstId('posts');
  const en = diskJson(`posts/${id}.en.json`);
  const ar = diskJson(`posts/${id}.ar.json`);
  // A short body: the content's own may be long, and its Markdown is parsed on each load.
  const changed = { slug, date, category, tags, body: `A post on ${tags.join(', ')}.` };
  return {
    [`posts/${slug}.en.json`]: { ...en, ...changed },
    [`posts/${slug}.ar.json`]: {
      ...ar,
      ...changed,
      tags: tags.map((tag) => `وسم-${tag}`),
      body: 'مقال قصير.',
    },
  };
}

/** The posts of `made` instead of the content's own. */
export const onlyPosts = (...made: Changes[]): Changes =>
  Object.assign(withoutFolder('posts'), ...made);
