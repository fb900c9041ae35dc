import type { Page } from '@playwright/test';
import { LAID_OUT_ATTRIBUTE } from '../../components/islands/layout-release-names';

/**
 * Waits until the page has let every section into layout (components/islands/layout-release.tsx): before
 * that, the boxes off screen have a stand-in height and clip what leaves them sideways.
 */
export async function laidOut(page: Page) {
  await page.locator(`html[${LAID_OUT_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Read in the page: how far it scrolls sideways (0 or less: it fits), with every box at its own size.
 * The boxes still kept out of layout (`content-visibility: auto`: off screen, before start-up or without
 * JavaScript) are laid out for the reading, so what leaves one sideways shows.
 */
export function sidewaysInPage(): number {
  const kept = [...document.querySelectorAll<HTMLElement>('main > *, body > footer')].filter(
    (el) => getComputedStyle(el).contentVisibility === 'auto',
  );
  for (const el of kept) el.style.contentVisibility = 'visible';
  const sideways = document.documentElement.scrollWidth - window.innerWidth;
  for (const el of kept) el.style.contentVisibility = '';
  return sideways;
}

/**
 * What a visitor would see as broken in the layout at the current width, read in the page: the page
 * scrolling sideways, a header control cut off at the edge or lying over another one, and text cut off
 * (leaving the screen sideways, or hidden by a box that clips its overflow). Each problem is one line
 * naming the element, so a failure says where to look.
 *
 * Left out on purpose: carousels (`.swiper`: their other slides wait beside the visible one) and the
 * marquee bands (`.marquee-track`: words that slide in from outside by design), screen-reader-only text
 * (a 1 px box), text that says it is cut (`text-overflow: ellipsis`, a line clamp), and drawings made of
 * characters (`aria-hidden`: a rating's filled stars are cut to its value) inside the box that cuts them.
 * The boxes still kept out of layout are laid out for the check (see sidewaysInPage).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kept = [...document.querySelectorAll<HTMLElement>('main > *, body > footer')].filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    );
    for (const el of kept) el.style.contentVisibility = 'visible';
    const problems: string[] = [];
    const width = window.innerWidth;
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.localName}${label ? ` "${label}"` : ''}`;
    };

    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) problems.push(`scrolls ${sideways} px sideways`);

    // Header controls: wholly on screen, and none over another.
    const controls = [...document.querySelectorAll('header a, header button')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    for (const { el, box } of controls)
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`header control cut off at the edge: ${name(el)}`);
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1 && !a.el.contains(b.el) && !b.el.contains(a.el))
          problems.push(`header controls overlap: ${name(a.el)} and ${name(b.el)}`);
      }
    });

    // The header lies over the top of the page: at the top, it must end above the first line of <main>.
    const header = document.querySelector('header');
    const main = document.querySelector('main');
    if (header && main && window.scrollY === 0) {
      const bottom = header.getBoundingClientRect().bottom;
      const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const line = document.createRange();
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim()) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        line.selectNodeContents(node);
        const box = line.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.top < bottom - 0.5)
          problems.push(`the header (${Math.round(bottom)} px tall) covers ${name(parent)}`);
        break;
      }
    }

    // Text: every visible run of text, against the screen and against each box that clips it.
    const style = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (el: Element) => {
      let found = style.get(el);
      if (!found) style.set(el, (found = getComputedStyle(el)));
      return found;
    };
    const clips = (s: CSSStyleDeclaration) =>
      ['hidden', 'clip'].includes(s.overflowX) || ['hidden', 'clip'].includes(s.overflowY);
    const saysItIsCut = (s: CSSStyleDeclaration) =>
      s.textOverflow === 'ellipsis' || (s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const reported = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || reported.has(parent)) continue;
      if (parent.closest('.swiper, .marquee-track, .sr-only, script, style, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0 || text.height === 0) continue;
      if (text.left < -0.5 || text.right > width + 0.5) {
        reported.add(parent);
        problems.push(`text off the screen: ${name(parent)}`);
        continue;
      }
      for (
        let box: Element | null = parent;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const s = styleOf(box);
        if (saysItIsCut(s)) break;
        if (!clips(s)) continue;
        if (box.closest('[aria-hidden="true"]')) break;
        const edge = box.getBoundingClientRect();
        // Visually hidden for screen readers (sr-only, max-md:sr-only): a 1 px box that clips on purpose.
        if (edge.width <= 1 && edge.height <= 1) break;
        if (
          text.left < edge.left - 1 ||
          text.right > edge.right + 1 ||
          text.top < edge.top - 1 ||
          text.bottom > edge.bottom + 1
        ) {
          reported.add(parent);
          problems.push(`text clipped by its box: ${name(parent)} in ${name(box)}`.slice(0, 160));
        }
        break;
      }
    }
    for (const el of kept) el.style.contentVisibility = '';
    return problems;
  });
}
