import { expect, test } from '@playwright/test';
import {
  authService,
  cmsCollections,
  cmsConfig,
  LOCAL_PROXY,
  signInWarning,
} from '../../pipeline/cms/config';

/*
 * What the web editor's configuration (pipeline/cms/config.ts) tells Decap beyond the fields: where each
 * collection's files are, how an entry is named, listed and sorted, which backend a save goes to and
 * where uploads land. The values an editor or Decap depends on are written out here.
 */

/*
 * Each test builds the configuration itself (not once for the file): the mutation run changes the code
 * only while a test runs, so a value built as the file loads would never see the change.
 */
const collectionsByName = () => {
  const all = cmsCollections();
  return (name: string) => {
    const found = all.find((c) => c.name === name);
    if (!found) throw new Error(`no collection ${name}`);
    return found;
  };
};

test('a collection of dated items lists the newest first, with its date beside its title', () => {
  const collection = collectionsByName();
  expect(collection('posts')).toMatchObject({
    create: true,
    delete: true,
    editor: { preview: true },
    label: 'Posts',
    label_singular: 'Post',
    folder: 'content/posts',
    extension: 'json',
    format: 'content-json',
    summary: '{{title}} ({{date}})',
    sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title', 'slug'],
  });
  // A new item's file is named by its id where it has no slug.
  expect(collection('products')).toMatchObject({
    slug: '{{fields.id}}',
    sortable_fields: [{ field: 'order', default_sort: 'asc' }, 'title', 'id'],
  });
});

test('a collection ordered by hand lists items in their order, each by its name or title', () => {
  const collection = collectionsByName();
  expect(collection('team')).toMatchObject({
    label: 'Team',
    label_singular: 'Team member',
    identifier_field: 'name',
    summary: '{{name}}',
    sortable_fields: [{ field: 'order', default_sort: 'asc' }, 'name', 'slug'],
  });
  // The schema pointer is written into a new item's file, the same in both languages.
  expect(collection('team').fields?.[0]).toEqual({
    name: '$schema',
    label: 'Schema',
    widget: 'hidden',
    default: '../schemas/team.schema.json',
    i18n: 'duplicate',
  });
});

test('a single file is an entry of content/ picked by its schema line, neither created nor deleted', () => {
  const collection = collectionsByName();
  expect(collection('faqs')).toMatchObject({
    label: 'FAQs',
    label_singular: 'FAQs',
    folder: 'content',
    extension: 'json',
    format: 'content-json',
    create: false,
    delete: false,
    filter: { field: '$schema', value: './schemas/faqs.schema.json' },
    identifier_field: 'faqs',
    summary: 'FAQs',
    editor: { preview: true },
  });
  expect(collection('site')).toMatchObject({ label: 'Site', identifier_field: 'name' });
  expect(collection('site').sortable_fields).toBeUndefined();
  expect(collection('site').slug).toBeUndefined();
});

test('the pages share one collection, listed by address and title, whose sections are typed blocks', () => {
  const pages = collectionsByName()('pages');
  expect(pages).toMatchObject({
    label: 'Pages',
    label_singular: 'Page',
    folder: 'content/pages',
    extension: 'json',
    format: 'content-json',
    create: false,
    delete: false,
    identifier_field: 'meta',
    summary: '{{slug}}: {{meta.title}}',
    editor: { preview: true },
  });
  expect(pages.filter).toBeUndefined();
  expect(pages.fields?.map((f) => f.name)).toContain('sections');
});

test('uploads land in public/images, served from /images, and localhost always uses the local proxy', () => {
  const config = cmsConfig({});
  expect(LOCAL_PROXY).toBe('http://localhost:8081/api/v1');
  expect(config).toMatchObject({
    load_config_file: false,
    local_backend: { url: LOCAL_PROXY, allowed_hosts: ['localhost', '127.0.0.1'] },
    site_url: '/',
    display_url: '/',
    media_folder: 'public/images',
    public_folder: '/images',
  });
  // Every item in both languages, a file each (about.en.json beside about.ar.json), English first.
  expect(config.i18n).toEqual({
    structure: 'multiple_files',
    locales: ['en', 'ar'],
    default_locale: 'en',
  });
  expect(config.backend).toEqual({ name: 'proxy', proxy_url: LOCAL_PROXY, branch: 'main' });
  expect('show_preview_links' in config).toBe(false);
  expect(cmsConfig({ CMS_DRAFTS: 'yes' })).not.toHaveProperty('publish_mode');
});

test('the branch and the GitHub API are taken from the build settings', () => {
  expect(cmsConfig({ CMS_BRANCH: 'content' }).backend).toMatchObject({ branch: 'content' });
  const live = cmsConfig({
    CMS_GITHUB_REPO: 'rawnaq/site',
    CMS_BRANCH: 'live',
    CMS_GITHUB_API_ROOT: 'http://127.0.0.1:9999/api',
  });
  // Without a sign-in service Decap uses Netlify's own: no base_url nor endpoint of ours.
  expect(live.backend).toEqual({
    name: 'github',
    repo: 'rawnaq/site',
    branch: 'live',
    api_root: 'http://127.0.0.1:9999/api',
  });
  expect(live.show_preview_links).toBe(true);
  expect(cmsConfig({ CMS_GITHUB_REPO: 'rawnaq/site' }).backend).not.toHaveProperty('api_root');
});

test('the sign-in service is found under its path however its slashes are written', () => {
  expect(authService('https://rawnaq.studio//cms-auth//')).toEqual({
    base_url: 'https://rawnaq.studio',
    auth_endpoint: 'cms-auth/auth',
  });
  expect(authService('https://rawnaq.studio/oauth/github/').auth_endpoint).toBe(
    'oauth/github/auth',
  );
  expect(authService('https://rawnaq.studio/')).toEqual({
    base_url: 'https://rawnaq.studio',
    auth_endpoint: 'auth',
  });
});

test('the build warns with the way to a sign-in service, off Netlify only', () => {
  expect(signInWarning({ CMS_GITHUB_REPO: 'rawnaq/site', NETLIFY: 'false' })).toBe(
    'CMS_GITHUB_REPO is set without CMS_AUTH_URL: the web editor on the live site cannot sign in with ' +
      'GitHub. Deploy the sign-in service (deploy/cms-auth/, docs/deploy/) and set CMS_AUTH_URL to its address.',
  );
});
