/*
 * The post-export's contract with Next: each shape of `next build`'s output that a post-export step
 * (pipeline/post-export.ts) relies on, as a named check of one exported page. They run over every page
 * before any step rewrites anything (./index.ts); a check that fails names itself, the step that relies
 * on it, and what the page holds instead, so a Next release that changes its output stops the build
 * there, rather than shipping pages that do not start. Each check is broken on purpose on a copy of a
 * real exported page in e2e/unit/next-contract.spec.ts.
 *
 * A check gives back undefined when the page holds what is expected, else what was found instead.
 */
import { PAGE_FONTS } from '../fonts/language-fonts';
import { CHUNK_SCRIPT } from '../hydration/paint-first';
import {
  PAGE_SEGMENT_RSC_FILE,
  SEGMENT_RSC_FILE,
  TREE_RSC_FILE,
  UNREAD_RSC_FILE,
} from '../hydration/rsc-files';
import { clip, NOT_FOUND, some, type ContractCheck } from './page';
import { PAINT_FIRST_CHECKS } from './paint-first-checks';

export type { ContractCheck, ExportedPage } from './page';

const FONTS = 'pipeline/fonts/language-fonts.ts';
const POLICY = 'pipeline/security/ (meta policy and script hashes)';
const RSC_FILES = 'pipeline/hydration/rsc-files.ts';

/** How the client router's prefetch names the route tree it asks for first (its `/_tree` segment). */
const TREE_REQUEST = '"/_tree"';
/** The segment whose file the post-export deletes, as the client would name it if it ever asked for it. */
const FULL_REQUEST = '_full';

const FONT_NAMES = [...PAGE_FONTS.en, ...PAGE_FONTS.ar];
const FONT_PRELOAD =
  /^<link rel="preload" href="\/_next\/static\/media\/([a-z0-9_]+)\.[^"]*\.woff2" as="font" crossorigin="" type="font\/woff2"\/>$/;
const FONT_HINT = /^[0-9a-f]*:HL\["\/_next\/static\/media\/([a-z0-9_]+)\.[^"]*\.woff2","font"/;

export const CONTRACT: ContractCheck[] = [
  ...PAINT_FIRST_CHECKS,
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
