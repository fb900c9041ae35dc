import { parseAttributes } from '../../pipeline/security/policy';

/*
 * The fields of a page's forms as its HTML writes them, read without a browser: each with its name, id,
 * whether it is required (`required`, or `aria-required="true"` where the form checks itself), whether its
 * label carries the asterisk (a `*` hidden from screen readers, in the label or right after it), and
 * whether that label is one a sighted visitor sees.
 */

const FIELD = /<(input|select|textarea)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** The asterisk as the site draws it: hidden from screen readers, since the field says `required`. */
const MARK = /<span aria-hidden="true"[^>]*>(?:\s|<!-- -->)*\*<\/span>/;
const NOT_A_FIELD = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

export type Field = {
  name: string;
  id: string;
  required: boolean;
  marked: boolean;
  labelled: boolean;
};

/** Every field of a page with its label's mark and whether it is required. */
export function fieldsOf(html: string): Field[] {
  const page = html.replace(/<!--(?! -->)[\s\S]*?-->/g, '');
  return [...page.matchAll(FIELD)].flatMap(([, , source]) => {
    const attrs = parseAttributes(source!.replace(/\/$/, ''));
    if (NOT_A_FIELD.has(attrs.get('type') ?? '')) return [];
    const id = attrs.get('id') ?? '';
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const label = id
      ? new RegExp(
          `<label\\b([^>]*\\bfor="${escaped}"[^>]*)>([\\s\\S]*?)</label>(\\s*<span aria-hidden="true"[^>]*>(?:\\s|<!-- -->)*\\*</span>)?`,
        ).exec(page)
      : null;
    return [
      {
        name: attrs.get('name') ?? id,
        id,
        required: attrs.has('required') || attrs.get('aria-required') === 'true',
        marked: !!label && (MARK.test(label[2]!) || !!label[3]),
        // A label only a screen reader hears (the newsletter's) has no mark to show.
        labelled: !!label && !/\bsr-only\b/.test(label[1]!),
      },
    ];
  });
}

/** Each form of a page (its whole HTML) with the names of its required fields, in order. */
export function formsOf(html: string): { html: string; required: string[] }[] {
  return [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => ({
    html: form,
    required: fieldsOf(form)
      .filter((field) => field.required)
      .map((field) => field.name),
  }));
}
