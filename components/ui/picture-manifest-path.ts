import { join, resolve } from 'node:path';

/**
 * Where the picture pipeline writes its manifest and the pages read it: `.pictures/manifest.json`, or
 * `$PICTURES_MANIFEST` (a build of other content, such as a test's, keeps its own).
 */
export const manifestPath = (): string =>
  process.env.PICTURES_MANIFEST
    ? resolve(process.env.PICTURES_MANIFEST)
    : join(process.cwd(), '.pictures', 'manifest.json');
