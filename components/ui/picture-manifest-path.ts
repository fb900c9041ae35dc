import { join, resolve } from 'node:path';

/**
 * Where the picture pipeline (pipeline/pictures/build.ts) writes its manifest and the pages read it
 * (./picture-manifest.ts): `.pictures/manifest.json`, or `$PICTURES_MANIFEST` (a build of other content,
 * such as a test's, keeps its own). Server code (node:path, the environment).
 */
export const manifestPath = (): string =>
  process.env.PICTURES_MANIFEST
    ? resolve(process.env.PICTURES_MANIFEST)
    : join(process.cwd(), '.pictures', 'manifest.json');
