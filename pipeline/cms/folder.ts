/**
 * The web editor's folder in the export (out/admin/, served at /admin/). It is not a page of the site:
 * the page walkers (sitemap, budgets, HTML and font checks, the page sweep) leave it out, and it has
 * a content security policy of its own (pipeline/security/headers.ts).
 */
export const EDITOR_FOLDER = 'admin';
export const EDITOR_PATH = `/${EDITOR_FOLDER}/`;
