import type { z } from 'zod';
import {
  COLLECTIONS,
  ITEM_FILE,
  itemFile,
  itemFileSchema,
  type CollectionName,
} from './collections';
import { ContentError, contentCache, listSource, parseContent, readSource } from './load';
import { MINIMUMS, minimumMessage, type Minimum } from './minimums';
import type { Locale } from './locale';
import { twinProblems } from './twin';

/*
 * Reads a collection of content/ (a folder, one item a file: content/collections.ts) in a language. Each
 * file is checked on its own, with its path and the JSON path of what is wrong: against the item's
 * schema, its name against the item's slug, its Arabic twin against the English file; a file with no
 * twin, or named otherwise, fails too. Nothing falls back to English.
 */

export type CollectionItem<N extends CollectionName> = z.output<(typeof COLLECTIONS)[N]['item']>;

/** The ids of a collection's items: the names of its English files (`posts/<slug>.en.json`). */
export function collectionIds(name: CollectionName): string[] {
  return fileNames(name)
    .flatMap((file) => {
      const match = ITEM_FILE.exec(file);
      return match?.[2] === 'en' ? [match[1]!] : [];
    })
    .sort();
}

function fileNames(name: CollectionName): string[] {
  // Git keeps no empty folder: a collection without its folder has no items (its minimum says if it may).
  const names = listSource(name) ?? [];
  return names.filter((file) => !file.startsWith('.'));
}

/**
 * The files of a collection's folder that no item reads: a name that is not `<slug>.en.json` or
 * `<slug>.ar.json`, or an Arabic file with no English file beside it.
 */
export function strayFiles(name: CollectionName): ContentError[] {
  const names = new Set(fileNames(name));
  return [...names].sort().flatMap((file) => {
    const match = ITEM_FILE.exec(file);
    if (!match)
      return [
        new ContentError(`content/${name}/${file}`, [
          {
            path: '$',
            message:
              'not read by the site: an item is <slug>.en.json (English) beside <slug>.ar.json (Arabic), its slug in lower-case words joined by hyphens',
          },
        ]),
      ];
    if (match[2] === 'ar' && !names.has(`${match[1]}.en.json`))
      return [
        new ContentError(`content/${name}/${file}`, [
          {
            path: '$',
            message: `an Arabic file with no English file beside it (content/${name}/${match[1]}.en.json)`,
          },
        ]),
      ];
    return [];
  });
}

function readItem(file: string): string {
  try {
    return readSource(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ContentError(`content/${file}`, [
      {
        path: '$',
        message: `the file is missing: every item has its Arabic twin (copy content/${file.replace(/\.ar\.json$/, '.en.json')} and translate its words)`,
      },
    ]);
  }
}

type FileData = Record<string, unknown> & { order?: number };

/**
 * One item's file in a language, validated: its schema, its name (the item's slug or id), and in Arabic
 * its twin. Returns the file's data, `order` included.
 */
export function loadItem(name: CollectionName, id: string, locale: Locale): FileData {
  const file = itemFile(name, id, locale);
  const data = parseContent(file, readItem(file), itemFileSchema(name)) as FileData;
  const key = COLLECTIONS[name].key;
  if (data[key] !== id)
    throw new ContentError(`content/${file}`, [
      {
        path: `$.${key}`,
        message: `expected "${id}", the file's name (an item's file is named by its ${key}: rename the file or change the ${key})`,
      },
    ]);
  if (locale === 'ar') {
    const problems = twinProblems(
      JSON.parse(readItem(itemFile(name, id, 'en'))),
      JSON.parse(readItem(file)),
    );
    if (problems.length > 0) throw new ContentError(`content/${file}`, problems);
  }
  return data;
}

/**
 * The error of a collection with fewer items than the site needs (content/minimums.ts), or undefined:
 * `content/posts/: the blog lists posts …: at least 1 post in each language, found 0`.
 */
export function tooFew(name: CollectionName, found: number): ContentError | undefined {
  const minimum: Minimum = MINIMUMS[name];
  if (found >= minimum.min) return undefined;
  return new ContentError(`content/${name}/`, [
    {
      path: '$',
      message: `${minimumMessage(name, found)} (an item is <slug>.en.json beside <slug>.ar.json)`,
    },
  ]);
}

const cache = contentCache<unknown[]>();

/** A collection's items in a language, in the site's order (content/collections.ts), without `order`. */
export function loadCollection<N extends CollectionName>(
  name: N,
  locale: Locale,
): CollectionItem<N>[] {
  const at = `${name}.${locale}`;
  if (!cache.has(at)) {
    const stray = strayFiles(name);
    if (stray.length > 0) throw stray[0]!;
    const files = collectionIds(name).map((id) => loadItem(name, id, locale));
    const short = tooFew(name, files.length);
    if (short) throw short;
    const { sort, key } = COLLECTIONS[name];
    const id = (item: FileData) => String(item[key]);
    files.sort(
      sort === 'date'
        ? (a, b) => String(b['date']).localeCompare(String(a['date'])) || id(a).localeCompare(id(b))
        : (a, b) => a.order! - b.order! || id(a).localeCompare(id(b)),
    );
    // `order` places an item; it is not part of the item the pages read.
    for (const file of files) delete file.order;
    cache.set(at, files);
  }
  return cache.get(at) as CollectionItem<N>[];
}
