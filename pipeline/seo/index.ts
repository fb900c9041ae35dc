/*
 * The post-export step's search-engine and sharing files (called from pipeline/post-export.ts): the blog's
 * RSS feed and every page's social card. A failure is reported and fails `npm run build` (exit code 1).
 */
import { getSite } from '../../content';
import { writeOgImages } from './og-images';
import { writeRss } from './rss';

export async function writeSeoFiles(outDir: string, routes: readonly string[]): Promise<void> {
  try {
    const site = getSite();
    const feed = writeRss(outDir);
    const started = performance.now();
    const { cards, rendered } = await writeOgImages(
      outDir,
      routes,
      site.url,
      site.name,
      getSite('ar').name,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `post-export: ${feed}; ${cards} social cards in ${outDir}/og/ (${rendered} drawn, ${cards - rendered} from cache) in ${seconds} s`,
    );
  } catch (error) {
    console.error('post-export: search-engine files failed:', error);
    process.exitCode = 1;
  }
}
