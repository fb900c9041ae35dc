/*
 * A tiny SVG scene builder for the raster artwork: collects <defs> and body elements, hands out
 * unique ids, and draws the shared layers (background, glows, dot and line grids).
 */
import {
  glowGradient,
  linearGradient,
  r1,
  svgDoc,
  type Palette,
  type Rng,
} from '../../pipeline/images/kit';

export class Scene {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** The shorter side: the unit most shapes are sized by. */
  get unit(): number {
    return Math.min(this.width, this.height);
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  /** A linear gradient def; returns `url(#id)`. */
  linear(angle: number, stops: readonly (readonly [string, number, number?])[]): string {
    const id = this.id('g');
    this.def(linearGradient(id, angle, stops));
    return `url(#${id})`;
  }

  /** A two-colour linear gradient; returns `url(#id)`. */
  duo(a: string, b: string, angle: number): string {
    return this.linear(angle, [
      [a, 0],
      [b, 1],
    ]);
  }

  /** A clip path def; returns `url(#id)`. */
  clip(markup: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  toSvg(): string {
    return svgDoc(this.width, this.height, this.defs.join(''), this.body.join(''));
  }
}

/** Fills the canvas with the palette's background gradient. */
export function background(scene: Scene, palette: Palette, rng: Rng): void {
  const fill = scene.duo(palette.bg[0], palette.bg[1], rng.range(0, 360));
  scene.add(`<rect width="${scene.width}" height="${scene.height}" fill="${fill}"/>`);
}

/** A soft radial glow (a gradient, not a blur filter). */
export function glow(
  scene: Scene,
  x: number,
  y: number,
  radius: number,
  color: string,
  opacity: number,
): void {
  const id = scene.id('r');
  scene.def(glowGradient(id, color, opacity));
  scene.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="url(#${id})"/>`);
}

/** A faint dot grid over a rectangle. */
export function dotGrid(
  scene: Scene,
  palette: Palette,
  rng: Rng,
  area?: { x: number; y: number; w: number; h: number },
): void {
  const step = Math.max(12, Math.round(scene.unit * rng.range(0.035, 0.06)));
  const radius = Math.max(1, step * rng.range(0.07, 0.11));
  const id = scene.id('p');
  scene.def(
    `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${r1(radius)}" fill="${palette.line}"/></pattern>`,
  );
  const a = area ?? { x: 0, y: 0, w: scene.width, h: scene.height };
  const opacity = palette.mood === 'light' ? 0.14 : 0.12;
  scene.add(
    `<rect x="${r1(a.x)}" y="${r1(a.y)}" width="${r1(a.w)}" height="${r1(a.h)}" fill="url(#${id})" opacity="${opacity}"/>`,
  );
}

/** A faint square grid of thin lines, optionally only over part of the canvas. */
export function lineGrid(scene: Scene, palette: Palette, rng: Rng, opacity = 0.07): void {
  const step = Math.max(24, Math.round(scene.unit * rng.range(0.08, 0.14)));
  const id = scene.id('p');
  const stroke = Math.max(1, scene.unit / 900);
  scene.def(
    `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="${palette.line}" stroke-width="${r1(stroke)}"/></pattern>`,
  );
  scene.add(
    `<rect width="${scene.width}" height="${scene.height}" fill="url(#${id})" opacity="${opacity}"/>`,
  );
}

/** A ring (stroked circle). */
export function ring(
  x: number,
  y: number,
  radius: number,
  color: string,
  width: number,
  opacity: number,
): string {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="none" stroke="${color}" stroke-width="${r1(width)}" opacity="${opacity}"/>`;
}

/** An open arc (stroked), angles in degrees, 0 = to the right, clockwise. */
export function arc(
  x: number,
  y: number,
  radius: number,
  from: number,
  to: number,
  color: string,
  width: number,
  opacity = 1,
): string {
  const p = (deg: number): string => {
    const a = (deg * Math.PI) / 180;
    return `${r1(x + radius * Math.cos(a))} ${r1(y + radius * Math.sin(a))}`;
  };
  const large = Math.abs(to - from) % 360 > 180 ? 1 : 0;
  return `<path d="M${p(from)}A${r1(radius)} ${r1(radius)} 0 ${large} 1 ${p(to)}" fill="none" stroke="${color}" stroke-width="${r1(width)}" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** Small plus signs scattered as accents. */
export function crosses(scene: Scene, palette: Palette, rng: Rng, count: number): void {
  const size = scene.unit * 0.018;
  const stroke = Math.max(1.5, scene.unit / 400);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(0.05, 0.95) * scene.width;
    const y = rng.range(0.05, 0.95) * scene.height;
    d += `M${r1(x - size)} ${r1(y)}h${r1(size * 2)}M${r1(x)} ${r1(y - size)}v${r1(size * 2)}`;
  }
  scene.add(
    `<path d="${d}" stroke="${palette.line}" stroke-width="${r1(stroke)}" opacity="0.35"/>`,
  );
}
