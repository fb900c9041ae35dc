import { readFileSync } from 'node:fs';
import { manifestPath } from './picture-manifest-path';
import {
  copyAtLeast,
  type PictureCopy,
  type PictureEntry,
  type PictureManifest,
} from './picture-widths';

let manifest: PictureManifest | undefined;

/**
 * Server code (it reads the manifest file; a client component importing it fails the build on node:fs):
 * no `server-only` guard, so the unit specs of structured data and the shop can import their modules.
 *
 * What the picture pipeline made of a content picture (`npm run pictures`, run by the build): its upright
 * size, placeholder colour and AVIF and WebP copies. A picture it did not see means the pipeline was not
 * run after the content changed: the page fails to render rather than guess a size.
 */
export function pictureEntry(src: string): PictureEntry {
  if (!manifest) {
    try {
      manifest = JSON.parse(readFileSync(manifestPath(), 'utf8')) as PictureManifest;
    } catch (error) {
      throw new Error(
        `No picture manifest at ${manifestPath()}: run npm run pictures (${(error as Error).message})`,
      );
    }
  }
  const entry = manifest[src];
  if (!entry) throw new Error(`${src} is not in ${manifestPath()}: run npm run pictures`);
  return entry;
}

/**
 * One served file for a picture, for uses that take a single URL (a video's poster, JSON-LD, the shop's
 * thumbnails): the WebP copy at least `width` px wide (the widest by default); an SVG as it is.
 */
export function pictureFile(src: string, width = Infinity): PictureCopy {
  const entry = pictureEntry(src);
  if (!entry.webp) return { src, width: entry.width, height: entry.height };
  return copyAtLeast(entry.webp, width);
}
