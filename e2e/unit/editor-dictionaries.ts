import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decapAr } from '../../pipeline/cms/decap-ar';
import { editorWordsAr, editorWordsEn } from '../../pipeline/cms/editor-words';
import { CONFIG_WORDS_AR } from '../../pipeline/cms/localize-config';

/*
 * The web editor's dictionaries as the interface-language checks read them (./interface-language.ts):
 * Decap's English locale beside its Arabic (pipeline/cms/decap-ar.ts), the project's own texts
 * (pipeline/cms/editor-words.ts) and the configuration's words (pipeline/cms/localize-config.ts), each
 * with the Latin words its Arabic writes on purpose.
 */

/** Decap's English phrases, read from its own package (decap-cms-locales/src/en, an ES module of one object). */
export function decapEnglish(): Record<string, unknown> {
  const inside = join('editor', 'node_modules', 'decap-cms-locales', 'src', 'en', 'index.js');
  // The nearest editor/ up from here, as Node finds a package: the mutation run's working copy of the
  // project (.stryker-tmp-*/sandbox-*/) leaves editor/'s packages in the project itself.
  let dir = process.cwd();
  while (!existsSync(join(dir, inside)) && dirname(dir) !== dir) dir = dirname(dir);
  const file = join(dir, inside);
  const source = readFileSync(file, 'utf8').replace(/export default en;\s*$/, 'return en;');
  return new Function(source)() as Record<string, unknown>;
}

const SERVICES = 'a service named so in Arabic too';
const FORMAT = 'a picture format, named so in Arabic too';
const EXAMPLE = 'a part of an example the editor types as it is (a slug, a path, a link)';

/** Latin words the editor's Arabic dictionaries write on purpose, with why. */
export const EDITOR_MEANT: Record<string, string> = {
  GitHub: SERVICES,
  GitLab: SERVICES,
  Bitbucket: SERVICES,
  Azure: SERVICES,
  Gitea: SERVICES,
  Forgejo: SERVICES,
  Netlify: SERVICES,
  Git: "the name of Netlify's Git Gateway",
  YouTube: SERVICES,
  iPhone: "the phone's name",
  Rawnaq: "the site's name in English, which the English title ends with",
  رونق: "the site's name in Arabic, which a hint of the English configuration quotes",
  Ctrl: 'the name printed on the key',
  Enter: 'the name printed on the key',
  D: "the day in Decap's date format (D/M), not shown",
  M: "the month in Decap's date format (D/M), not shown",
  HEIC: FORMAT,
  JPEG: FORMAT,
  PNG: FORMAT,
  WebP: FORMAT,
  SVG: FORMAT,
  HTML: 'the name of the language the editor refuses in Markdown',
  https: EXAMPLE,
  mailto: EXAMPLE,
  tel: EXAMPLE,
  web: EXAMPLE,
  design: EXAMPLE,
  public: EXAMPLE,
  images: EXAMPLE,
  service: EXAMPLE,
  branding: EXAMPLE,
  shop: EXAMPLE,
  id: EXAMPLE,
  about: EXAMPLE,
  light: EXAMPLE,
  ar: EXAMPLE,
  page: EXAMPLE,
  portfolio: EXAMPLE,
  details: EXAMPLE,
};

/** The words Arabic keeps as in English: a placeholder alone, or a sign and a placeholder. */
export const EDITOR_SAME = ['＋ %{collectionLabel}', '%{details}', '%{date}'];

export const EDITOR_DICTIONARIES = [
  {
    file: 'pipeline/cms/decap-ar.ts',
    exports: ['decapAr'],
    en: decapEnglish(),
    ar: decapAr,
    meant: EDITOR_MEANT,
  },
  {
    file: 'pipeline/cms/editor-words.ts',
    exports: ['editorWordsAr'],
    en: editorWordsEn,
    ar: editorWordsAr,
    meant: EDITOR_MEANT,
  },
  {
    file: 'pipeline/cms/localize-config.ts',
    exports: ['CONFIG_WORDS_AR'],
    en: Object.keys(CONFIG_WORDS_AR),
    ar: Object.values(CONFIG_WORDS_AR),
    meant: EDITOR_MEANT,
  },
];
