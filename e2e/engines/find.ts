/*
 * Finding a control in the page as a visitor (or a screen reader) names it: by its role and accessible
 * name, the way the Playwright specs' getByRole does, or by CSS. `markTarget` runs in the page (the
 * driver sends its text), so it is self-contained: no imports, no helpers from outside it.
 */

export type Target =
  | { css: string; within?: Within; nth?: number }
  | {
      role: string;
      /** The accessible name: equal to it with `exact`, else contained in it (case-insensitive). */
      name?: string;
      exact?: boolean;
      /** A heading's level. */
      level?: number;
      /** Where to look: CSS (e.g. 'header', 'main') or another target; its first match shown. */
      within?: Within;
      /** Which of the matches (0 when not given). */
      nth?: number;
    };

export type Within = string | Target;

/**
 * Marks the target shown in the page with data-engine-target=`id` and says 'found', or says why it
 * could not (none, or the scope missing). With an empty `id` it only looks. For a `pointer`, a check
 * box or radio button drawn by its label (the input itself hidden or a few pixels) marks the label:
 * where a visitor clicks.
 */
export function markTarget(target: Target, id: string, pointer: boolean): string {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el: Element) =>
    typeof el.checkVisibility === 'function'
      ? el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
      : el.getClientRects().length > 0;
  const implicit = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (tag === 'a' || tag === 'area') return el.hasAttribute('href') ? 'link' : '';
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'input') {
      const roles: Record<string, string> = {
        button: 'button',
        submit: 'button',
        reset: 'button',
        image: 'button',
        checkbox: 'checkbox',
        radio: 'radio',
        range: 'slider',
        number: 'spinbutton',
        search: 'searchbox',
        hidden: '',
      };
      return type in roles ? roles[type]! : 'textbox';
    }
    if (tag === 'select')
      return (el as HTMLSelectElement).multiple || (el as HTMLSelectElement).size > 1
        ? 'listbox'
        : 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    const plain: Record<string, string> = {
      dialog: 'dialog',
      nav: 'navigation',
      main: 'main',
      form: 'form',
      ul: 'list',
      ol: 'list',
      li: 'listitem',
      article: 'article',
      img: 'img',
      option: 'option',
      table: 'table',
      tr: 'row',
      td: 'cell',
      aside: 'complementary',
      output: 'status',
    };
    if (tag in plain) return plain[tag]!;
    if (tag === 'header' || tag === 'footer')
      return el.parentElement?.closest('article, aside, main, nav, section')
        ? ''
        : tag === 'header'
          ? 'banner'
          : 'contentinfo';
    if (tag === 'section')
      return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : '';
    if (tag === 'th') return el.closest('thead') ? 'columnheader' : 'rowheader';
    return '';
  };
  const roleOf = (el: Element) => el.getAttribute('role')?.split(' ')[0] ?? implicit(el);
  const fromContent = (el: Element): string => {
    let text = '';
    for (const node of el.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
      else if (node instanceof Element) {
        if (node.getAttribute('aria-hidden') === 'true' || !shown(node)) continue;
        if (node.tagName === 'IMG') text += node.getAttribute('alt') ?? '';
        else text += ` ${node.getAttribute('aria-label') ?? fromContent(node)} `;
      }
    }
    return text;
  };
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return clean(
        by
          .split(/\s+/)
          .map((ref) => {
            const named = document.getElementById(ref);
            return named ? (named.getAttribute('aria-label') ?? fromContent(named)) : '';
          })
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean([...labels].map(fromContent).join(' '));
    if (el.tagName === 'IMG') return clean(el.getAttribute('alt'));
    const role = roleOf(el);
    const named = ['button', 'link', 'heading', 'tab', 'option', 'checkbox', 'radio', 'cell'];
    if (named.includes(role) || /^(row|column)header$|^menuitem/.test(role))
      return clean(fromContent(el)) || clean(el.getAttribute('title'));
    return clean(el.getAttribute('title') ?? el.getAttribute('placeholder'));
  };

  const all = (wanted: Target): Element[] | string => {
    let scope: Element | undefined = document.body;
    if (typeof wanted.within === 'string')
      scope = [...document.querySelectorAll(wanted.within)].find(shown);
    else if (wanted.within) {
      const outer = all(wanted.within);
      if (typeof outer === 'string') return outer;
      scope = outer[wanted.within.nth ?? 0];
    }
    if (!scope) return `nothing to look in (${JSON.stringify(wanted.within)})`;
    if ('css' in wanted) return [...scope.querySelectorAll(wanted.css)].filter(shown);
    const named = (name: string) =>
      wanted.name === undefined ||
      (wanted.exact
        ? name === wanted.name
        : name.toLowerCase().includes(wanted.name.toLowerCase()));
    return [...scope.querySelectorAll('*')].filter(
      (el) =>
        roleOf(el) === wanted.role &&
        (wanted.level === undefined || el.tagName === `H${wanted.level}`) &&
        shown(el) &&
        named(nameOf(el)),
    );
  };
  const matches = all(target);
  if (typeof matches === 'string') return matches;
  let el = matches[target.nth ?? 0];
  if (!el) return `none shown (${matches.length} matches)`;
  const { width, height } = el.getBoundingClientRect();
  const labels = (el as HTMLInputElement).labels;
  if (pointer && labels?.[0] && /^(checkbox|radio)$/.test(roleOf(el)) && (width < 8 || height < 8))
    el = labels[0];
  if (id) el.setAttribute('data-engine-target', id);
  return 'found';
}
