import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  // Every image is made at build time in the sizes it is served in (scripts/generate-images.ts).
  images: { unoptimized: true },
  poweredByHeader: false,
  experimental: {
    // One styled 404.html for both theme trees (app/global-not-found.tsx).
    globalNotFound: true,
  },
};

export default nextConfig;
