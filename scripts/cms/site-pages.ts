/** The file beside the editor's config.json that lists the site's pages by root path, written by build-admin.ts. */
export const SITE_PAGES = 'site-pages.json';
