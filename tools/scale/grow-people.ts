/*
 * Grows a copy's team and portfolio in step with its blog, modestly (an agency that writes 1,000 posts
 * has more people and more projects, not a hundred times more): team members to one for every 20 posts,
 * projects to one for every 10, never fewer than today. A new member is a copy of one of today's with a
 * new name in both languages (the old name replaced wherever the member's words say it); a new project
 * is a copy of one of today's as a later phase of it, completed some months before. Case studies,
 * services, jobs, products, testimonials, awards and brands stay as they are: the spec fixes their
 * number, and they do not grow with the blog.
 */
import { arabicNumber, daysBefore, lastOrder, mapStrings, readItems, writeItem } from './items';

const FIRST: [string, string][] = [
  ['Hala', 'هلا'],
  ['Zaid', 'زيد'],
  ['Noor', 'نور'],
  ['Rami', 'رامي'],
  ['Maya', 'مايا'],
  ['Tariq', 'طارق'],
  ['Leen', 'لين'],
  ['Faris', 'فارس'],
  ['Yara', 'يارا'],
  ['Ahmad', 'أحمد'],
];
const LAST: [string, string][] = [
  ['Khalil', 'خليل'],
  ['Saleh', 'صالح'],
  ['Mansour', 'منصور'],
  ['Qasem', 'قاسم'],
  ['Zoubi', 'الزعبي'],
  ['Rousan', 'الروسان'],
  ['Shami', 'الشامي'],
  ['Abbadi', 'العبادي'],
  ['Nimri', 'النمري'],
  ['Bataineh', 'البطاينة'],
];

export const teamSize = (posts: number, today: number) => Math.max(today, Math.round(posts / 20));
export const projectCount = (posts: number, today: number) =>
  Math.max(today, Math.round(posts / 10));

/** Grows content/team/ to `total` members; returns every member's slug. */
export function growTeam(contentDir: string, total: number): string[] {
  const today = readItems(contentDir, 'team');
  const taken = new Set(today.map((member) => member.id));
  let order = lastOrder(today);
  // Every first name before any comes back, each time with another family name.
  const names = FIRST.flatMap((_, round) =>
    FIRST.map((first, i): [[string, string], [string, string]] => [
      first,
      LAST[(i + round) % LAST.length]!,
    ]),
  );
  let next = 0;
  for (let j = today.length; j < total; j++) {
    const source = today[j % today.length]!;
    let first: [string, string], last: [string, string], slug: string;
    do {
      if (next >= names.length)
        throw new Error(`the scale command has names for ${names.length} new members`);
      [first, last] = names[next++]!;
      slug = `${first[0]}-${last[0]}`.toLowerCase();
    } while (taken.has(slug));
    taken.add(slug);
    const rename = (lang: 'en' | 'ar', text: string) => {
      const [oldFull, oldFirst] = [
        String(source[lang]['name']),
        String(source[lang]['name']).split(' ')[0]!,
      ];
      const [newFull, newFirst] =
        lang === 'en' ? [`${first[0]} ${last[0]}`, first[0]] : [`${first[1]} ${last[1]}`, first[1]];
      return text.replaceAll(oldFull, newFull).replaceAll(oldFirst, newFirst);
    };
    const place = ++order;
    const member = (lang: 'en' | 'ar') => ({
      ...mapStrings(source[lang], (text) => rename(lang, text)),
      // The file's own fields are never renamed: its slug, picture and schema pointer.
      $schema: source[lang]['$schema'],
      portrait: {
        ...(source[lang]['portrait'] as object),
        alt: rename(lang, String((source[lang]['portrait'] as { alt: string }).alt)),
      },
      slug,
      email: `${slug.replace('-', '.')}@rawnaq.studio`,
      order: place,
    });
    writeItem(contentDir, 'team', { id: slug, en: member('en'), ar: member('ar') });
  }
  return readItems(contentDir, 'team').map((member) => member.id);
}

/** Grows content/projects/ to `total` projects, each new one a later phase of one of today's. */
export function growProjects(contentDir: string, total: number): number {
  const today = readItems(contentDir, 'projects');
  const taken = new Set(today.map((project) => project.id));
  let order = lastOrder(today);
  for (let j = today.length; j < total; j++) {
    const source = today[j % today.length]!;
    let phase = Math.floor(j / today.length) + 1;
    // A copy grown before holds phases already: the next free one, never a file overwritten.
    while (taken.has(`${source.id}-phase-${phase}`)) phase++;
    const slug = `${source.id}-phase-${phase}`;
    taken.add(slug);
    const completed = daysBefore(String(source.en['completed']), 120 * (phase - 1));
    const place = ++order;
    const project = (lang: 'en' | 'ar') => ({
      ...source[lang],
      slug,
      title:
        lang === 'en'
          ? `${String(source.en['title'])}, Phase ${phase}`
          : `${String(source.ar['title'])}، المرحلة ${arabicNumber(phase)}`,
      completed,
      order: place,
    });
    writeItem(contentDir, 'projects', { id: slug, en: project('en'), ar: project('ar') });
  }
  return readItems(contentDir, 'projects').length;
}
