import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // The export goes to out/; `$NEXT_DIST_DIR` names another folder (e2e/photo/ builds a test copy of the
  // site there without touching out/).
  ...(process.env['NEXT_DIST_DIR'] && { distDir: process.env['NEXT_DIST_DIR'] }),
  trailingSlash: true,
  // Every picture is served as the copies the build made (pipeline/pictures/): nothing for Next to do.
  images: { unoptimized: true },
  poweredByHeader: false,
  // `npm test` runs tsc over the whole project just before the build and sets TYPECHECKED=1, so the build
  // skips its own copy of that check; every other build (npm run build, npm start) still runs it.
  typescript: { ignoreBuildErrors: process.env['TYPECHECKED'] === '1' },
  experimental: {
    // One styled 404.html for both theme trees (app/global-not-found.tsx).
    globalNotFound: true,
    // Pages are prerendered on every core (Next's default leaves one free: on 2 cores, one worker, 18 s
    // for the 391 pages; two take 14 s).
    cpus: availableParallelism(),
  },
};

export default nextConfig;
