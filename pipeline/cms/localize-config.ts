/*
 * The editor's one configuration (config.json, pipeline/cms/config.ts) shown in the editor's language:
 * in Arabic, every collection's name, every field's label, hint and message, and every list's summary
 * come from the Arabic dictionaries (./field-words.ts, ./field-words-shop.ts, ./field-hints.ts); the
 * names, folders, widgets and the backend stay as they are, so both interfaces read and write the same
 * files through the same backend. Run in the browser before Decap starts (pipeline/cms/editor.ts), and
 * by e2e/unit/editor-language.spec.ts, which fails on an English text with no Arabic twin.
 */
import { fieldHintsAr } from './field-hints';
import { fieldWordsAr } from './field-words';
import { fieldWordsShopAr } from './field-words-shop';
import type { InterfaceLanguage } from './interface-choice';

/** Every English text of the configuration with its Arabic twin. */
export const CONFIG_WORDS_AR: Readonly<Record<string, string>> = {
  ...fieldWordsAr,
  ...fieldWordsShopAr,
  ...fieldHintsAr,
};

type Field = {
  label?: string;
  hint?: string;
  pattern?: [string, string];
  summary?: string;
  fields?: Field[];
  field?: Field;
  types?: Field[];
};
type Collection = Field & { label_singular?: string };

/**
 * The Arabic of an English text of the configuration, or of a summary's words before its template
 * ("Hero video: {{fields.title}}"); `missing` collects what has none (and keeps the English).
 */
function arabicOf(text: string, missing: Set<string>): string {
  const found = CONFIG_WORDS_AR[text];
  if (found !== undefined) return found;
  // A message is its hint without the full stop.
  const hint = CONFIG_WORDS_AR[`${text}.`];
  if (hint !== undefined) return hint.replace(/\.$/, '');
  const summary = /^([^{]+?)(: \{\{.*)$/.exec(text);
  if (summary) return `${arabicOf(summary[1]!, missing)}${summary[2]!}`;
  // A template alone ({{title}}, {{slug}}: {{meta.title}}) has no words.
  if (!/[A-Za-z]/.test(text.replace(/\{\{[^}]*\}\}/g, ''))) return text;
  missing.add(text);
  return text;
}

function localizeField<T extends Field>(field: T, missing: Set<string>): T {
  const out: T = { ...field };
  if (field.label !== undefined) out.label = arabicOf(field.label, missing);
  if (field.hint !== undefined) out.hint = arabicOf(field.hint, missing);
  if (field.pattern) out.pattern = [field.pattern[0], arabicOf(field.pattern[1], missing)];
  if (field.summary !== undefined) out.summary = arabicOf(field.summary, missing);
  if (field.fields) out.fields = field.fields.map((child) => localizeField(child, missing));
  if (field.field) out.field = localizeField(field.field, missing);
  if (field.types) out.types = field.types.map((type) => localizeField(type, missing));
  return out;
}

/**
 * The configuration as the editor shows it in `language`, with Decap's `locale` set to it, and the
 * English texts that had no Arabic twin (none, when the dictionaries are complete).
 */
export function localizeConfig<C extends { collections: Collection[] }>(
  config: C,
  language: InterfaceLanguage,
): { config: C & { locale: InterfaceLanguage }; missing: string[] } {
  if (language === 'en') return { config: { ...config, locale: 'en' }, missing: [] };
  const missing = new Set<string>();
  const collections = config.collections.map((collection) => {
    const out = localizeField(collection, missing);
    if (collection.label_singular !== undefined)
      out.label_singular = arabicOf(collection.label_singular, missing);
    return out;
  });
  return { config: { ...config, collections, locale: language }, missing: [...missing] };
}
