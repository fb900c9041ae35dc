import { expect, test } from '@playwright/test';
import { decapAr } from '../../pipeline/cms/decap-ar';
import { cmsConfig } from '../../pipeline/cms/config';
import { fieldHintsAr } from '../../pipeline/cms/field-hints';
import { fieldWordsAr } from '../../pipeline/cms/field-words';
import { fieldWordsShopAr } from '../../pipeline/cms/field-words-shop';
import { chosenLanguage, say } from '../../pipeline/cms/interface-choice';
import { localizeConfig } from '../../pipeline/cms/localize-config';
import { decapEnglish } from './editor-dictionaries';

/*
 * The web editor's Arabic is whole (issue 79): every phrase of Decap's English locale has its Arabic,
 * with the same placeholders, and every English text of the configuration (labels, hints, messages,
 * summaries) its Arabic twin. The Latin-letter rules are interface-language.spec.ts's, which reads these
 * dictionaries too. The editor's own pages in Arabic are e2e/site/cms-arabic.spec.ts's.
 */

/** Every string of `value` by its key path. */
function leaves(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      leaves(child, path ? `${path}.${key}` : key, out);
  return out;
}

/** Phrases Decap fills with a code name (a widget's, a field's key), which the Arabic leaves out. */
const CODE_NAMES = [
  'editor.editorControl.field.widgetLabel',
  'editor.editorWidgets.datetime.setToNow',
];

const english = leaves(decapEnglish());
const arabic = leaves(decapAr);

test("every phrase of Decap's English has its Arabic, and no other", () => {
  // decap-cms-locales 3.8.2's English: a Decap that adds phrases fails here, and the next line names them.
  expect(english.size).toBe(248);
  expect([...english.keys()].filter((key) => !arabic.get(key)?.trim())).toEqual([]);
  expect([...arabic.keys()].filter((key) => !english.has(key))).toEqual([]);
});

test("each Arabic phrase keeps its English's placeholders, and a plural has Arabic's six forms", () => {
  const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
  const wrong = [...english].flatMap(([key, text]) => {
    const ar = arabic.get(key) ?? '';
    const need = new Set(
      placeholders(text).filter((name) => name !== 'smart_count' && !CODE_NAMES.includes(key)),
    );
    const missing = [...need].filter((name) => !ar.includes(`%{${name}}`));
    const forms = text.includes('||||') ? ar.split('||||').length : 1;
    return [
      ...missing.map((name) => `${key}: %{${name}} missing`),
      ...(text.includes('||||') && forms !== 6 ? [`${key}: ${forms} plural forms`] : []),
    ];
  });
  expect(wrong).toEqual([]);
});

test('every English text of the configuration has its Arabic twin', () => {
  const { config, missing } = localizeConfig(cmsConfig({}), 'ar');
  expect(missing).toEqual([]);
  expect(config.locale).toBe('ar');
  // Written out: the posts' collection and two of its fields as an Arabic editor reads them.
  const posts = config.collections.find((c) => c.name === 'posts')!;
  expect([posts.label, posts.label_singular]).toEqual(['المقالات', 'مقالة']);
  const title = posts.fields!.find((f) => f.name === 'title')!;
  const slug = posts.fields!.find((f) => f.name === 'slug')!;
  expect(title.label).toBe('العنوان');
  expect(slug.pattern?.[1]).toBe(
    'المعرّف في الرابط: كلمات إنجليزية بأحرف صغيرة تصل بينها شرطات، مثل web-design',
  );
  // The same configuration otherwise: names, folders, widgets, the backend.
  const plain = cmsConfig({});
  expect(config.backend).toEqual(plain.backend);
  expect(config.collections.map((c) => [c.name, c.folder])).toEqual(
    plain.collections.map((c) => [c.name, c.folder]),
  );
});

test('no English text has two Arabic twins', () => {
  const seen = [fieldWordsAr, fieldWordsShopAr, fieldHintsAr].flatMap((d) => Object.keys(d));
  expect(seen.filter((key, i) => seen.indexOf(key) !== i)).toEqual([]);
});

test('the editor opens in the language last chosen, else the browser’s, else English', () => {
  expect(chosenLanguage('ar', ['en-US'])).toBe('ar');
  expect(chosenLanguage('en', ['ar-JO'])).toBe('en');
  expect(chosenLanguage(null, ['ar-JO', 'en'])).toBe('ar');
  expect(chosenLanguage(null, ['fr-FR', 'en-GB'])).toBe('en');
  expect(chosenLanguage('de', ['de-DE'])).toBe('en');
  expect(say('notUploaded', { problems: 'x' }, 'ar')).toBe('لم يُرفع الملف. x');
});
