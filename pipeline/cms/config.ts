/*
 * The web editor's configuration (Decap CMS), generated from the zod schemas of content/ so that the
 * editor and the build can never disagree about what a valid file is: each property becomes an editor
 * field (pipeline/cms/fields.ts), each content file a collection, and the backend is chosen here.
 *
 * Every file is edited in English and Arabic side by side (i18n `multiple_files`: posts/<slug>.en.json
 * and posts/<slug>.ar.json). A collection that grows is a folder of one file per item
 * (content/collections.ts): one entry per item in the editor, with its own form, preview and draft.
 */
import {
  COLLECTIONS,
  COLLECTION_NAMES,
  itemFileSchema,
  itemSchemaPointer,
  type CollectionName,
} from '../../content/collections';
import { files } from '../../content/schema';
import { page } from '../../content/sections';
import { fieldsOf, jsonSchemaOf, labelOf, type CmsField } from './fields';

export type { CmsField } from './fields';

/**
 * A collection: the files of one folder, each an entry in both languages (`<name>.en.json` and
 * `<name>.ar.json`; Decap's i18n `multiple_files`, which it allows on folder collections only). Each
 * collection of content/collections.ts is its folder, an item an entry, which an editor can create
 * (named by its slug) and delete; the single files of content/ have a schema each, so each has a
 * collection of its own over content/, picked by its `$schema` line; the pages of content/pages/ share
 * one.
 */
export type CmsCollection = {
  name: string;
  label: string;
  label_singular: string;
  folder: string;
  extension: 'json';
  format: 'content-json';
  i18n: true;
  create: boolean;
  delete: boolean;
  filter?: { field: string; value: string };
  /** A new item's file name: its slug (or a product's id), which the schema holds to lower case. */
  slug?: string;
  identifier_field: string;
  summary: string;
  sortable_fields?: (string | { field: string; default_sort: 'asc' | 'desc' })[];
  editor: { preview: boolean };
  fields?: CmsField[];
};

/** A collection that grows: its folder, an entry per item, listed by title and sorted by date or order. */
function itemCollection(name: CollectionName): CmsCollection {
  const { key, title, sort, label, singular } = COLLECTIONS[name];
  return {
    name,
    label,
    label_singular: singular,
    folder: `content/${name}`,
    extension: 'json',
    format: 'content-json',
    i18n: true,
    create: true,
    delete: true,
    slug: `{{fields.${key}}}`,
    identifier_field: title,
    summary: sort === 'date' ? `{{${title}}} ({{date}})` : `{{${title}}}`,
    sortable_fields: [{ field: sort, default_sort: sort === 'date' ? 'desc' : 'asc' }, title, key],
    editor: { preview: true },
    fields: [
      // The editor's JSON Schema pointer, written at the top of a new item's file as in the others.
      {
        name: '$schema',
        label: 'Schema',
        widget: 'hidden',
        default: itemSchemaPointer(name),
        i18n: 'duplicate',
      },
      ...fieldsOf(jsonSchemaOf(itemFileSchema(name))),
    ],
  };
}

/** The collections: one per collection that grows and one per single file (so references name them), and the pages. */
export function cmsCollections(): CmsCollection[] {
  const items = COLLECTION_NAMES.map(itemCollection);
  const own = Object.entries(files).map(([file, schema]): CmsCollection => {
    // Stryker disable next-line Regex: no file name of content/ holds `.json` but at its end
    const stem = file.replace(/\.json$/, '');
    const fields = fieldsOf(jsonSchemaOf(schema));
    return {
      name: stem,
      label: labelOf(stem),
      label_singular: labelOf(stem),
      folder: 'content',
      extension: 'json',
      format: 'content-json',
      i18n: true,
      create: false,
      delete: false,
      filter: { field: '$schema', value: `./schemas/${stem}.schema.json` },
      // Stryker disable next-line StringLiteral,OptionalChaining: every single file's schema has fields, so the first is always there
      identifier_field: fields[0]?.name ?? '$schema',
      summary: labelOf(stem),
      editor: { preview: true },
      fields,
    };
  });
  const pages: CmsCollection = {
    name: 'pages',
    label: 'Pages',
    label_singular: 'Page',
    folder: 'content/pages',
    extension: 'json',
    format: 'content-json',
    i18n: true,
    create: false,
    delete: false,
    identifier_field: 'meta',
    summary: '{{slug}}: {{meta.title}}',
    // Its sections in the site's look (scripts/cm./preview-sections.ts).
    editor: { preview: true },
    fields: fieldsOf(jsonSchemaOf(page)),
  };
  return [...items, ...own, pages];
}

export type CmsBackend =
  | {
      name: 'github';
      repo: string;
      branch: string;
      base_url?: string;
      auth_endpoint?: string;
      api_root?: string;
    }
  | { name: 'proxy'; proxy_url: string; branch: string };

/** Where the local proxy listens (`npm run cms`): Decap's own default port, on this machine only. */
export const LOCAL_PROXY = 'http://localhost:8081/api/v1';

/**
 * Decap's settings for the sign-in service at `url` (deploy/cms-auth/): Decap takes the pop-up's
 * messages only from `base_url` compared as an origin, so a service under a path (the Pages Function's
 * /cms-auth) puts its path in `auth_endpoint`.
 */
export function authService(url: string): { base_url: string; auth_endpoint: string } {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/^\/+|\/+$/g, '');
  return { base_url: parsed.origin, auth_endpoint: path ? `${path}/auth` : 'auth' };
}

/**
 * What the build says when the live editor could not sign in: GitHub set without a sign-in service,
 * on a host other than Netlify (whose own service Decap uses by default).
 */
export function signInWarning(
  env: Partial<Record<string, string>> = process.env,
): string | undefined {
  if (!env.CMS_GITHUB_REPO || env.CMS_AUTH_URL || env.NETLIFY === 'true') return undefined;
  return (
    `CMS_GITHUB_REPO is set without CMS_AUTH_URL: the web editor on the live site cannot sign in with ` +
    `GitHub. Deploy the sign-in service (deploy/cms-auth/, docs/deploy/) and set CMS_AUTH_URL to its address.`
  );
}

/**
 * The whole configuration. The backend is GitHub when `CMS_GITHUB_REPO` (owner/name) is set at build
 * time, with `CMS_AUTH_URL` as the OAuth service; otherwise the editor works only against the local
 * proxy. On localhost the editor always uses the local proxy (`local_backend`).
 *
 * With GitHub a save is a draft, not a commit on the live branch (Decap's editorial workflow): each entry
 * gets a branch and a pull request, which the host builds as a deploy preview (the editor links to it
 * once the host reports it on the pull request); someone sets it ready and publishes it, which merges
 * it. Locally (`npm run cms`) a save writes the working copy, as before: the commit is the review.
 * With `CMS_DRAFTS=1` (`npm run cms -- --drafts`) the local proxy has drafts too: it runs in git mode
 * (decap-server `MODE=git`), a save commits to a branch `cms/<collection>/<entry>` of the working copy's
 * repository and Publish merges that branch into `CMS_BRANCH`.
 */
export function cmsConfig(env: Partial<Record<string, string>> = process.env) {
  const repo = env.CMS_GITHUB_REPO;
  const backend: CmsBackend = repo
    ? {
        name: 'github',
        repo,
        branch: env.CMS_BRANCH ?? 'main',
        ...(env.CMS_AUTH_URL && authService(env.CMS_AUTH_URL)),
        // GitHub's API elsewhere (GitHub Enterprise, or the sign-in test's fake GitHub).
        ...(env.CMS_GITHUB_API_ROOT && { api_root: env.CMS_GITHUB_API_ROOT }),
      }
    : { name: 'proxy', proxy_url: LOCAL_PROXY, branch: env.CMS_BRANCH ?? 'main' };
  return {
    load_config_file: false,
    backend,
    ...(backend.name === 'github' && {
      publish_mode: 'editorial_workflow' as const,
      show_preview_links: true,
    }),
    // Drafts on this machine: the local proxy's git mode has no deploy previews to link to.
    ...(env.CMS_DRAFTS === '1' && { publish_mode: 'editorial_workflow' as const }),
    local_backend: { url: LOCAL_PROXY, allowed_hosts: ['localhost', '127.0.0.1'] },
    site_url: '/',
    display_url: '/',
    media_folder: 'public/images',
    public_folder: '/images',
    i18n: { structure: 'multiple_files', locales: ['en', 'ar'], default_locale: 'en' },
    collections: cmsCollections(),
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
