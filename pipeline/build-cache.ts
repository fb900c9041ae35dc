import { join, resolve } from 'node:path';

/**
 * Where the build keeps what it can make again but need not: the picture copies (pipeline/pictures/) and
 * the social cards (pipeline/seo/og-images.ts), each under the hash of what it was made from, so a stale
 * or missing cache only makes a build slower. `node_modules/.cache/` by default; `$BUILD_CACHE_DIR` puts
 * it where a CI machine keeps files from one clean clone to the next (`.ci/run`, the GitHub workflow).
 */
export const buildCacheDir = (name: string): string =>
  process.env['BUILD_CACHE_DIR']
    ? join(resolve(process.env['BUILD_CACHE_DIR']), name)
    : join('node_modules', '.cache', name);
