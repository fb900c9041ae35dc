/*
 * Finds every image object ({ src: "/images/…", alt, width, height }) at any depth of the JSON
 * files under the content directory (skipping schemas/), and groups related images into families:
 * the images of one record (the nearest object with a `slug` or `id`), else by file name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Key shared by related images (a project's cover and gallery, a product's four shots). */
  family: string;
  /** A trailing "-N" in the file name (before any theme suffix), if there is one. */
  number: number | undefined;
  /** Order of first appearance within the family (theme variants count once). */
  position: number;
  /** Where it was first found, for messages. */
  where: string;
}

/** Where a src may point: lower-case words under /images/, one of the formats the site uses. */
export const SRC_PATTERN = /^\/images\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.(webp|svg|png|jpg)$/;

/** "-dark" / "-light" before the extension, if any. */
export const themeOf = (src: string): 'dark' | 'light' | 'none' => {
  const m = /-(dark|light)\.[a-z]+$/.exec(src);
  return m ? (m[1] as 'dark' | 'light') : 'none';
};

/** The src with any theme suffix removed: both variants of a themed image share their art. */
export const baseOf = (src: string): string => src.replace(/-(dark|light)(\.[a-z]+)$/, '$2');

const trailingNumber = (src: string): number | undefined => {
  const m = /-(\d+)\.[a-z]+$/.exec(baseOf(src));
  return m ? Number(m[1]) : undefined;
};

/** A family key from the file name alone: folder + name less theme, number and role suffixes. */
const nameFamily = (src: string): string =>
  baseOf(src)
    .replace(/\.[a-z]+$/, '')
    .replace(/-\d+$/, '')
    .replace(/-(cover|thumb|thumbnail|gallery|main|image|photo|portrait|avatar)$/, '');

function listJson(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'schemas' && entry.name !== 'node_modules')
      out.push(...listJson(path));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(path);
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isImage = (v: Record<string, unknown>): boolean =>
  typeof v.src === 'string' &&
  v.src.startsWith('/images/') &&
  Number.isInteger(v.width) &&
  Number.isInteger(v.height);

export function collectImages(contentDir: string): { images: ImageRef[]; problems: string[] } {
  const problems: string[] = [];
  const found: Omit<ImageRef, 'number' | 'position'>[] = [];
  const files = listJson(contentDir).sort();
  for (const file of files) {
    const name = relative(contentDir, file);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${name}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const walk = (value: unknown, path: string, record: string | undefined): void => {
      if (Array.isArray(value)) {
        value.forEach((item, i) => walk(item, `${path}/${i}`, record));
        return;
      }
      if (!isRecord(value)) return;
      if (isImage(value)) {
        const src = value.src as string;
        const family = record ?? nameFamily(src);
        found.push({
          src,
          alt: typeof value.alt === 'string' ? value.alt : '',
          width: value.width as number,
          height: value.height as number,
          family,
          where: `${name}#${path}`,
        });
        return;
      }
      const key =
        typeof value.slug === 'string'
          ? value.slug
          : typeof value.id === 'string'
            ? value.id
            : undefined;
      const here = key === undefined ? record : `${name}:${key}`;
      for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`, here);
    };
    walk(data, '', undefined);
  }

  const bySrc = new Map<string, ImageRef>();
  const familyMembers = new Map<string, string[]>();
  for (const image of found) {
    if (!SRC_PATTERN.test(image.src)) {
      problems.push(
        `${image.where}: ${image.src} is not a lower-case path under /images/ ending in .webp, .svg, .png or .jpg`,
      );
      continue;
    }
    if (image.width > 4096 || image.height > 4096 || image.width < 1 || image.height < 1) {
      problems.push(
        `${image.where}: ${image.src} has an unlikely size ${image.width}x${image.height}`,
      );
      continue;
    }
    const seen = bySrc.get(image.src);
    if (seen) {
      if (seen.width !== image.width || seen.height !== image.height)
        problems.push(
          `${image.where}: ${image.src} is ${image.width}x${image.height} here but ${seen.width}x${seen.height} at ${seen.where}`,
        );
      continue;
    }
    const members = familyMembers.get(image.family) ?? [];
    const base = baseOf(image.src);
    if (!members.includes(base)) members.push(base);
    familyMembers.set(image.family, members);
    bySrc.set(image.src, {
      ...image,
      number: trailingNumber(image.src),
      position: members.indexOf(base),
    });
  }
  return {
    images: [...bySrc.values()].sort((a, b) => (a.src < b.src ? -1 : a.src > b.src ? 1 : 0)),
    problems,
  };
}
