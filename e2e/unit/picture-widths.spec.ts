import { expect, test } from '@playwright/test';
import {
  copiesFor,
  copyAtLeast,
  copySrc,
  copyWidths,
  denseSet,
  fixedSlotWidth,
  isRaster,
  placeholderClasses,
  srcSetOf,
} from '../../components/ui/picture-widths';
import { gridSizes } from '../../components/ui/slot-sizes';

/*
 * The picture rules the site and the picture build share (components/ui/picture-widths.ts) and the
 * `sizes` of a picture in the container (components/ui/slot-sizes.ts), on small inputs of their own:
 * which copies are made, how they are named, which a layout lists, and the slot each breakpoint gives.
 * The build itself, on real picture files, is e2e/unit/pictures.spec.ts.
 */

/** Copies of the given widths, square, named as the build names them. */
const copiesAt = (...widths: number[]) =>
  widths.map((width) => ({ src: `/img/0a1b2c3d-${width}.avif`, width, height: width }));

test('WebP, PNG and JPEG pictures get copies; SVG and other files are served as they are', () => {
  expect(['/a.webp', '/a.png', '/a.jpg', '/a.jpeg'].map(isRaster)).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(['/a.svg', '/a.gif', '/a.png.svg', '/a.jpgx', '/png'].map(isRaster)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
});

test('copies are made at the steps under the picture, with none a tenth or less from its own width', () => {
  // The site's drawings: a 1200 px post takes its own width where a 1080 copy would be; a 160 px avatar one copy.
  expect(copyWidths(1200)).toEqual([320, 640, 960, 1200]);
  expect(copyWidths(800)).toEqual([320, 640, 800]);
  expect(copyWidths(1000)).toEqual([320, 640, 1000]);
  expect(copyWidths(160)).toEqual([160]);
  // Wider than the widest step: every step, none wider than 1920 px, even when the picture is only a
  // little wider (no own-width copy there to stand in for the 1920 one).
  expect(copyWidths(4032)).toEqual([320, 640, 960, 1080, 1280, 1600, 1920]);
  expect(copyWidths(2000)).toEqual([320, 640, 960, 1080, 1280, 1600, 1920]);
  expect(copyWidths(1920)).toEqual([320, 640, 960, 1080, 1280, 1600, 1920]);
  // A photograph also gets 720 px, where a phone's slot in the container falls (651-744 px).
  expect(copyWidths(4032, true)).toEqual([320, 640, 720, 960, 1080, 1280, 1600, 1920]);
  expect(copyWidths(1000, true)).toEqual([320, 640, 720, 1000]);
  // Not when the photograph's own width is within a tenth of it: 720 is nine tenths of 800.
  expect(copyWidths(780, true)).toEqual([320, 640, 780]);
  expect(copyWidths(800, true)).toEqual([320, 640, 800]);
  expect(copyWidths(801, true)).toEqual([320, 640, 720, 801]);
});

test('a copy is named by the first 8 hex digits of its source, its width, and d when for dense screens', () => {
  expect(copySrc('3fa2c1d0e9b8a7f6', 640, 'avif')).toBe('/img/3fa2c1d0-640.avif');
  expect(copySrc('3fa2c1d0e9b8a7f6', 1920, 'webp')).toBe('/img/3fa2c1d0-1920.webp');
  expect(copySrc('3fa2c1d0e9b8a7f6', 720, 'avif', true)).toBe('/img/3fa2c1d0-720d.avif');
});

test('a srcset lists each copy with its width; a single URL takes the first copy wide enough', () => {
  const copies = copiesAt(320, 640, 960);
  expect(srcSetOf(copies)).toBe(
    '/img/0a1b2c3d-320.avif 320w, /img/0a1b2c3d-640.avif 640w, /img/0a1b2c3d-960.avif 960w',
  );
  expect(copyAtLeast(copies, 640).width).toBe(640);
  expect(copyAtLeast(copies, 641).width).toBe(960);
  expect(copyAtLeast(copies, 100).width).toBe(320);
  // Wider than every copy: the widest there is.
  expect(copyAtLeast(copies, 2000).width).toBe(960);
});

test('a dense screen picks from the dense copies, then the AVIF copies wider than those', () => {
  const entry = {
    width: 1920,
    height: 1080,
    avif: copiesAt(320, 640, 720, 960, 1920),
    dense: copiesAt(320, 640, 720).map((c) => ({ ...c, src: c.src.replace('.avif', 'd.avif') })),
  };
  expect(denseSet(entry)!.map((c) => c.src.replace(/^.*-/, ''))).toEqual([
    '320d.avif',
    '640d.avif',
    '720d.avif',
    '960.avif',
    '1920.avif',
  ]);
  // A drawing has no dense copies (none, or an empty list): it has no dense set.
  expect(denseSet({ width: 1920, height: 1080, avif: entry.avif })).toBeUndefined();
  expect(denseSet({ ...entry, dense: [] })).toBeUndefined();
  // Nor has an SVG, which has no copies at all.
  expect(denseSet({ width: 100, height: 100, dense: entry.dense })).toBeUndefined();
});

test("a picture's placeholder is its colour to the nearest of 8 levels a channel, as classes", () => {
  expect(placeholderClasses('#000000')).toBe('ph phr-0 phg-0 phb-0');
  expect(placeholderClasses('#ffffff')).toBe('ph phr-7 phg-7 phb-7');
  // 0x18 = 24 is nearest 36 (level 1), 0x88 = 136 nearest 146 (level 4), 0xc8 = 200 nearest 182 (level 5).
  expect(placeholderClasses('#1888c8')).toBe('ph phr-1 phg-4 phb-5');
  // Each channel read from its own two digits: 0x12 = 18 is level 0, 0x34 = 52 level 1, 0x56 = 86 level 2.
  expect(placeholderClasses('#123456')).toBe('ph phr-0 phg-1 phb-2');
});

test('a fixed-width slot lists no copy past the first that fills it at DPR 3; a slot that follows the window lists all', () => {
  const copies = copiesAt(320, 480, 640, 960, 1200);
  expect(fixedSlotWidth('12rem')).toBe(192);
  expect(fixedSlotWidth('1.5rem')).toBe(24);
  expect(fixedSlotWidth('1.25rem')).toBe(20);
  expect(fixedSlotWidth('(min-width: 768px) 384px, 96px')).toBe(384);
  expect(fixedSlotWidth('96px, (min-width: 768px) 384px')).toBe(384);
  expect(fixedSlotWidth('(min-width: 768px)384px, 96px')).toBe(384);
  expect(fixedSlotWidth(' 64px ')).toBe(64);
  expect(fixedSlotWidth('(min-width: 1024px) 50vw, 100vw')).toBeUndefined();
  expect(fixedSlotWidth('(min-width: 1280px) 1216px, calc(100vw - 2rem)')).toBeUndefined();
  // Only a length, after at most one media condition, is a fixed slot.
  expect(fixedSlotWidth('max 64px')).toBeUndefined();
  expect(fixedSlotWidth('64px wide')).toBeUndefined();
  expect(fixedSlotWidth('64')).toBeUndefined();
  expect(fixedSlotWidth('(a) (b) 64px')).toBeUndefined();
  // A slot of no width says nothing about the copies.
  expect(fixedSlotWidth('0px')).toBeUndefined();
  // 12rem at DPR 3 is 576 px: the 640 copy fills it.
  expect(copiesFor(copies, '12rem').map((c) => c.width)).toEqual([320, 480, 640]);
  expect(copiesFor(copies, '64px').map((c) => c.width)).toEqual([320]);
  // 320 px at DPR 3 is 960 px: the 960 copy fills it exactly.
  expect(copiesFor(copies, '320px').map((c) => c.width)).toEqual([320, 480, 640, 960]);
  expect(copiesFor(copies, '(min-width: 1024px) 50vw, 100vw')).toEqual(copies);
  // A slot wider than every copy at DPR 3 keeps them all.
  expect(copiesFor(copies, '768px')).toEqual(copies);
});

test('sizes say the slot a picture fills in the container, at each breakpoint', () => {
  // Across the container: 1.25rem gutters a side on a phone, 2rem from 640 px, 1216 px from 1280 px.
  expect(gridSizes({ 0: 1 })).toBe(
    '(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
  );
  // The team's cards: one column, two from 640 px, three from 1024 px, with 1.5rem gaps.
  expect(gridSizes({ 0: 1, 640: 2, 1024: 3 })).toBe(
    '(min-width: 1280px) 390px, (min-width: 1024px) calc(33.33vw - 2.33rem), (min-width: 640px) calc(50vw - 2.75rem), calc(100vw - 2.5rem)',
  );
  // Two columns from 992 px: the gutters change at 640 px within the one column.
  expect(gridSizes({ 0: 1, 992: 2 })).toBe(
    '(min-width: 1280px) 596px, (min-width: 992px) calc(50vw - 2.75rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
  );
  // Two columns from 480 px: still the phone's gutters there, 2.5rem + one 1.5rem gap over two cells.
  expect(gridSizes({ 0: 1, 480: 2 })).toBe(
    '(min-width: 1280px) 596px, (min-width: 640px) calc(50vw - 2.75rem), (min-width: 480px) calc(50vw - 2rem), calc(100vw - 2.5rem)',
  );
  // Columns that change at 1280 px itself: that is the fixed-width entry, not a second one.
  expect(gridSizes({ 0: 1, 1280: 2 })).toBe(
    '(min-width: 1280px) 596px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
  );
  // A breakpoint at a fractional width (its key comes after the whole ones) still takes its place.
  expect(gridSizes({ 0: 1, 1024: 3, 767.5: 2 })).toBe(
    '(min-width: 1280px) 390px, (min-width: 1024px) calc(33.33vw - 2.33rem), (min-width: 767.5px) calc(50vw - 2.75rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
  );
  // No count for the narrowest windows: one column there.
  expect(gridSizes({ 640: 2 })).toBe(
    '(min-width: 1280px) 596px, (min-width: 640px) calc(50vw - 2.75rem), calc(100vw - 2.5rem)',
  );
  // A gap of 1rem: two cells of 1216 px less 16 px are 600 px each.
  expect(gridSizes({ 0: 2 }, 1)).toBe(
    '(min-width: 1280px) 600px, (min-width: 640px) calc(50vw - 2.5rem), calc(50vw - 1.75rem)',
  );
});
