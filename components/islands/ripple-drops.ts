/*
 * The water ripple's drops and image fit, pure (no React, no DOM): which pointer positions make a drop,
 * how long drops last, what the shader is handed, and how the image covers the canvas. The WebGL layer
 * (ripple-gl.ts, started by water-ripple.tsx) and its unit tests use them.
 */

/** How many drops the shader draws at once: the oldest goes when a newer one comes. */
export const DROPS = 12;
/** Seconds a ripple lasts before it has faded out. */
export const LIFE = 3.2;

/** A drop: where it fell on the canvas, in canvas pixels, and when, in seconds. */
export type Drop = { x: number; y: number; t: number };

/**
 * Whether a pointer position makes a new drop: it must be on the canvas (`width` × `height`), and a move
 * (not a press) must be 80 ms or 40 CSS pixels (`scale` canvas pixels each) from the last drop.
 */
export function makesDrop(
  drop: Drop,
  last: Drop | undefined,
  moving: boolean,
  canvas: { width: number; height: number; scale: number },
): boolean {
  if (drop.x < 0 || drop.y < 0 || drop.x > canvas.width || drop.y > canvas.height) return false;
  return !(
    last &&
    moving &&
    drop.t - last.t < 0.08 &&
    Math.hypot(drop.x - last.x, drop.y - last.y) < 40 * canvas.scale
  );
}

/** Adds a drop, letting the oldest go past DROPS. */
export function addDrop(drops: Drop[], drop: Drop): void {
  drops.push(drop);
  if (drops.length > DROPS) drops.shift();
}

/**
 * Lets the drops older than LIFE go (they are in the order they fell) and writes the rest into the
 * shader's uniform as x, y and age; unused places hold -1, which the shader skips.
 */
export function dropUniform(drops: Drop[], now: number, uniform: Float32Array): void {
  while (drops.length && now - drops[0]!.t > LIFE) drops.shift();
  uniform.fill(-1);
  drops.forEach((drop, i) => uniform.set([drop.x, drop.y, now - drop.t], i * 3));
}

/**
 * The image's texture coordinates for `object-fit: cover`, centred, as the <img> below the canvas:
 * the share of the image shown across and down, and the offsets of that share.
 */
export function coverFit(
  width: number,
  height: number,
  imageWidth: number,
  imageHeight: number,
): [number, number, number, number] {
  const ratio = width / height / (imageWidth / imageHeight);
  const sx = Math.min(1, ratio);
  const sy = Math.min(1, 1 / ratio);
  return [sx, sy, (1 - sx) / 2, (1 - sy) / 2];
}
