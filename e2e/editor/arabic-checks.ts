import type { Locator, Page } from '@playwright/test';
import { EDITOR_MEANT } from '../unit/editor-dictionaries';

/*
 * What the Arabic editor's tests (e2e/site/cms-arabic.spec.ts) read in the page: the Latin words of its
 * interface, its controls cut off or lying over one another, and which side its panes are on.
 */

/**
 * Latin words the Arabic interface may show: the dictionaries' meant ones (services, formats, examples),
 * the language codes Decap prints over each column ("الكتابة بلغة EN"), and the switch, which names
 * English in its own letters.
 */
export const ALLOWED_LATIN = new Set([...Object.keys(EDITOR_MEANT), 'EN', 'AR', 'English']);

/**
 * Content, not interface: the entries' titles in the list, the Markdown boxes' text, a choice's value
 * (a post's category is a value of a fixed list), a picked item's name, the preview's frame.
 */
const CONTENT = [
  '[class*="-ListCard"]',
  '[class*="-GridCard"]',
  '[data-slate-editor]',
  '[class*="singleValue"]',
  '[class*="multiValue"]',
  '[class*="-option"]',
  '[class*="-CardImage"]',
  '[class*="-CardText"]',
  'iframe',
  'textarea',
].join(', ');

/** Each Latin word of the interface's visible text and names (aria-label, title, placeholder), where it is. */
export function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ content, allowed }) => {
      const found: string[] = [];
      const check = (text: string, where: Element) => {
        const plain = text
          .replace(/\]\([^)]*\)/g, ']')
          .replace(/(?:https?:\/\/|\/)[^\s"'«»،)]*/g, ' ');
        for (const word of plain.match(/\p{Script=Latin}+/gu) ?? [])
          if (!allowed.includes(word))
            found.push(`"${word}" in ${where.localName}: "${text.trim().slice(0, 60)}"`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.closest(content)) continue;
        if (parent.closest('script, style, noscript')) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        check(node.textContent, parent);
      }
      for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
        if (el.closest(content) || !el.checkVisibility({ visibilityProperty: true })) continue;
        for (const name of ['aria-label', 'title', 'placeholder'])
          if (el.hasAttribute(name)) check(el.getAttribute(name)!, el);
      }
      return [...new Set(found)];
    },
    { content: CONTENT, allowed: [...ALLOWED_LATIN] },
  );
}

/**
 * Every visible control (link, button, box, menu item) inside the window's width and lying over no
 * other, as the site's header controls are checked (e2e/site/layout-checks.ts), over the whole editor.
 * An open menu is a layer of its own: its items against each other, not against what it covers; an
 * open dialog's controls alone are checked.
 */
export function controlProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    // Layers that lie over the page by design: an open menu, and Decap's notices (react-toastify, a
    // few seconds after a save, over the top bar in English as in Arabic).
    const layer = '[role="menu"], [class*="-DropdownList"], .Toastify';
    const modal = document.querySelector(
      '.ReactModal__Content, [role="dialog"][aria-modal="true"]',
    );
    const name = (el: Element) =>
      `${el.localName}.${/-([A-Za-z]+)(?:\s|$)/.exec(el.className)?.[1] ?? ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    const controls = [
      ...document.querySelectorAll(
        'a, button, input:not([type="hidden"]), select, textarea, [role="button"], [role="menuitem"]',
      ),
    ]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1)
      .filter(({ box }) => box.bottom > 0 && box.top < window.innerHeight)
      // An open dialog (the media library) covers the page: its controls are the ones in use.
      .filter(({ el }) => !modal || modal.contains(el));
    for (const { el, box } of controls)
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`cut off at the edge: ${name(el)}`);
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        // An open menu or a notice lies over what is under it, by design: its controls are checked among themselves.
        if (a.el.closest(layer) !== b.el.closest(layer)) continue;
        if (across > 1 && down > 1 && !a.el.contains(b.el) && !b.el.contains(a.el))
          problems.push(`overlap: ${name(a.el)} and ${name(b.el)}`);
      }
    });
    return problems;
  });
}

/** A box's left and right edges in the page. */
export async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box: ${String(locator)}`);
  return { left: box.x, right: box.x + box.width, middle: box.x + box.width / 2 };
}

/**
 * Each field label of the form whose start (its right edge, right to left) is not at its field's start:
 * a pane laid out left to right shows its labels on the left.
 */
export function labelsOffStart(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[class*="-ControlContainer"]')]
      .map((control) => ({
        label: control.querySelector('label'),
        field: control.querySelector('input, textarea, [data-slate-editor]'),
      }))
      .filter(({ label, field }) => label && field?.checkVisibility())
      .flatMap(({ label, field }) => {
        const l = label!.getBoundingClientRect();
        const f = field!.getBoundingClientRect();
        return l.width > 0 && Math.abs(l.right - f.right) > 24 && l.left - f.left < 24
          ? [
              `"${label!.textContent?.trim()}" at ${Math.round(l.left)}-${Math.round(l.right)}, its field ${Math.round(f.left)}-${Math.round(f.right)}`,
            ]
          : [];
      }),
  );
}
