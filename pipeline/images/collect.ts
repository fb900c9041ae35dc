/*
 * Finds every image object ({ src: "/images/…", alt }) at any depth of the JSON files under the
 * content directory (skipping schemas/), and groups related images into families: the images of one
 * record (the nearest object with a `slug` or `id`), else by file name. Each keeps where it was first
 * found (file and JSON path) for messages; `collectReferences` lists every place a picture is named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { markdownTargets, PICTURE_SRC } from '../../content/markdown';

export interface ImageRef {
  src: string;
  alt: string;
  /** Key shared by related images (a project's cover and gallery, a product's four shots). */
  family: string;
  /** A trailing "-N" in the file name (before any theme suffix), if there is one. */
  number: number | undefined;
  /** Order of first appearance within the family (theme variants count once). */
  position: number;
  /** Where it was first found, for messages: `content/team.en.json at $.members[0].portrait`. */
  where: string;
}

/** An image with the size it is drawn at (tools/generate-images.ts). */
export type SizedImageRef = ImageRef & { width: number; height: number };

/** One place the content names a picture. */
export interface ImageReference {
  src: string;
  alt: string;
  /** `content/team.en.json` (relative to the content directory's parent). */
  file: string;
  /** JSON path of the image object: `$.members[0].portrait`. */
  path: string;
}

/** Where a src may point: lower-case words under /images/, one of the formats the site uses. */
export const SRC_PATTERN = PICTURE_SRC;

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
  typeof v.src === 'string' && v.src.startsWith('/images/') && typeof v.alt === 'string';

/** The content directory's name as messages give it (`content/`), wherever it is. */
const shown = (contentDir: string, file: string) =>
  `${basename(contentDir)}/${relative(contentDir, file).split(sep).join('/')}`;

/** Every place the content names a picture, in file order, with problems reading the files. */
export function collectReferences(contentDir: string): {
  references: (ImageReference & { record: string | undefined })[];
  problems: string[];
} {
  const problems: string[] = [];
  const references: (ImageReference & { record: string | undefined })[] = [];
  const files = listJson(contentDir).sort();
  for (const file of files) {
    const name = shown(contentDir, file);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${name}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const walk = (value: unknown, path: string, record: string | undefined): void => {
      // A picture in Markdown text (a post's body): ![alt](/images/…), at its line and column.
      if (typeof value === 'string' && value.includes('](/images/')) {
        for (const image of markdownTargets(value).images)
          references.push({
            src: image.src,
            alt: image.alt,
            file: name,
            path: `${path} (${image.where})`,
            record,
          });
        return;
      }
      if (Array.isArray(value)) {
        value.forEach((item, i) => walk(item, `${path}[${i}]`, record));
        return;
      }
      if (!isRecord(value)) return;
      if (isImage(value)) {
        references.push({
          src: value.src as string,
          alt: value.alt as string,
          file: name,
          path,
          record,
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
      for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, here);
    };
    walk(data, '$', undefined);
  }
  return { references, problems };
}

export function collectImages(contentDir: string): { images: ImageRef[]; problems: string[] } {
  const { references, problems } = collectReferences(contentDir);
  const found: Omit<ImageRef, 'number' | 'position'>[] = references.map((r) => ({
    src: r.src,
    alt: r.alt,
    family: r.record ?? nameFamily(r.src),
    where: `${r.file} at ${r.path}`,
  }));

  const bySrc = new Map<string, ImageRef>();
  const familyMembers = new Map<string, string[]>();
  for (const image of found) {
    if (!SRC_PATTERN.test(image.src)) {
      problems.push(
        `${image.where}: ${image.src} is not a lower-case path under /images/ ending in .webp, .svg, .png, .jpg or .jpeg`,
      );
      continue;
    }
    if (bySrc.has(image.src)) continue;
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
