/*
 * The post-export's contract with Next: each shape of `next build`'s output that a post-export step
 * (scripts/post-export.ts) relies on, as a named check of one exported page. They run over every page
 * before any step rewrites anything (./index.ts); a check that fails names itself, the step that relies
 * on it, and what the page holds instead, so a Next release that changes its output stops the build
 * there, rather than shipping pages that do not start. Each check is broken on purpose on a copy of a
 * real exported page in e2e/unit/next-contract.spec.ts.
 *
 * A check gives back undefined when the page holds what is expected, else what was found instead.
 */
import { PAGE_FONTS } from '../fonts/language-fonts';
import { CHUNK_SCRIPT, inlinePayload } from '../hydration/paint-first';
import {
  PAGE_SEGMENT_RSC_FILE,
  SEGMENT_RSC_FILE,
  TREE_RSC_FILE,
  UNREAD_RSC_FILE,
} from '../hydration/rsc-files';

/** A page as Next wrote it: its file under out/, its HTML, and its RSC payload file when there is one. */
export interface ExportedPage {
  file: string;
  html: string;
  /** The text of the page's `index.txt` (undefined for a page without one, such as 404.html). */
  payload?: string;
  /** Whether a file exists in the export, by URL path (`/_next/static/chunks/x.js`). */
  exists: (urlPath: string) => boolean;
  /** The names of the RSC segment files beside the page (`__next.….txt`), index.txt aside. */
  rscFiles: string[];
  /** The text of a file of the export by URL path (a chunk the page names), undefined if there is none. */
  read: (urlPath: string) => string | undefined;
}

export interface ContractCheck {
  /** The assumption's name, as the build and the README say it. */
  name: string;
  /** The post-export step that relies on it. */
  reliedOnBy: string;
  /** What Next's output is expected to hold, in a sentence. */
  expected: string;
  /** Undefined when the page holds it; otherwise what was found instead. */
  find: (page: ExportedPage) => string | undefined;
}

const PAINT_FIRST = 'scripts/hydration/paint-first.ts';
const FONTS = 'scripts/fonts/language-fonts.ts';
const POLICY = 'scripts/security/ (meta policy and script hashes)';
const RSC_FILES = 'scripts/hydration/rsc-files.ts';

/** How the client router's prefetch names the route tree it asks for first (its `/_tree` segment). */
const TREE_REQUEST = '"/_tree"';
/** The segment whose file the post-export deletes, as the client would name it if it ever asked for it. */
const FULL_REQUEST = '_full';

/** Next's legacy-browser polyfills, which stay where they are (no browser that runs modules runs it). */
const POLYFILL_SCRIPT = /^<script src="\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>$/;
/** A chunk preload as paint-first takes it out of the head (its CHUNK_PRELOAD). */
const CHUNK_PRELOAD =
  /^<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"]+\.js"\/>$/;
/** The line that creates Next's payload queue, which stays inline (its hash is in the policy). */
const PAYLOAD_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** One inline payload row as paint-first reads it: `[1, text]` pushed onto `self.__next_f`. */
const PAYLOAD_ROW = /^self\.__next_f\.push\((\[1,[\s\S]*\])\)$/;
/** The inline script that starts Turbopack's runtime with the page's chunk list. */
const RUNTIME_SCRIPT = /<script id="_R_">([\s\S]*?)<\/script>/;

const scripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    tag: match[0],
    attributes: match[1] ?? '',
    text: match[2] ?? '',
  }));

/** The first `limit` items, and how many more. */
const some = (items: string[], limit = 2) =>
  items.slice(0, limit).join(' | ') +
  (items.length > limit ? ` (and ${items.length - limit} more)` : '');

const clip = (text: string, length = 160) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** The not-found page and its copies: one page for every tree, which keeps its payload and no font preload. */
const NOT_FOUND = new Set(['404.html', '404/index.html', '_not-found/index.html']);

const FONT_NAMES = [...PAGE_FONTS.en, ...PAGE_FONTS.ar];
const FONT_PRELOAD =
  /^<link rel="preload" href="\/_next\/static\/media\/([a-z0-9_]+)\.[^"]*\.woff2" as="font" crossorigin="" type="font\/woff2"\/>$/;
const FONT_HINT = /^[0-9a-f]*:HL\["\/_next\/static\/media\/([a-z0-9_]+)\.[^"]*\.woff2","font"/;

export const CONTRACT: ContractCheck[] = [
  {
    name: 'chunk-scripts',
    reliedOnBy: PAINT_FIRST,
    expected:
      'the framework chunks as <script src="/_next/static/chunks/….js" async=""></script> (and only the noModule polyfill otherwise)',
    find: ({ html }) => {
      const tags = scripts(html)
        .filter(({ attributes }) => attributes.includes('/_next/'))
        .map(({ tag }) => tag);
      if (!tags.some((tag) => new RegExp(CHUNK_SCRIPT.source).test(tag)))
        return tags.length
          ? `no chunk script of that shape; scripts: ${some(tags)}`
          : 'no script from /_next/ at all';
      const other = tags.filter(
        (tag) => !new RegExp(`^${CHUNK_SCRIPT.source}$`).test(tag) && !POLYFILL_SCRIPT.test(tag),
      );
      return other.length ? `scripts of another shape: ${some(other)}` : undefined;
    },
  },
  {
    name: 'chunk-files',
    reliedOnBy: PAINT_FIRST,
    expected: 'every chunk a page names is a file of the export (the loader adds it by that path)',
    find: ({ html, exists }) => {
      const missing = [...html.matchAll(CHUNK_SCRIPT)]
        .map((m) => m[1]!)
        .filter((src) => !exists(src));
      return missing.length ? `no such file: ${some(missing)}` : undefined;
    },
  },
  {
    name: 'runtime-chunk-list',
    reliedOnBy: PAINT_FIRST,
    expected:
      'an inline <script id="_R_"> whose "otherChunks" are the page\'s chunk scripts (Turbopack knows a chunk on the page by that path)',
    find: ({ html }) => {
      const runtime = RUNTIME_SCRIPT.exec(html);
      if (!runtime) return 'no <script id="_R_">';
      const list = /"otherChunks":(\[[^\]]*\])/.exec(runtime[1]!);
      if (!list) return `a runtime script without "otherChunks": ${clip(runtime[1]!)}`;
      const onPage = new Set([...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]));
      const missing = (JSON.parse(list[1]!) as string[]).filter(
        (chunk) => !onPage.has(`/_next/${chunk}`),
      );
      return missing.length
        ? `chunks of the list with no script on the page: ${some(missing)}`
        : undefined;
    },
  },
  {
    name: 'chunk-preloads',
    reliedOnBy: PAINT_FIRST,
    expected:
      'script preloads only as <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/….js"/>',
    find: ({ html }) => {
      const links = [...html.matchAll(/<link\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /\bas="script"|rel="modulepreload"/.test(tag));
      const other = links.filter((tag) => !CHUNK_PRELOAD.test(tag));
      return other.length ? `script preloads of another shape: ${some(other)}` : undefined;
    },
  },
  {
    name: 'inline-payload',
    reliedOnBy: PAINT_FIRST,
    expected: `the RSC payload inline as ${PAYLOAD_BOOTSTRAP} then self.__next_f.push([1,"…"]) scripts, nothing else pushed`,
    find: ({ html }) => {
      const queue = scripts(html).filter(({ text }) => text.includes('__next_f'));
      if (!queue.some(({ text }) => text === PAYLOAD_BOOTSTRAP)) return `no ${PAYLOAD_BOOTSTRAP}`;
      const rows = queue.filter(({ text }) => text !== PAYLOAD_BOOTSTRAP);
      if (!rows.length) return 'no inline payload row';
      const other = rows
        .filter(({ text }) => !PAYLOAD_ROW.test(text))
        .map(({ text }) => clip(text, 80));
      return other.length ? `other pushes onto self.__next_f: ${some(other)}` : undefined;
    },
  },
  {
    name: 'payload-file',
    reliedOnBy: PAINT_FIRST,
    expected:
      "the page's index.txt holds its inline RSC payload byte for byte (the loader fetches it instead)",
    find: ({ html, payload, file }) => {
      if (NOT_FOUND.has(file)) return undefined;
      if (payload === undefined) return `no ${file.replace(/html$/, 'txt')} beside the page`;
      const inline = inlinePayload(html);
      if (inline === payload) return undefined;
      let at = 0;
      while (at < inline.length && inline[at] === payload[at]) at += 1;
      return `they differ from character ${at} (inline ${inline.length}, file ${payload.length} characters): inline "${clip(inline.slice(at), 40)}", file "${clip(payload.slice(at), 40)}"`;
    },
  },
  {
    name: 'rsc-segment-files',
    reliedOnBy: RSC_FILES,
    expected: `beside index.txt, the router's prefetch files as ${TREE_RSC_FILE}, one page segment __next.….__PAGE__.txt and layout segments __next.….txt, and the payload again as ${UNREAD_RSC_FILE} (the one the post-export deletes)`,
    find: ({ file, payload, rscFiles }) => {
      if (NOT_FOUND.has(file) || payload === undefined) return undefined;
      const missing = [TREE_RSC_FILE, UNREAD_RSC_FILE].filter((name) => !rscFiles.includes(name));
      const pages = rscFiles.filter((name) => PAGE_SEGMENT_RSC_FILE.test(name));
      const other = rscFiles.filter((name) => !SEGMENT_RSC_FILE.test(name));
      const found = [
        ...(missing.length ? [`no ${missing.join(' or ')}`] : []),
        ...(pages.length === 1 ? [] : [`${pages.length} page segment files`]),
        ...(other.length ? [`files of another name: ${some(other)}`] : []),
      ];
      return found.length
        ? `${found.join('; ')} (beside: ${some(rscFiles, 6) || 'none'})`
        : undefined;
    },
  },
  {
    name: 'full-payload-unread',
    reliedOnBy: RSC_FILES,
    expected: `the client router's prefetch asks for ${TREE_REQUEST} first (a chunk of the page names it) and no chunk of the page names "${FULL_REQUEST}" (the segment whose file the post-export deletes)`,
    find: ({ html, read }) => {
      const chunks = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]!);
      const texts = chunks.map((src) => ({ src, text: read(src) ?? '' }));
      const naming = texts.filter(({ text }) => text.includes(FULL_REQUEST)).map(({ src }) => src);
      if (naming.length) return `chunks that name "${FULL_REQUEST}": ${some(naming)}`;
      return texts.some(({ text }) => text.includes(TREE_REQUEST))
        ? undefined
        : `no chunk of the page names ${TREE_REQUEST} (the router's prefetch protocol has changed)`;
    },
  },
  {
    name: 'body-end',
    reliedOnBy: PAINT_FIRST,
    expected: 'one </body>, before which the loader goes',
    find: ({ html }) => {
      const count = html.split('</body>').length - 1;
      return count === 1 ? undefined : `${count} </body> tags`;
    },
  },
  {
    name: 'font-preloads',
    reliedOnBy: FONTS,
    expected: `a preload of each font (${FONT_NAMES.join(', ')}) as <link rel="preload" href="/_next/static/media/<name>.….woff2" as="font" crossorigin="" type="font/woff2"/>`,
    find: ({ html, file }) => {
      const links = [...html.matchAll(/<link\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /\bas="font"/.test(tag));
      const other = links.filter((tag) => !FONT_PRELOAD.test(tag));
      if (other.length) return `font preloads of another shape: ${some(other)}`;
      // The 404 page serves both languages and preloads no font.
      if (NOT_FOUND.has(file)) return undefined;
      const preloaded = new Set(links.map((tag) => FONT_PRELOAD.exec(tag)![1]));
      const missing = FONT_NAMES.filter((name) => !preloaded.has(name));
      return missing.length ? `no preload of ${missing.join(', ')}` : undefined;
    },
  },
  {
    name: 'font-hints',
    reliedOnBy: FONTS,
    expected:
      'font preload hints in index.txt as rows <id>:HL["/_next/static/media/<name>.….woff2","font",…]',
    find: ({ payload }) => {
      if (payload === undefined) return undefined;
      const rows = payload.split('\n').filter((row) => /:HL\[/.test(row) && /\.woff2"/.test(row));
      const other = rows.filter(
        (row) => !FONT_HINT.test(row) || !FONT_NAMES.includes(FONT_HINT.exec(row)![1]!),
      );
      return other.length
        ? `font hints of another shape: ${some(other.map((row) => clip(row, 100)))}`
        : undefined;
    },
  },
  {
    name: 'head-order',
    reliedOnBy: POLICY,
    expected:
      'one <head> whose first element is <meta charSet="utf-8"/> (the page\'s policy goes right after it)',
    find: ({ html }) => {
      const heads = html.match(/<head\b[^>]*>/g) ?? [];
      if (heads.length !== 1) return `${heads.length} <head> tags`;
      const at = html.indexOf(heads[0]!) + heads[0]!.length;
      const first = /^\s*(<[^>]*>)/.exec(html.slice(at))?.[1] ?? html.slice(at, at + 60);
      return /^<meta charSet="utf-8"\/?>$/i.test(first)
        ? undefined
        : `the head starts with ${clip(first)}`;
    },
  },
  {
    name: 'no-inline-handlers',
    reliedOnBy: POLICY,
    expected:
      'no event handler attribute (onload=…) anywhere: the policy allows inline scripts by hash only',
    find: ({ html }) => {
      const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      const handlers = [...markup.matchAll(/<[a-zA-Z][^>]*?\s(on[a-z]+)=[^>]*>/g)].map((m) =>
        clip(m[0], 100),
      );
      return handlers.length ? `event handler attributes: ${some(handlers)}` : undefined;
    },
  },
];
