import { expect, test } from '@playwright/test';
import {
  addDrop,
  coverFit,
  DROPS,
  dropUniform,
  LIFE,
  makesDrop,
  type Drop,
} from '../../components/islands/ripple-drops';

/* The water ripple's drops and image fit (components/islands/ripple-drops.ts), without a browser. */

const canvas = { width: 800, height: 600, scale: 1 };
const last: Drop = { x: 100, y: 100, t: 10 };

test('a drop falls only on the canvas', () => {
  expect(makesDrop({ x: 0, y: 0, t: 1 }, undefined, true, canvas)).toBe(true);
  expect(makesDrop({ x: 800, y: 600, t: 1 }, undefined, true, canvas)).toBe(true);
  expect(makesDrop({ x: -1, y: 10, t: 1 }, undefined, false, canvas)).toBe(false);
  expect(makesDrop({ x: 10, y: 601, t: 1 }, undefined, false, canvas)).toBe(false);
  expect(makesDrop({ x: 801, y: 10, t: 1 }, undefined, false, canvas)).toBe(false);
  expect(makesDrop({ x: 10, y: -1, t: 1 }, undefined, false, canvas)).toBe(false);
});

test('a move makes a drop only 80 ms or 40 px from the last one; a press always does', () => {
  const soonAndNear = { x: 120, y: 110, t: 10.05 };
  expect(makesDrop(soonAndNear, last, true, canvas)).toBe(false);
  expect(makesDrop(soonAndNear, last, false, canvas)).toBe(true);
  expect(makesDrop({ ...soonAndNear, t: 10.09 }, last, true, canvas)).toBe(true);
  expect(makesDrop({ ...soonAndNear, x: 140 }, last, true, canvas)).toBe(true);
  // 80 ms after, or 40 px away, is far enough.
  expect(makesDrop({ x: 100, y: 100, t: 0.08 }, { x: 100, y: 100, t: 0 }, true, canvas)).toBe(true);
  expect(makesDrop({ x: 140, y: 100, t: 10.01 }, last, true, canvas)).toBe(true);
  expect(makesDrop({ x: 100, y: 60, t: 10.01 }, last, true, canvas)).toBe(true);
  // On a 2x canvas the 40 px are 80 canvas pixels.
  expect(makesDrop({ ...soonAndNear, x: 140 }, last, true, { ...canvas, scale: 2 })).toBe(false);
});

test('past twelve drops the oldest goes', () => {
  const drops: Drop[] = [];
  for (let i = 0; i < DROPS + 3; i++) addDrop(drops, { x: i, y: 0, t: i });
  expect(drops).toHaveLength(DROPS);
  expect(drops[0]!.x).toBe(3);
  expect(drops.at(-1)!.x).toBe(DROPS + 2);
});

test('the shader gets each live drop’s place and age; spent drops go and empty places hold -1', () => {
  const drops: Drop[] = [
    { x: 1, y: 2, t: 0 },
    { x: 3, y: 4, t: 2 },
    { x: 5, y: 6, t: 3 },
  ];
  const uniform = new Float32Array(DROPS * 3);
  dropUniform(drops, LIFE + 0.5, uniform);
  // The first drop fell LIFE + 0.5 s ago: it has faded out.
  expect(drops.map((d) => d.x)).toEqual([3, 5]);
  expect([...uniform.slice(0, 6)].map((n) => Math.round(n * 10) / 10)).toEqual([
    3, 4, 1.7, 5, 6, 0.7,
  ]);
  expect([...uniform.slice(6)].every((n) => n === -1)).toBe(true);
});

test('a drop lasts LIFE seconds to the end; when all are spent the shader gets none', () => {
  const drops: Drop[] = [{ x: 7, y: 8, t: 1 }];
  const uniform = new Float32Array(DROPS * 3);
  dropUniform(drops, 1 + LIFE, uniform);
  expect(drops).toHaveLength(1);
  expect([...uniform.slice(0, 3)].map((n) => Math.round(n * 10) / 10)).toEqual([7, 8, LIFE]);
  dropUniform(drops, 1 + LIFE + 0.1, uniform);
  expect(drops).toEqual([]);
  expect([...uniform].every((n) => n === -1)).toBe(true);
});

test('the image covers the canvas as object-fit: cover does, centred', () => {
  // A wide canvas over a square image shows all of its width and the middle half of its height.
  expect(coverFit(800, 400, 1000, 1000)).toEqual([1, 0.5, 0, 0.25]);
  // A tall canvas shows the middle half of the width.
  expect(coverFit(400, 800, 1000, 1000)).toEqual([0.5, 1, 0.25, 0]);
  expect(coverFit(1600, 900, 1920, 1080)).toEqual([1, 1, 0, 0]);
  // A square canvas over an image twice as wide as tall shows the middle half of its width.
  expect(coverFit(400, 400, 2000, 1000)).toEqual([0.5, 1, 0.25, 0]);
  expect(coverFit(400, 400, 1000, 2000)).toEqual([1, 0.5, 0, 0.25]);
});
