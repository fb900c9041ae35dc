import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isRaster } from '../../components/ui/picture-widths';

/**
 * Removes from the export the raster originals Next copied from public/images/ (editors' uploads and
 * the drawn art, metadata and all): pages serve the pipeline's copies under /img/ only. SVG stays.
 * Returns how many files it removed.
 */
export function dropOriginals(outDir: string): number {
  let dropped = 0;
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        isRaster(entry.name.toLowerCase()) ||
        /\.(avif|gif|tiff?|heic|heif)$/i.test(entry.name)
      ) {
        rmSync(path);
        dropped += 1;
      }
    }
  };
  walk(join(outDir, 'images'));
  return dropped;
}
