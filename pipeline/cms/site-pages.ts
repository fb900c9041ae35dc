// Stryker disable all: each name below is the one both build-admin.ts (writing) and the editor (reading) use, so another name changes nothing
/** The file beside the editor's config.json that lists the site's pages by root path, written by build-admin.ts. */
export const SITE_PAGES = 'site-pages.json';
/** The file beside config.json that lists each collection's item ids at the build, written by build-admin.ts. */
export const COLLECTION_IDS = 'collection-ids.json';
