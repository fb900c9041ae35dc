/*
 * Read in the page: every control a keyboard reaches shows where the focus is. Each visible control is
 * focused in turn after a Tab (so the browser treats the focus as the keyboard's, :focus-visible), and
 * something must change that a person sees: an outline of 2 px or more whose colour stands 3:1 against
 * the background around it (WCAG 2.4.7 and 1.4.11), or else a change of its box's shadow, border or
 * background, or its parent's (a field drawn by its frame). One line per control without one.
 */
export function focusProblems(width: number): string[] {
  const problems: string[] = [];
  const FOCUSABLE =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) => {
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
  };
  const contrast = (a: string, b: string) => {
    const [x, y] = [luminance(channels(a)), luminance(channels(b))];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  /** The colour behind an element: the nearest box around it that paints one. */
  const background = (el: Element | null): string => {
    for (let box = el; box; box = box.parentElement) {
      const colour = getComputedStyle(box).backgroundColor;
      const alpha = channels(colour)[3];
      if (colour !== 'transparent' && (alpha === undefined || alpha > 0.5)) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  const look = (el: Element | null) => {
    if (!el) return '';
    const s = getComputedStyle(el);
    return [s.boxShadow, s.borderColor, s.backgroundColor, s.outlineStyle, s.outlineColor].join(
      '|',
    );
  };
  const name = (el: Element) => {
    const label =
      el.getAttribute('aria-label') ??
      (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) ??
      '';
    return `${el.localName}${label ? ` "${label}"` : ''}`;
  };

  for (const el of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const before = [look(el), look(el.parentElement)];
    el.focus({ preventScroll: true });
    if (document.activeElement !== el) continue;
    // Read at the end of its transitions (`transition-colors` moves the outline's colour too).
    for (const animation of [el, el.parentElement].flatMap((box) => box?.getAnimations() ?? []))
      animation.finish();
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
    if (outline) {
      const ratio = contrast(s.outlineColor, background(el.parentElement));
      if (ratio < 3)
        problems.push(
          `${name(el)} at ${width} px: its focus outline stands ${ratio.toFixed(2)}:1 against the background (3:1 needed)`,
        );
    } else if (before[0] === look(el) && before[1] === look(el.parentElement)) {
      problems.push(`${name(el)} at ${width} px shows no sign of the keyboard's focus`);
    }
  }
  return problems;
}
