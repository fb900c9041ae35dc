import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

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

export const contentDir = join(process.cwd(), 'content');

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

const cache = new Map<string, unknown>();

export function loadContent<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  if (!cache.has(file)) {
    cache.set(file, parseContent(file, readFileSync(join(contentDir, file), 'utf8'), schema));
  }
  return cache.get(file) as z.output<S>;
}
