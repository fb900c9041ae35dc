/*
 * The web editor at /admin/ (browser code, bundled by pipeline/cms/build-admin.ts): Decap CMS with the
 * configuration generated from the content schemas (config.json beside this script), plus what keeps
 * a save as valid as the build wants it:
 *
 * - Nothing saved that the build would refuse: before a save, both languages are checked against the
 *   build's own zod schemas (Decap's own checks miss some fields inside lists, such as an emptied
 *   title), and the Arabic file takes every number, link, date and identifier from the English one
 *   (content/twin.ts alignTwin: a price or slug changed in English changes in Arabic too); a save
 *   whose languages still differ in shape (an item in one language only) is refused too, and so is a
 *   link in Markdown to a page that does not exist (the site's pages at the last build, site-pages.json,
 *   with the entry's own items). The message names each place, as the build would.
 * - Files written as the repository keeps them (content/format-json.ts, pipeline/cms/order.ts): keys in
 *   the schema's order, Prettier's layout, a final newline; a save changes the lines it edited only.
 * - Arabic typed right to left: every text box follows the direction of what is typed in it.
 * - Uploads the build can use only: pictures up to 20 MB (pipeline/cms/upload-guard.ts).
 * - A preview in the site's own look, in English or Arabic (pipeline/cms/preview.ts).
 */
import CMS from 'decap-cms-app';
import { z } from 'zod';
import { formatContentJson } from '../../content/format-json';
import {
  itemPages,
  markdownTextsOf,
  missingPageLinks,
  missingPageLinkTargets,
} from '../../content/markdown-fields';
import { COLLECTIONS, itemFileSchema, type CollectionName } from '../../content/collections';
import { files } from '../../content/schema';
import { page } from '../../content/sections';
import { alignTwin, twinProblems } from '../../content/twin';
import { inFieldOrder, type FieldShape } from './order';
import { COLLECTION_IDS, SITE_PAGES } from './site-pages';
import { loadSiteLook, registerPreviews } from './preview';
import { quietRelationWidget } from './relation-widget';
import { guardUploads } from './upload-guard';
import { applyInterfaceLanguage } from './interface-language';
import { say, spoken } from './interface-choice';
import { CONFIG_WORDS_AR, localizeConfig } from './localize-config';

/** English or Arabic, as the editor chose: Decap's words, the project's and the layout's direction. */
const language = applyInterfaceLanguage();
// The build's schemas' own messages (a value too short, a wrong type) in the editor's language.
if (language === 'ar') z.config(z.locales.ar());

type Immutable = {
  toJS(): unknown;
  get(key: string): Immutable | undefined;
  getIn(path: string[]): Immutable | undefined;
};

/** The Arabic file to write instead of the one the editor holds, set just before a save. */
let aligned: { from: string; to: unknown } | undefined;

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: Immutable }) => {
    aligned = undefined;
    const en = entry.get('data')?.toJS();
    const ar = entry.getIn(['i18n', 'ar', 'data'])?.toJS();
    if (en === undefined || ar === undefined) return undefined;
    const isNew = String(entry.get('newRecord')) === 'true';
    const arAligned = alignTwin(en, ar);
    // The build's own checks, before anything is written: each language against its schema, then
    // the two languages against each other.
    const schema = schemaOf(en);
    const problems = [
      ...(schema ? schemaProblems(schema, en).map((p) => `${say('english')} ${p}`) : []),
      ...(schema ? schemaProblems(schema, arAligned).map((p) => `${say('arabic')} ${p}`) : []),
      ...twinProblems(en, arAligned).map((p) => `${say('arabic')} ${p.path}: ${p.message}`),
      ...linkProblems(en, say('english')),
      ...linkProblems(arAligned, say('arabic')),
      ...nameProblems(en, isNew ? undefined : String(entry.get('slug'))),
    ];
    if (problems.length > 0) {
      const shown = problems.slice(0, 4).join('; ');
      throw new Error(
        say('notSaved', {
          problems:
            problems.length > 4
              ? say('andMore', { problems: shown, count: problems.length - 4 })
              : shown,
        }),
      );
    }
    aligned = { from: JSON.stringify(ar), to: arAligned };
    return undefined;
  },
});

/** The site's pages at the last build (site-pages.json), read when the editor starts; without it the build checks links alone. */
let sitePages: string[] | undefined;

/** The ids of each collection's items at the last build (collection-ids.json), to refuse a new item's taken slug. */
let knownIds: Partial<Record<CollectionName, string[]>> = {};

/**
 * The content file's name ("stats", or the collection "posts" of an item's file) by its `$schema` line;
 * undefined for a page of sections.
 */
const fileOf = (data: unknown) =>
  /^\.\.?\/schemas\/([a-z-]+)\.schema\.json$/.exec(
    String((data as { $schema?: unknown } | null)?.$schema),
  )?.[1];

const collectionOf = (data: unknown): CollectionName | undefined => {
  const name = fileOf(data);
  return name && name in COLLECTIONS ? (name as CollectionName) : undefined;
};

/**
 * An item's file is named by its slug (or a product's id): a new item's must not be taken, and an item
 * saved again keeps its name (the editor does not rename files; a new slug is a new item).
 */
function nameProblems(data: unknown, fileName: string | undefined): string[] {
  const name = collectionOf(data);
  if (!name) return [];
  const { key, singular } = COLLECTIONS[name];
  const id = (data as Record<string, unknown>)[key];
  const one = spoken() === 'ar' ? (CONFIG_WORDS_AR[singular] ?? singular) : singular.toLowerCase();
  if (fileName === undefined)
    return typeof id === 'string' && knownIds[name]?.includes(id)
      ? [say('slugTaken', { path: `$.${key}`, id, singular: one })]
      : [];
  return id === fileName
    ? []
    : [say('slugKept', { path: `$.${key}`, file: fileName, singular: one, key })];
}

/** Links in the entry's Markdown to pages that are neither on the site nor among the entry's own items. */
function linkProblems(data: unknown, language: string): string[] {
  const file = fileOf(data);
  if (!file || !sitePages) return [];
  const pages = new Set([...sitePages, ...itemPages(file, data)]);
  return markdownTextsOf(file, data).flatMap(({ path, text }) =>
    spoken() === 'ar'
      ? missingPageLinkTargets(text, pages).map(
          ({ url, line, column }) =>
            `${language} ${path} ${say('deadLink', { url, line: line ?? 1, column: column ?? 1 })}`,
        )
      : missingPageLinks(text, pages).map((problem) => `${language} ${path} ${problem}`),
  );
}

/** The build's schema of the file `data` was read from, by its `$schema` line. */
function schemaOf(data: unknown): z.ZodType | undefined {
  const pointer = (data as { $schema?: unknown } | null)?.$schema;
  if (pointer === PAGE_SCHEMA) return page;
  const collection = collectionOf(data);
  if (collection) return itemFileSchema(collection);
  const name = fileOf(data);
  return name ? (files as Record<string, z.ZodType>)[`${name}.json`] : undefined;
}

/** What the build would say of `data`: `$.services[0].title: Too small: …`, one line each. */
function schemaProblems(schema: z.ZodType, data: unknown): string[] {
  const content = { ...(data as Record<string, unknown>) };
  delete content['$schema']; // the editor's pointer, not content
  const result = schema.safeParse(content);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) =>
          `${issue.path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : `${at}.${String(key)}`), '$')}: ${issue.message}`,
      );
}

type Collection = FieldShape & { name: string; folder: string; filter?: { value: string } };
let collections: Collection[] = [];

/** The fields of the file `data` was read from, by its `$schema` line. */
function shapeOf(data: unknown): FieldShape | undefined {
  const pointer = (data as { $schema?: unknown } | null)?.$schema;
  const collection = collectionOf(data);
  return collections.find((candidate) =>
    collection
      ? candidate.name === collection
      : candidate.filter
        ? candidate.filter.value === pointer
        : pointer === PAGE_SCHEMA && candidate.name === 'pages',
  );
}
const PAGE_SCHEMA = '../schemas/page.schema.json';

CMS.registerCustomFormat('content-json', 'json', {
  fromFile: (text: string) => JSON.parse(text) as unknown,
  toFile: (data: unknown) => {
    const value = aligned && JSON.stringify(data) === aligned.from ? aligned.to : data;
    return formatContentJson(inFieldOrder(value, shapeOf(value)));
  },
});

/** Text boxes take the direction of their text: Arabic right to left, English left to right. */
function followTextDirection(root: ParentNode) {
  for (const box of root.querySelectorAll<HTMLElement>(
    'input[type="text"], input:not([type]), textarea',
  ))
    if (!box.hasAttribute('dir')) box.setAttribute('dir', 'auto');
}
new MutationObserver(() => followTextDirection(document)).observe(document.documentElement, {
  childList: true,
  subtree: true,
});

async function start() {
  const response = await fetch(new URL('config.json', document.baseURI));
  const config = (await response.json()) as { collections: Collection[] };
  collections = config.collections;
  const pages = await fetch(new URL(SITE_PAGES, document.baseURI));
  if (pages.ok) sitePages = (await pages.json()) as string[];
  const ids = await fetch(new URL(COLLECTION_IDS, document.baseURI));
  if (ids.ok) knownIds = (await ids.json()) as typeof knownIds;
  await loadSiteLook();
  // The one configuration, its words in the editor's language (Decap's `locale` among them).
  CMS.init({ config: localizeConfig(config, language).config });
}

/*
 * Markdown boxes open as raw Markdown, which is saved exactly as typed. Decap opens them in its
 * rich-text view unless the editor chose otherwise (it remembers the choice under this key), and that
 * view rewrites the Markdown it reads (a post opened there shows unsaved changes at once). An editor
 * may still switch to it.
 */
const MARKDOWN_MODE = 'cms.md-mode';
if (localStorage.getItem(MARKDOWN_MODE) === null) localStorage.setItem(MARKDOWN_MODE, 'raw');

guardUploads();
registerPreviews();
quietRelationWidget();
void start();
