/*
 * Which language the web editor speaks (no browser API here, so the unit tests read it too): the one
 * the editor last chose in it, kept in the browser (localStorage), else the browser's own when it is
 * Arabic, else English. pipeline/cms/interface-language.ts applies it before Decap starts.
 */
import { editorWords, type EditorWords } from './editor-words';

export type InterfaceLanguage = 'en' | 'ar';

/** Where the editor's choice is kept (beside Decap's own `cms.md-mode` and its sign-in). */
export const LANGUAGE_KEY = 'cms.interface-language';

/** The language to open in: `stored` (the last choice), else the first of the browser's languages we speak. */
export function chosenLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): InterfaceLanguage {
  if (stored === 'en' || stored === 'ar') return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'ar' || primary === 'en') return primary;
  }
  return 'en';
}

let current: InterfaceLanguage = 'en';

/** Sets the language `say` speaks (once, as the editor starts). */
export function speak(language: InterfaceLanguage): void {
  current = language;
}

/** The language the editor speaks. */
export const spoken = (): InterfaceLanguage => current;

/** One of the project's texts in the editor's language, its `{name}`s filled in from `values`. */
export function say(
  key: keyof EditorWords,
  values: Record<string, string | number> = {},
  language: InterfaceLanguage = current,
): string {
  return editorWords[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
