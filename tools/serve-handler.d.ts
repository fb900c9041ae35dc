// serve-handler ships no types: the part of its API tools/serve.ts uses (see its README).
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Options = {
    /** The folder to serve. */
    public?: string;
    /** `/about` answers with about.html or about/index.html (default true). */
    cleanUrls?: boolean;
    /** A folder without index.html lists its files (default true). */
    directoryListing?: boolean;
    /** A strong ETag instead of Last-Modified. */
    etag?: boolean;
  };

  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: Options,
  ): Promise<void>;
}
