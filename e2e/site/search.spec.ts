import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { getPosts, getProducts, getProjects, getSite, getTeam } from '../../content';
import { searchAr, searchEn } from '../../components/search/search-words';
import { holdScripts } from './held-scripts';

/*
 * The site search (issue 33) as a visitor uses it: the header's Search button (the phone menu's under
 * 500 px), `/` and Ctrl+K, results as they type in the page's language and theme, keyboard only from
 * opening to the result's page, nothing of the search downloaded before it is opened, and a key pressed
 * before the page has started. The index is the one `npm run build` made from out/ (Pagefind).
 */

test.use({ viewport: { width: 1280, height: 900 } });

// The queries come from content/ (any posts and projects): a title's words of four letters or more,
// longest first (ties in order): its most distinctive.
const letterCount = (word: string) => word.replace(/\p{M}/gu, '').length;
const titleWords = (title: string) =>
  (title.match(/[\p{L}\p{M}]+/gu) ?? [])
    .filter((word) => letterCount(word) >= 4)
    .sort((a, b) => letterCount(b) - letterCount(a));
const longestWord = (title: string) => titleWords(title)[0]!;

/** An Arabic title word ending in ة, without marks, not starting with و or ف (and); أ or إ first, then longest. */
function formWord(titles: string[]): string | undefined {
  const seat = (word: string) => (/^[أإ]/.test(word) ? 1 : 0);
  return titles
    .flatMap(titleWords)
    .filter((word) => /ة$/.test(word) && !/\p{M}/u.test(word) && !/^[وف]/.test(word))
    .sort((a, b) => seat(b) - seat(a) || b.length - a.length)[0];
}

/**
 * The spellings of `word` a reader may type for it, as components/search/arabic.ts matches them: short
 * vowels added (a fatha after each of the first two letters), ه for the final ة, a leading و (and), and
 * for a hamza on alef at the start, the bare alef.
 */
function wordForms(word: string): [string, string][] {
  const [first, second, ...rest] = [...word];
  const forms: [string, string][] = [
    ['with diacritics', `${first}\u064E${second}\u064E${rest.join('')}`],
    ['ه for ة', word.replace(/ة$/, 'ه')],
    ['with و (and)', `و${word}`],
  ];
  if (/^[أإ]/.test(word)) forms.push(['another hamza seat', word.replace(/^[أإ]/, 'ا')]);
  return forms;
}

const interactive = (page: Page) => expect(page.locator('html[data-interactive]')).toBeAttached();
const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');
const words = (path: string) => (path.startsWith('/ar/') ? searchAr : searchEn);

/** Opens `path`, opens the search with the header's button and types `query`. */
async function searchFrom(page: Page, path: string, query: string) {
  await page.goto(path);
  await interactive(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: words(path).search })
    .click();
  await expect(field(page)).toBeFocused();
  await field(page).fill(query);
}

/** The result whose title is `title`: shown, with its section named and a word marked. */
async function expectResult(page: Page, title: string, section: string) {
  const option = options(page).filter({ hasText: title }).first();
  await expect(option).toBeVisible();
  await expect(option).toContainText(section);
  await expect(option.locator('mark').first()).toBeVisible();
  return option;
}

/**
 * The post a result shows: the longest title its text holds. Today that is `post` itself; on a copy
 * grown by `npm run scale`, whose copies' titles hold their original's ("… — Edition 10"), it may be a copy.
 */
const postShown = (text: string, locale: 'en' | 'ar') =>
  getPosts(locale)
    .filter((p) => text.includes(p.title))
    .sort((a, b) => b.title.length - a.title.length)[0]!;

/** The first English item with an Arabic twin, and the twin: both titles with a word to search. */
function withTwin<T extends { slug: string; title: string }>(en: T[], ar: T[]) {
  const twin = (p: T) => ar.find((a) => a.slug === p.slug && titleWords(a.title).length > 0);
  const found = en.find((p) => titleWords(p.title).length > 0 && twin(p))!;
  return [found, twin(found)!] as const;
}
const [post, postAr] = withTwin(getPosts('en'), getPosts('ar'));
/** The post's two longest words (English), and the longest of its twin's (Arabic). */
const postQuery = titleWords(post.title).slice(0, 2).join(' ');
const postWord = longestWord(post.title).toLowerCase();
const postWordAr = longestWord(postAr.title);
/** The twin's two longest words: a query that puts the post itself first, as `postQuery` does in English. */
const postQueryAr = titleWords(postAr.title).slice(0, 2).join(' ');
const [project, projectAr] = withTwin(getProjects('en'), getProjects('ar'));
/** An Arabic project title's longest word with the article (ال) and two letters or more after it. */
const articleWord = (title: string) => titleWords(title).find((word) => /^ال\p{L}{2}/u.test(word));
const bareStudy = getProjects('ar').find((p) => articleWord(p.title));
const bareWord = bareStudy && articleWord(bareStudy.title)!.slice(2);
const formsWord = formWord([...getPosts('ar'), ...getProjects('ar')].map((p) => p.title));
const product = getProducts('en')[0]!;
const member = getTeam('en')[0]!;
const memberAr = getTeam('ar').find((m) => m.slug === member.slug)!;

test(`"${postQuery}", from a post's title, finds the post, and a click opens it`, async ({
  page,
}) => {
  await searchFrom(page, '/', postQuery);
  const option = await expectResult(page, post.title, searchEn.sections.post);
  const shown = postShown((await option.textContent()) ?? '', 'en');
  await option.click();
  await expect(page).toHaveURL(`/blog/${shown.slug}/`);
});

test(`"${postQueryAr}" on an Arabic page finds the Arabic post, in Arabic`, async ({ page }) => {
  await searchFrom(page, '/ar/', postQueryAr);
  await expectResult(page, postAr.title, searchAr.sections.post);
  await expect(options(page).filter({ hasText: post.title })).toHaveCount(0);
});

for (const [path, query, study, section] of [
  ['/', longestWord(project.title), project, searchEn.sections.project],
  ['/ar/', longestWord(projectAr.title), projectAr, searchAr.sections.project],
] as const)
  test(`"${query}", from a project's title, finds the project (${path})`, async ({ page }) => {
    await searchFrom(page, path, query);
    await expectResult(page, study.title, section);
  });

// Without the article, as a reader may type it.
test(`"${bareWord}", a project title's word without its article, finds the project`, async ({
  page,
}) => {
  test.skip(!bareStudy, 'no Arabic project title has a word starting with ال');
  await searchFrom(page, '/ar/', bareWord!);
  await expectResult(page, bareStudy!.title, searchAr.sections.project);
});

test(`Arabic word forms of "${formsWord}": ${wordForms(formsWord ?? 'ةةة')
  .map(([kind]) => kind)
  .join(', ')} find the same pages`, async ({ page }) => {
  test.skip(!formsWord, 'no Arabic title has a word of four letters or more ending in ة');
  await searchFrom(page, '/ar/', formsWord!);
  await expect(options(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle'); // all the results, not the first few
  const plain = await options(page).allTextContents();
  for (const [kind, variant] of wordForms(formsWord!)) {
    await field(page).fill(variant);
    await expect
      .poll(() => options(page).allTextContents(), { message: `${kind}: ${variant}` })
      .toEqual(plain);
  }
});

test('a product and a team member are found by name', async ({ page }) => {
  await searchFrom(page, '/', product.title);
  await expectResult(page, product.title, searchEn.sections.product);
  await field(page).fill(member.name);
  await expectResult(page, member.name, searchEn.sections.member);
  await searchFrom(page, '/ar/', memberAr.name);
  await expectResult(page, memberAr.name, searchAr.sections.member);
});

test('the light tree opens results in the light tree, Arabic in Arabic', async ({ page }) => {
  await searchFrom(page, '/ar/light/about/', postQueryAr);
  const option = options(page).filter({ hasText: postAr.title }).first();
  const shown = postShown((await option.textContent()) ?? '', 'ar');
  await option.click();
  await expect(page).toHaveURL(`/ar/light/blog/${shown.slug}/`);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('keyboard only: / opens, arrows move, Enter opens the result; Escape closes and returns focus', async ({
  page,
}) => {
  await page.goto('/about/');
  await interactive(page);
  // Tab to the Search button, Enter: the dialog with its field focused; Escape: back on the button.
  const button = page.getByRole('banner').getByRole('button', { name: searchEn.search });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
  // Ctrl+K opens it too.
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(postQuery);
  // The results of the whole query (not of a part typed), and the post's own (its title first, not a
  // page that lists it).
  await expect(options(page).filter({ hasText: post.title }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const titles = await options(page).allTextContents();
  const at = titles.findIndex((text) => text.startsWith(post.title));
  expect(at, 'the post is among the results').toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= at; step++) await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(at)).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options(page).nth(at).getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/blog/${postShown(titles[at]!, 'en').slug}/`);
});

test('/ typed in the blog search field is text, not the site search', async ({ page }) => {
  await page.goto('/blog/');
  await interactive(page);
  const blogSearch = page.getByRole('main').getByRole('searchbox');
  await blogSearch.fill('a/b');
  await expect(blogSearch).toHaveValue('a/b');
  await expect(dialog(page)).toBeHidden();
});

for (const path of ['/', '/ar/']) {
  test(`no results says so in the page's language and offers the main sections (${path})`, async ({
    page,
  }) => {
    const w = words(path);
    await searchFrom(page, path, 'qqxzqj');
    await expect(dialog(page).getByRole('status')).toHaveText(
      w.noResults.replace('{query}', 'qqxzqj'),
    );
    const nav = getSite(path === '/' ? 'en' : 'ar').nav;
    for (const item of nav)
      await expect(dialog(page).getByRole('link', { name: item.label, exact: true })).toBeVisible();
  });
}

test('axe finds nothing with the dialog open and results shown (English and Arabic)', async ({
  page,
}) => {
  await searchFrom(page, '/light/', postWord);
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await axeViolations(page)).toEqual([]);
  await searchFrom(page, '/ar/', postWordAr);
  await expect(options(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('nothing of the search is downloaded before it is opened', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/service/');
  await interactive(page);
  await page.mouse.wheel(0, 2000);
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
  const before = fetched.length;
  await page.getByRole('banner').getByRole('button', { name: searchEn.search }).click();
  await field(page).fill(postWord);
  await expect(options(page).first()).toBeVisible();
  const after = fetched.slice(before);
  expect(after).toContain('/pagefind/pagefind.js');
  expect(after.some((path) => /^\/pagefind\/index\/en_/.test(path))).toBe(true);
  expect(after.some((path) => /^\/pagefind\/index\/ar_/.test(path))).toBe(false);
});

test('phones: the menu has the Search button, and it opens the same dialog', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ar/');
  await interactive(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: searchAr.search }),
  ).toBeHidden();
  await page.getByRole('button', { name: 'القائمة' }).click();
  await page.getByRole('navigation').getByRole('button', { name: searchAr.search }).click();
  await expect(field(page)).toBeFocused();
  await field(page).fill(postWordAr);
  await expect(options(page).first()).toBeVisible();
  const box = await dialog(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
});

test('a key pressed before start-up: / then typing opens the search with the text typed', async ({
  page,
}) => {
  const letThrough = await holdScripts(page);
  await page.goto('/about/', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('/');
  await page.keyboard.type(`${postWord}x`);
  await page.keyboard.press('Backspace');
  expect(await page.locator('html[data-interactive]').count(), 'typed before start-up').toBe(0);
  letThrough();
  await interactive(page);
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue(postWord);
  await expect(options(page).first()).toBeVisible();
});
