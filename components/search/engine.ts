/*
 * The site search in the browser (issue 33): loaded by components/islands/site-search.tsx when the
 * visitor opens the search or focuses its field, never with the page. It starts Pagefind
 * (/pagefind/pagefind.js, written after the build by scripts/search/index-site.ts), which picks the
 * index of the page's language from <html lang> and searches in a worker of its own; it normalises an
 * Arabic query as the index was (./arabic.ts); and it turns each hit into what the dialog shows: the
 * title, the section, an excerpt with the matched words marked, and the address in the visitor's tree.
 */
import type { Tree } from '@/components/layout/theme-tree';
import type { Locale } from '@/content/locale';
import { joinPath, splitPath } from '@/components/ui/tree-href';
import { normaliseArabic, normaliseArabicWord } from './arabic';
import { SECTION_KEYS, type SectionKey } from './sections';

/** Where Pagefind's script is: a file of the export, not a module of the bundle. */
const PAGEFIND = '/pagefind/pagefind.js';
/** Results shown: the first screen's worth. */
export const MAX_RESULTS = 8;
/** Words in an excerpt. */
const EXCERPT_WORDS = 24;

type PagefindData = {
  url: string;
  content: string;
  raw_content?: string;
  meta: Record<string, string | undefined>;
  locations: number[];
};
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
};

/** A piece of an excerpt: text, marked when it matched the query. */
export type ExcerptPart = { text: string; mark: boolean };
export type SearchHit = {
  url: string;
  title: string;
  section: SectionKey;
  excerpt: ExcerptPart[];
};

let started: Promise<Pagefind> | undefined;

/** Starts Pagefind once (its script, worker, WebAssembly and the index's metadata); later calls wait for the same start. */
export function startSearch(): Promise<Pagefind> {
  started ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND)) as Pagefind;
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    return pagefind;
  })();
  // A start that failed (offline before the files were cached) may be tried again at the next opening.
  started.catch(() => (started = undefined));
  return started;
}

/** A word as it is compared with the query: without punctuation, lower case, Arabic in its search spelling. */
const wordKey = (word: string) =>
  normaliseArabicWord(word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).toLowerCase();

/** The query's words, as wordKey gives them. */
export const queryTerms = (query: string) => query.split(/\s+/).map(wordKey).filter(Boolean);

/** Whether a word of the page answers one of the terms: starts with it, or is it with an ending off (logos → logo). */
const answers = (key: string, terms: string[]) =>
  key !== '' &&
  terms.some(
    (term) =>
      key.startsWith(term) || (key.length >= 3 && term.startsWith(key) && term.length - key.length <= 2),
  );

/**
 * An excerpt of `content` (a page's text as Pagefind keeps it) around its first matched word, the
 * matched words marked: those Pagefind located (`locations`, word positions) and those that answer the
 * query's terms. The last `forms` words (the Arabic search spellings the index adds after the text) are
 * not the page's text and are left out.
 */
export function excerptOf(
  content: string,
  forms: number,
  terms: string[],
  locations: number[] = [],
  length = EXCERPT_WORDS,
): ExcerptPart[] {
  const all = content.split(/[^\S\uFEFF]+/).filter(Boolean);
  const words = forms ? all.slice(0, Math.max(0, all.length - forms)) : all;
  const located = new Set(locations);
  const marked = words.map((word, at) => located.has(at) || answers(wordKey(word), terms));
  const first = marked.indexOf(true);
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - 6, words.length - length));
  const end = Math.min(words.length, start + length);
  const parts: ExcerptPart[] = [];
  const push = (text: string, mark: boolean) => {
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  if (start > 0) push('… ', false);
  for (let at = start; at < end; at++) {
    if (at > start) push(' ', false);
    push(words[at]!, marked[at]!);
  }
  if (end < words.length) push(' …', false);
  return parts;
}

const isSection = (key: string | undefined): key is SectionKey =>
  SECTION_KEYS.includes(key as SectionKey);

/**
 * The first results for `query` on a page of `locale` in `tree`, or null when a later search has
 * replaced this one before it finished (Pagefind answers only the latest).
 */
export async function search(query: string, tree: Tree, locale: Locale): Promise<SearchHit[] | null> {
  const pagefind = await startSearch();
  const asked = locale === 'ar' ? normaliseArabic(query) : query;
  const response = await pagefind.search(asked);
  if (!response) return null;
  const terms = queryTerms(query);
  const found = await Promise.all(response.results.slice(0, MAX_RESULTS).map((hit) => hit.data()));
  return found.map((data) => ({
    url: joinPath(splitPath(data.url).root, tree, locale),
    title: data.meta.title ?? data.url,
    section: isSection(data.meta.section) ? data.meta.section : 'page',
    excerpt: excerptOf(
      data.raw_content ?? data.content,
      Number(data.meta.forms) || 0,
      terms,
      data.locations,
    ),
  }));
}
