import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getPosts, getSite } from '../../content';
import { getTags } from '../../content/blog';
import { contentDir, readContentFrom } from '../../content/load';
import { alignTwin, twinProblems } from '../../content/twin';
import { rssXml } from '../../pipeline/seo/rss';
import { pictureManifest } from './generated-content';
import { texts } from './xml-texts';

/*
 * What the property-based check of the content code (./content-properties.spec.ts) found, each kept as
 * a plain example once fixed.
 */

/** Runs `check` with the content file `file` (of content/) replaced by `data`. */
function withFile(file: string, data: unknown, check: () => void) {
  readContentFrom({
    read: (name) =>
      name === file ? JSON.stringify(data) : readFileSync(join(contentDir, name), 'utf8'),
    list: (dir) => readdirSync(join(contentDir, dir)),
  });
  try {
    check();
  } finally {
    readContentFrom(undefined);
  }
}

test('a Markdown text that opens with its heading is words: its Arabic twin is a translation', () => {
  // Found with seed 1: a post body starting "## …" was taken for an anchor (a link to "#…"), so its
  // Arabic file was refused as "not translated" and the editor's save overwrote it with the English.
  const en = { body: '## Our process\n\nWe start with a week in your shop.', href: '/about' };
  const ar = { body: '## طريقتنا\n\nنبدأ بأسبوع في متجرك.', href: '/about' };
  expect(twinProblems(en, ar)).toEqual([]);
  expect(alignTwin(en, ar)).toEqual(ar);
  // A path or an anchor is still the same in both languages.
  expect(twinProblems({ href: '/about', to: '#team' }, { href: '/عن', to: '#فريق' })).toEqual([
    { path: '$.href', message: 'expected "/about" as in English (not translated)' },
    { path: '$.to', message: 'expected "#team" as in English (not translated)' },
  ]);
});

test("a job's type in one lower-case word is words: its Arabic twin is a translation", () => {
  // Found by the property check, and kept aside while the demo wrote "Full-time": an editor's job of
  // type "remote" was taken for an identifier (a section's `type` is one), so its Arabic "عن بُعد" was
  // refused as "not translated" and the editor's save put "remote" back on the Arabic page.
  const job = { slug: 'content-writer', type: 'remote', location: 'Amman' };
  const ar = { slug: 'content-writer', type: 'عن بُعد', location: 'عمّان' };
  expect(twinProblems(job, ar)).toEqual([]);
  expect(alignTwin(job, ar)).toEqual(ar);
  // A section's type still names its kind in both languages.
  const page = { sections: [{ type: 'faq', title: 'Questions' }] };
  expect(twinProblems(page, { sections: [{ type: 'أسئلة', title: 'أسئلة' }] })).toEqual([
    { path: '$.sections[0].type', message: 'expected "faq" as in English (not translated)' },
  ]);
  expect(alignTwin(page, { sections: [{ type: 'أسئلة', title: 'أسئلة' }] })).toEqual({
    sections: [{ type: 'faq', title: 'أسئلة' }],
  });
});

test("a hashtag among a post's tags is words, not an anchor: its Arabic twin is a translation", () => {
  // An editor's tag "#Ramadan" looked like a link to "#Ramadan" on the page, so "#رمضان" was refused.
  const en = { tags: ['Branding', '#Ramadan'], href: '#contact' };
  const ar = { tags: ['هوية', '#رمضان'], href: '#contact' };
  expect(twinProblems(en, ar)).toEqual([]);
  expect(alignTwin(en, ar)).toEqual(ar);
  expect(twinProblems(en, { ...ar, href: '#تواصل' })).toEqual([
    { path: '$.href', message: 'expected "#contact" as in English (not translated)' },
  ]);
});

test('an English tag with no letter a-z or digit is refused with its file and place, not given the page /blog/tag//', () => {
  // Found while probing the tags the property check draws: "تصميم" as an English tag had the slug "",
  // so its page was /blog/tag// and the content check passed it.
  const [post] = getPosts('en');
  const file = `posts/${post!.slug}.en.json`;
  withFile(file, { ...post!, tags: ['Design', 'تصميم'] }, () =>
    expect(() => getTags('en')).toThrow(
      `Invalid content in content/${file}:\n  at $.tags[1]: "تصميم" has no letter a-z or digit`,
    ),
  );
  expect(getTags('en').every((tag) => tag.slug !== '')).toBe(true);
});

test('two English tags that make one tag page are refused with both names, the file and the place', () => {
  // Found by the property check's notes: "C++" and "C#" both have the slug "c"; the error named only
  // content/posts/ and asked to write "each tag one way", which did not fit.
  const [post] = getPosts('en');
  const file = `posts/${post!.slug}.en.json`;
  withFile(file, { ...post!, tags: ['C++', 'C#'] }, () => {
    let message = '';
    try {
      getTags('en');
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain(`content/${file}`);
    expect(message).toMatch(/at \$\.tags\[[01]\]: /);
    expect(message).toContain('"C++"');
    expect(message).toContain('"C#"');
    expect(message).toContain('/blog/tag/c/');
  });
});

test('a post whose words hold "]]>" more than once keeps the feed well-formed XML, its words whole', () => {
  // Found with seed 7: xml-js splits only the first "]]>" of a CDATA section, so the second ended the
  // post's <description> and feed readers refused the whole feed.
  pictureManifest();
  const [post] = getPosts('en');
  const title = 'Arrays: a[b[0]]> 1 and c[d[1]]> 2';
  const excerpt = 'Close a CDATA with ]]> and again ]]>, then ]]>.';
  withFile(`posts/${post!.slug}.en.json`, { ...post!, title, excerpt }, () => {
    const feed = rssXml(getSite().url, 'en');
    const field = (name: string) => texts(feed, name, 'item')[0];
    expect(field('title')).toBe(title);
    expect(field('description')).toBe(excerpt);
  });
});
