import 'server-only';
import icons from '@iconify-json/ri/icons.json';
import { getIconData, iconToSVG } from '@iconify/utils';
import { cache } from 'react';
import { optimize } from 'svgo';

/** Remix Icon names used by the site and its content, e.g. "mail-line". */
export type IconName = string;

/**
 * Icons that one server-rendered block draws many times (a tick per list item, a star per rating, an
 * arrow per row) share their drawing: the first one rendered holds it as a `<symbol>`, every other one
 * points to it with `<use>`, so each path is written once in the HTML and once in the RSC payload instead
 * of once per copy. Make one set per render of the block with `iconSet()` and pass it to each `Icon`.
 *
 * Only for icons that are always on the page together: all of them in server-rendered markup, none
 * handed to a client component that may leave one out (a menu's close icon, a toggle's second state),
 * and none inside an element rendered twice (the marquee's copy), which would repeat the symbol's id.
 */
export type IconSet = { id: string; drawn: Set<IconName> };

/** Numbers the sets of one render, so that symbol ids are unique in the page. */
const setCount = cache(() => ({ next: 0 }));

export function iconSet(): IconSet {
  const count = setCount();
  count.next += 1;
  return { id: `i${count.next}`, drawn: new Set() };
}

/**
 * Remix Icon writes its paths with up to three decimals on a 24-unit grid; two are a 1/100 of a unit,
 * under a hundredth of a pixel at the size icons are drawn, and the drawing is 14 % shorter (about
 * 0.8 KB of a home page's gzipped HTML). svgo rounds each point from the unrounded absolute position, so
 * the error does not add up along a path. Curves stay curves: turning near-circles into arcs moved some
 * icons' edges by a pixel at 48 px, which rounding alone does not (the set's used icons compare equal
 * when drawn at 48 px before and after).
 */
const PATH_DATA = {
  name: 'convertPathData',
  params: { floatPrecision: 2, makeArcs: { threshold: 0, tolerance: 0 } },
} as const;

/** Drawn once per build worker, not once per page. */
const drawings = new Map<IconName, { attributes: Record<string, string>; body: string }>();

function iconSvg(name: IconName) {
  const known = drawings.get(name);
  if (known) return known;
  const data = getIconData(icons, name);
  if (!data) throw new Error(`Unknown icon "${name}" (not in @iconify-json/ri)`);
  const { attributes, body } = iconToSVG(data, { height: '1em' });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${attributes.viewBox}">${body}</svg>`;
  const drawn = optimize(svg, { plugins: [PATH_DATA] }).data.replace(/^<svg[^>]*>|<\/svg>$/g, '');
  // The <svg> sets the fill for its paths.
  const drawing = { attributes, body: drawn.replaceAll(' fill="currentColor"', '') };
  drawings.set(name, drawing);
  return drawing;
}

/**
 * An inline SVG icon from the locally installed Remix Icon set, rendered on the server: no icon is
 * fetched and no icon code reaches the browser. Decorative unless given a label. (No
 * `focusable="false"`: only Internet Explorer put an SVG in the tab order; the attribute was 34 bytes
 * of the largest page's gzipped HTML.)
 */
export function Icon({
  name,
  label,
  className,
  set,
}: {
  name: IconName;
  label?: string;
  className?: string;
  /** Share the drawing with the other icons of this set (see `IconSet`). */
  set?: IconSet;
}) {
  const { attributes, body } = iconSvg(name);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const props = {
    ...attributes,
    className: className ?? 'inline-block',
    fill: 'currentColor',
    ...a11y,
  } as const;
  if (!set) return <svg {...props} dangerouslySetInnerHTML={{ __html: body }} />;

  const id = `${set.id}-${name}`;
  const first = !set.drawn.has(name);
  set.drawn.add(name);
  const use = `<use href="#${id}"/>`;
  return (
    <svg
      {...props}
      dangerouslySetInnerHTML={{
        __html: first
          ? `<symbol id="${id}" viewBox="${attributes.viewBox}">${body}</symbol>${use}`
          : use,
      }}
    />
  );
}
