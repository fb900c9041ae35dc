/*
 * The RSC files Next's export writes beside each page, and the one no browser asks for (a post-export
 * step, pipeline/post-export.ts).
 *
 * Beside `about/index.html` Next 16 writes five files of React Server Component data:
 *   - `index.txt`: the page's whole payload. The paint-first loader fetches it to hydrate the page
 *     (./paint-first.ts), and the client router fetches it (`index.txt?_rsc=…`) to navigate there when
 *     the page is not prefetched yet (a click before the prefetch has come back).
 *   - `__next._tree.txt`: the page's route tree, the first thing the router's prefetch asks for.
 *   - `__next.<segment path>.txt`, one per layout segment (`__next.!KGRhcmsp.!KGdlbmVyYWwp.txt`, the
 *     (dark)/(general) layout): the prefetch asks for each layout once per document, at the address of
 *     the first page it prefetches under that layout, so every page needs its own copy.
 *   - `__next.<segment path>.__PAGE__.txt`: the page segment, what a prefetch fetches for each page.
 *   - `__next._full.txt`: the whole payload again, byte for byte what index.txt holds before the
 *     post-export drops the other language's font hints from it. Nothing in the
 *     client router names it (Next's server answers a `/_full` segment request; in an export, a "full"
 *     prefetch or a navigation asks for `index.txt` instead), and no visit asked for it in Chromium: every
 *     request for a `.txt` file was recorded while visiting pages of the four trees, pointing at and
 *     focusing their links, following links and going back and forward (issue 50). So it is deleted:
 *     one file in five, a fifth of the export's files at 1,000 posts.
 *
 * What relies on Next's shape here is two named checks (pipeline/next-contract/checks.ts,
 * "rsc-segment-files" and "full-payload-unread"): the file is there, under that name, beside every
 * page, and no framework chunk names `_full`. The browser side is e2e/site/rsc-files.spec.ts: no
 * request for a `.txt` file gets a 404 while pages of the four trees are prefetched, followed and
 * revisited.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The RSC file Next writes beside each page that no browser asks for. */
export const UNREAD_RSC_FILE = '__next._full.txt';

/** The route tree file the router's prefetch asks for first. */
export const TREE_RSC_FILE = '__next._tree.txt';

/** An RSC segment file's name, as Next's client names the file it asks for (`__next<path with dots>.txt`). */
export const SEGMENT_RSC_FILE = /^__next\.[^/]+\.txt$/;

/** A page segment's file (`…__PAGE__.txt`). */
export const PAGE_SEGMENT_RSC_FILE = /^__next\.[^/]*__PAGE__\.txt$/;

/**
 * Deletes the unread RSC file beside every page of `outDir` (every folder that holds one, the export's
 * root too). Gives back how many were deleted.
 */
export function dropUnreadRscFiles(outDir: string): number {
  let dropped = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Next's own assets hold no page.
        if (folder === outDir && entry.name === '_next') continue;
        walk(join(folder, entry.name));
      }
    }
    const unread = join(folder, UNREAD_RSC_FILE);
    if (existsSync(unread)) {
      rmSync(unread);
      dropped += 1;
    }
  };
  walk(outDir);
  return dropped;
}
