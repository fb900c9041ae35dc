/*
 * The `extremes` shape: the longest texts an editor pastes, in both languages. One post whose title holds
 * a 300-letter word and whose Markdown body links a pasted 239-character address with no hyphen (the
 * address is the link's words too, as pasted), one project titled with a single 102-letter word, one team
 * member whose name and role are each one long word, and the site's contact e-mail (shown in every
 * footer and on the contact page) a 66-character address. Each new item is a copy of the first of its
 * collection with these texts in it, so its pictures and references are ones the site has.
 */
import { lastOrder, mapStrings, readItems, writeItem, type Json } from '../scale/items';
import { editBoth, itemsInOrder } from './files';

const LATIN = 'pneumonoultramicroscopicsilicovolcanoconiosis';
const ARABIC = 'والمستشفياتوالصيدلياتوالعياداتالتخصصيةفيعمان';

/** One unbroken word of `length` letters of `letters`, repeated. */
export const word = (letters: string, length: number) =>
  letters.repeat(Math.ceil(length / letters.length)).slice(0, length);

/** A search result's address as it is pasted from a browser: 239 characters, no hyphen. */
export function pastedAddress(length = 239): string {
  const start =
    'https://www.example.com/search?q=bilingual+branding+agency+amman&utm_source=newsletter&utm_medium=email&utm_campaign=novemberdigest&utm_content=featuredarticle&gclid=';
  const address = start + word('Cj0KCQiAx9qBhDmARIsAJ4mJ0ZK7pQ', length - start.length);
  if (address.length !== length || address.includes('-'))
    throw new Error(`extremes: the address is ${address.length} characters`);
  return address;
}

/** The contact e-mail of 66 characters. */
export function longEmail(length = 66): string {
  const local = 'partnershipsandnewbusinessenquiries';
  const domain = `${word('rawnaqcreativestudiosamman', length - local.length - 5)}.com`;
  const email = `${local}@${domain}`;
  if (email.length !== length)
    throw new Error(`extremes: the e-mail is ${email.length} characters`);
  return email;
}

const first = (contentDir: string, collection: 'posts' | 'projects' | 'team') => {
  const item = itemsInOrder(contentDir, collection)[0];
  if (!item) throw new Error(`extremes: the copy has no ${collection} to copy`);
  return item;
};

function addPost(contentDir: string): string {
  const source = first(contentDir, 'posts');
  const slug = 'a-pasted-address-and-a-very-long-word';
  const address = pastedAddress();
  const post = (lang: 'en' | 'ar'): Json => ({
    ...source[lang],
    slug,
    title: lang === 'en' ? `Notes on ${word(LATIN, 300)}` : `ملاحظات حول ${word(ARABIC, 300)}`,
    body:
      lang === 'en'
        ? `A reader sent us this search, pasted straight from the browser:\n\n[${address}](${address})\n\nIt is one line of 239 characters with nowhere to break, as editors paste them every day.`
        : `أرسل إلينا أحد القرّاء نتيجة البحث هذه كما نسخها من المتصفح:\n\n[${address}](${address})\n\nإنها سطر واحد من 239 حرفًا بلا موضع للفصل، كما يلصقها المحررون كل يوم.`,
  });
  writeItem(contentDir, 'posts', { id: slug, en: post('en'), ar: post('ar') });
  return `a post titled with a 300-letter word, its body a ${address.length}-character link`;
}

function addProject(contentDir: string): string {
  const source = first(contentDir, 'projects');
  const slug = 'a-project-with-a-very-long-title';
  const order = lastOrder(readItems(contentDir, 'projects')) + 1;
  const project = (lang: 'en' | 'ar'): Json => ({
    ...source[lang],
    slug,
    title: word(lang === 'en' ? LATIN : ARABIC, 102),
    order,
  });
  writeItem(contentDir, 'projects', { id: slug, en: project('en'), ar: project('ar') });
  return 'a project titled with one 102-letter word';
}

function addMember(contentDir: string): string {
  const source = first(contentDir, 'team');
  const slug = 'a-member-with-a-very-long-name';
  const order = lastOrder(readItems(contentDir, 'team')) + 1;
  const names = {
    en: { name: word('Abughazalehalkhatibalhaddad', 60), role: word('Seniorcreativedirector', 80) },
    ar: { name: word('أبوغزالةالخطيبالحداد', 60), role: word('كبيرمديريالإبداعوالتصميم', 80) },
  };
  const member = (lang: 'en' | 'ar'): Json => {
    const old = String(source[lang]['name']);
    const renamed = mapStrings(source[lang], (text) => text.replaceAll(old, names[lang].name));
    // The name in the member's own words (the bio, the portrait's alt text) is theirs too.
    return {
      ...renamed,
      slug,
      ...names[lang],
      email: `longname@${String(source.en['email']).split('@')[1]}`,
      order,
    };
  };
  writeItem(contentDir, 'team', { id: slug, en: member('en'), ar: member('ar') });
  return 'a team member with a 60-letter name and an 80-letter role';
}

function contactEmail(contentDir: string): string {
  const email = longEmail();
  editBoth<{ contact: { email: string } }>(contentDir, 'site.json', (site) => {
    site.contact.email = email;
  });
  return `the contact e-mail ${email} (${email.length} characters)`;
}

/** Adds the extremes to `contentDir`; returns what was added, one line each. */
export function extremes(contentDir: string): string[] {
  return [
    addPost(contentDir),
    addProject(contentDir),
    addMember(contentDir),
    contactEmail(contentDir),
  ];
}
