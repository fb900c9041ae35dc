import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import type { Locale } from './locale';
import { englishFile, localeFile, twinProblems } from './twin';

/** A content file that does not match its schema: names the file, the JSON path and what was expected. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: { path: string; message: string }[],
  ) {
    super(
      `Invalid content in ${file}:\n` +
        problems.map((p) => `  at ${p.path}: ${p.message}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** `$.posts[3].date` from zod's `['posts', 3, 'date']`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    '$',
  );
}

/** content/, or `$CONTENT_DIR` (a test builds the site from a copy of the content it has edited). */
export const contentDir = process.env.CONTENT_DIR
  ? resolve(process.env.CONTENT_DIR)
  : join(process.cwd(), 'content');

/** Parses and validates `content/<file>`; throws a ContentError rather than returning bad data. */
export function parseContent<S extends z.ZodType>(
  file: string,
  raw: string,
  schema: S,
): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new ContentError(`content/${file}`, [
      { path: '$', message: `not valid JSON (${(error as Error).message})` },
    ]);
  }
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    // The editor's schema pointer is not content.
    delete (json as Record<string, unknown>)['$schema'];
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new ContentError(
      `content/${file}`,
      result.error.issues.map((issue) => ({ path: jsonPath(issue.path), message: issue.message })),
    );
  }
  return result.data;
}

/**
 * Where the loaders read content files: content/ on disk. A property test
 * (e2e/unit/content-properties.spec.ts) gives them generated files instead, through the same loaders.
 */
export type ContentSource = {
  /** The text of a file of content/ (`posts/a.en.json`); throws an ENOENT error when there is none. */
  read(file: string): string;
  /** The names in a folder of content/, or undefined when there is no such folder. */
  list(dir: string): string[] | undefined;
};

const disk: ContentSource = {
  read: (file) => readFileSync(join(contentDir, file), 'utf8'),
  list: (dir) =>
    existsSync(join(contentDir, dir)) ? readdirSync(join(contentDir, dir)) : undefined,
};

let source = disk;
const caches: Map<string, unknown>[] = [];

/** A loader's memory of what it has read, forgotten when the source changes. */
export function contentCache<T>(): Map<string, T> {
  const cache = new Map<string, T>();
  caches.push(cache as Map<string, unknown>);
  return cache;
}

/** Reads content from `next` (content/ on disk when undefined), forgetting what was read before. */
export function readContentFrom(next: ContentSource | undefined): void {
  source = next ?? disk;
  for (const cache of caches) cache.clear();
}

/** The text of a file of content/, from the current source. */
export const readSource = (file: string) => source.read(file);
/** The names in a folder of content/, from the current source. */
export const listSource = (dir: string) => source.list(dir);

const cache = contentCache<unknown>();

/**
 * Parses and validates the content file `<name>.json` in a language: its English file `<name>.en.json`,
 * or its Arabic twin `<name>.ar.json`, which must also match the English file in everything but words
 * (content/twin.ts).
 * A missing twin, item or field fails here, with the file and the JSON path: nothing falls back to English.
 */
export function loadContent<S extends z.ZodType>(
  file: string,
  schema: S,
  locale: Locale = 'en',
): z.output<S> {
  const name = localeFile(file, locale);
  if (!cache.has(name)) cache.set(name, parseContent(name, readContentFile(name), schema));
  if (locale === 'ar' && !cache.has(`${name}#twin`)) {
    const problems = twinProblems(
      JSON.parse(readContentFile(englishFile(file))),
      JSON.parse(readContentFile(name)),
    );
    if (problems.length > 0) throw new ContentError(`content/${name}`, problems);
    cache.set(`${name}#twin`, true);
  }
  return cache.get(name) as z.output<S>;
}

function readContentFile(file: string): string {
  try {
    return readSource(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const english = file.replace(/\.ar\.json$/, '.en.json');
    throw new ContentError(`content/${file}`, [
      {
        path: '$',
        message:
          english === file
            ? 'the file is missing'
            : `the file is missing: every content file has its Arabic twin (copy content/${english} and translate its words)`,
      },
    ]);
  }
}
