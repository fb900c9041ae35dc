/*
 * Grows a copy's blog to `total` posts per language, like an agency that keeps publishing: today's posts
 * copied in turn, each copy with its own slug and title (a numbered series in English, the same words
 * in Arabic with the number in Latin digits, as the site writes numbers), a date going back from the
 * oldest post (one a week, closer together when a week apart would go back more than six years), written by each member of the team in turn. A copy
 * keeps its source's category, tags (in the same order, so a tag's slug stays one), pictures and body:
 * every category and tag of today stays in use, in both languages. Today's posts are not changed.
 */
import { daysBefore, readItems, SERIES, writeItem, type Twin } from './items';

const SIX_YEARS = 6 * 365;

export interface PostGrowth {
  /** Posts per language after the growth, and how many were added. */
  total: number;
  added: number;
  /** Days between two added posts, and the oldest date. */
  stepDays: number;
  oldest: string;
  categories: string[];
  tags: string[];
}

export function growPosts(contentDir: string, total: number, authors: string[]): PostGrowth {
  const today = readItems(contentDir, 'posts').sort((a, b) =>
    String(b.en['date']).localeCompare(String(a.en['date'])),
  );
  if (total < today.length)
    throw new Error(
      `--posts ${total}: the project has ${today.length} posts per language already; ask for at least that many`,
    );
  const added = total - today.length;
  const stepDays = Math.max(1, Math.min(7, Math.floor(SIX_YEARS / Math.max(1, added))));
  let date = String(today.at(-1)!.en['date']);
  const taken = new Set(today.map((post) => post.id));
  for (let j = 0; j < added; j++) {
    const source = today[j % today.length]!;
    let edition = Math.floor(j / today.length) + 2; // today's post is the first of its series
    let series = SERIES[(j + edition) % SERIES.length]!;
    // A copy grown before holds editions already: the next free one, never a file overwritten.
    while (taken.has(`${source.id}-${series.slug}-${edition}`))
      series = SERIES[(j + ++edition) % SERIES.length]!;
    taken.add(`${source.id}-${series.slug}-${edition}`);
    // A day either side of the step now and then, as real publishing goes.
    date = daysBefore(date, stepDays + (stepDays > 2 ? (j % 3) - 1 : 0));
    const author = authors[j % authors.length]!;
    const copy: Twin = {
      id: `${source.id}-${series.slug}-${edition}`,
      en: {
        ...source.en,
        slug: `${source.id}-${series.slug}-${edition}`,
        title: `${String(source.en['title'])} — ${series.en(edition)}`,
        date,
        author,
      },
      ar: {
        ...source.ar,
        slug: `${source.id}-${series.slug}-${edition}`,
        title: `${String(source.ar['title'])} — ${series.ar(edition)}`,
        date,
        author,
      },
    };
    writeItem(contentDir, 'posts', copy);
  }
  const all = readItems(contentDir, 'posts');
  return {
    total: all.length,
    added,
    stepDays,
    oldest: all.map((post) => String(post.en['date'])).sort()[0]!,
    categories: [...new Set(all.map((post) => String(post.en['category'])))].sort(),
    tags: [...new Set(all.flatMap((post) => post.en['tags'] as string[]))].sort(),
  };
}
