import { decodeEntities } from '../../pipeline/html-entities';
import { parseAttributes } from '../../pipeline/security/policy';

/*
 * The links and buttons of an exported page as a screen reader lists them, read from the HTML text
 * without a browser: each with its accessible name (aria-labelledby, else aria-label, else its text and
 * its pictures' alt text, else its title) and what it does. An approximation of the browser's
 * accessibility tree that leaves out what the HTML alone hides (the `hidden` attribute, aria-hidden,
 * <template>) and puts each modal dialog (<dialog>, or role="dialog" with aria-modal="true") in a layer of
 * its own, as the page behind it is inert while it is open; what CSS hides at some widths it cannot know
 * and counts.
 *
 * What a control does:
 * - a link: where it goes, its href as written;
 * - a submit button (a <button> in a form, unless type="button" or "reset"): it sends its form;
 * - a button with aria-controls: it works the element it names;
 * - a button that opens a dialog (aria-haspopup="dialog"): it opens the dialog its name names (two
 *   "Search" buttons that open a dialog open the same one);
 * - any other button: its own action, not another's (two carousels' "Next slide" buttons each move
 *   their own carousel; two "Add to Cart" buttons each add their own product).
 */

export type Control = { kind: 'link' | 'button'; name: string; does: string; layer: string };

const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** A script's or style's text and comments are not markup. */
const markupOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2\s*>/gi, '$1</$2>');

/** A modal dialog: while it is open, the page behind it is inert (its controls are a layer apart). */
const isModal = (name: string, attrs: Map<string, string>) =>
  name === 'dialog' ||
  (/^(alert)?dialog$/.test(attrs.get('role') ?? '') && attrs.get('aria-modal') === 'true');

type Open = {
  name: string;
  attrs: Map<string, string>;
  text: string[];
  hidden: boolean;
  layer: string;
  form?: string;
};

/** Every link (with an href) and button of a page, in the layers a person meets them. */
export function controlsOf(html: string): Control[] {
  const markup = markupOf(html);
  const stack: Open[] = [];
  const texts = new Map<string, string>();
  const found: (Omit<Control, 'name'> & { attrs: Map<string, string>; text: string })[] = [];
  let [forms, dialogs, controls, last] = [0, 0, 0, 0];
  const top = () => stack[stack.length - 1];
  // Text in a hidden element is in no name (aria-labelledby naming a hidden element is not read here).
  const addText = (text: string) => {
    if (top()?.hidden) return;
    for (const open of stack) open.text.push(text);
  };
  const close = (open: Open) => {
    const text = open.text.join('').replace(/\s+/g, ' ').trim();
    const id = open.attrs.get('id');
    if (id !== undefined) texts.set(id, text);
    const isLink = open.name === 'a' && open.attrs.has('href');
    if (open.hidden || !(isLink || open.name === 'button')) return;
    const type = open.attrs.get('type') ?? 'submit';
    const controlsId = open.attrs.get('aria-controls');
    const does = isLink
      ? `goes to ${open.attrs.get('href')}`
      : open.form && type === 'submit'
        ? `sends form ${open.form}`
        : controlsId
          ? `works #${controlsId}`
          : open.attrs.get('aria-haspopup') === 'dialog'
            ? 'opens a dialog'
            : `its own action ${controls++}`;
    found.push({
      kind: isLink ? 'link' : 'button',
      does,
      layer: open.layer,
      attrs: open.attrs,
      text,
    });
  };
  for (const match of markup.matchAll(TAG)) {
    addText(decodeEntities(markup.slice(last, match.index)));
    last = match.index + match[0].length;
    const [, slash, rawName, source] = match;
    const name = rawName!.toLowerCase();
    if (slash) {
      const at = stack.map((open) => open.name).lastIndexOf(name);
      if (at >= 0) stack.splice(at).reverse().forEach(close);
      continue;
    }
    const attrs = parseAttributes(source!.replace(/\/$/, ''));
    if (name === 'img' && attrs.has('alt')) addText(` ${attrs.get('alt')} `);
    if (VOID.has(name) || source!.trim().endsWith('/')) continue;
    const parent = top();
    const hidden =
      (parent?.hidden ?? false) ||
      attrs.has('hidden') ||
      attrs.get('aria-hidden') === 'true' ||
      name === 'template';
    stack.push({
      name,
      attrs,
      text: [],
      hidden,
      layer: isModal(name, attrs) ? `dialog ${dialogs++}` : (parent?.layer ?? 'page'),
      form: name === 'form' ? String(forms++) : parent?.form,
    });
  }
  stack.reverse().forEach(close);
  return found.map(({ attrs, text, ...control }) => {
    const labelledBy = attrs
      .get('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => texts.get(id) ?? '')
      .join(' ')
      .trim();
    const name = labelledBy || attrs.get('aria-label')?.trim() || text || attrs.get('title') || '';
    return { ...control, name: name.replace(/\s+/g, ' ') };
  });
}

export type SharedName = Pick<Control, 'kind' | 'name' | 'layer'> & { does: string[] };

/**
 * The names that a page gives to controls of one role that do different things, each with what they
 * do: the same words (letter case aside) for two places or two actions. A link and a button may share a
 * name ("Home, link" and "Home, button, collapsed" are heard apart; a list of links lists links).
 */
export function sharedNames(controls: Control[]): SharedName[] {
  const byName = new Map<string, SharedName>();
  for (const { kind, name, layer, does } of controls) {
    if (!name) continue;
    const key = [kind, layer, name.toLocaleLowerCase()].join('\n');
    const shared = byName.get(key) ?? { kind, name: name.toLocaleLowerCase(), layer, does: [] };
    if (!shared.does.includes(does)) shared.does.push(does);
    byName.set(key, shared);
  }
  return [...byName.values()].filter((shared) => shared.does.length > 1);
}
