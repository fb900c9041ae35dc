import { sitePaths } from '../../content/site-paths';

/*
 * How many pages a check over the export must at least have read: one tree's pages in one language, as
 * the content makes them (content/site-paths.ts). A check that found fewer read no build, or only a
 * part of one; a floor pinned to the demo's number of pages would fail an agency's smaller site.
 */
export const pagesOfOneTree = () => sitePaths().size;
