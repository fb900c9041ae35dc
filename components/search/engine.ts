/*
 * The site search in the browser (issue 33): loaded by components/islands/site-search.tsx when the
 * visitor opens the search or focuses its field, never with the page. It starts Pagefind
 * (/pagefind/pagefind.js, written after the build by pipeline/search/index-site.ts), which picks the
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
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
  preload(term: string): Promise<void>;
};

/**
 * One letter of each alphabet: preloading them loads every chunk of the page's language's index (each
 * chunk holds the words of a range of letters), so that the first key waits for no index download.
 */
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789', ...'ءابتثجحخدذرزسشصضطظعغفقكلمنهوي'];

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
    const pagefind = (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND
    )) as Pagefind;
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    // In the background: a search started meanwhile waits for the chunk it needs, loaded once.
    void Promise.all(LETTERS.map((letter) => pagefind.preload(letter))).catch(() => {});
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
      key.startsWith(term) ||
      (key.length >= 3 && term.startsWith(key) && term.length - key.length <= 2),
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
    if (at > start) push(' ', marked[at - 1]! && marked[at]!);
    push(words[at]!, marked[at]!);
  }
  if (end < words.length) push(' …', false);
  return parts;
}

const isSection = (key: string | undefined): key is SectionKey =>
  SECTION_KEYS.includes(key as SectionKey);

/** Results shown as soon as they are in, before the rest of the first screen's worth. */
const FIRST_RESULTS = 3;

/**
 * The first results for `query` on a page of `locale` in `tree`, handed to `show` twice: the first few
 * as soon as their pages' data is in, then all of them (each page's data is a file of its own).
 */
export async function search(
  query: string,
  tree: Tree,
  locale: Locale,
  show: (hits: SearchHit[]) => void,
): Promise<void> {
  const pagefind = await startSearch();
  const asked = locale === 'ar' ? normaliseArabic(query) : query;
  const response = await pagefind.search(asked);
  if (!response) return;
  const terms = queryTerms(query);
  const loading = response.results.slice(0, MAX_RESULTS).map((hit) => hit.data());
  if (loading.length > FIRST_RESULTS)
    show(hitsOf(await Promise.all(loading.slice(0, FIRST_RESULTS)), terms, tree, locale));
  show(hitsOf(await Promise.all(loading), terms, tree, locale));
}

/**
 * The blog's own search box (components/islands/post-index.tsx): the posts of the page's language that
 * answer `query` (the index's `section` filter, pipeline/search/index-site.ts), how many, and the first
 * `limit` as hits (a screen's worth, more after each Load More). Every post is found, and the page
 * carries none of their text.
 */
export async function searchPosts(
  query: string,
  tree: Tree,
  locale: Locale,
  limit = MAX_RESULTS,
): Promise<{ count: number; hits: SearchHit[] }> {
  const pagefind = await startSearch();
  const response = await pagefind.search(locale === 'ar' ? normaliseArabic(query) : query, {
    filters: { section: 'post' },
  });
  if (!response) return { count: 0, hits: [] };
  const found = await Promise.all(response.results.slice(0, limit).map((hit) => hit.data()));
  return { count: response.results.length, hits: hitsOf(found, queryTerms(query), tree, locale) };
}

const hitsOf = (found: PagefindData[], terms: string[], tree: Tree, locale: Locale): SearchHit[] =>
  found.map((data) => ({
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
