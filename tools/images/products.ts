/*
 * Product shots: one object (poster frame, notebook, mug, tote bag or phone skin, fixed per
 * product) on a soft studio backdrop with a floor shadow. Shots 1–4 of a product vary the framing:
 * front, closer and tilted, on a plinth, and two colourways side by side.
 */
import { COLORS, mix, r1, type Palette, type Rng } from '../../pipeline/images/kit';
import { glow, Scene } from './scene';

export const PRODUCT_KINDS = ['poster', 'notebook', 'mug', 'tote', 'phone'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const KEYWORDS: readonly (readonly [RegExp, ProductKind])[] = [
  [/\b(mugs?|cups?|tumblers?)\b/i, 'mug'],
  [/\b(notebooks?|journals?|planners?|sketchbooks?|diary|diaries)\b/i, 'notebook'],
  [/\b(totes?|bags?|pouch)\b/i, 'tote'],
  [/\b(phones?|case|skins?|iphone|galaxy)\b/i, 'phone'],
  [/\b(posters?|prints?|frames?|framed|canvas|art ?prints?|wall)\b/i, 'poster'],
];

/** The object named in the product's text (id, path, alt), if any. */
export function productKindFromText(text: string): ProductKind | undefined {
  const words = text.replace(/[-_/.]/g, ' ');
  return KEYWORDS.find(([pattern]) => pattern.test(words))?.[1];
}

/** Draws the object with its base centre at (0, 0), about `size` tall, in colours a (body) and b (print). */
function object(
  s: Scene,
  kind: ProductKind,
  size: number,
  a: string,
  b: string,
  c: string,
): string {
  const shade = mix(a, '#000000', 0.22);
  const body = s.duo(a, shade, 20);
  const k = size;
  if (kind === 'poster') {
    const w = k * 0.72;
    const frame = mix(c, COLORS.ink, 0.75);
    const clip = s.clip(
      `<rect x="${r1(-w / 2 + k * 0.07)}" y="${r1(-k + k * 0.07)}" width="${r1(w - k * 0.14)}" height="${r1(k * 0.86)}"/>`,
    );
    return `<rect x="${r1(-w / 2)}" y="${r1(-k)}" width="${r1(w)}" height="${r1(k)}" fill="${frame}"/><g clip-path="${clip}"><rect x="${r1(-w / 2)}" y="${r1(-k)}" width="${r1(w)}" height="${r1(k)}" fill="${mix(a, COLORS.paper, 0.55)}"/><circle cx="0" cy="${r1(-k * 0.6)}" r="${r1(k * 0.2)}" fill="${a}"/><rect x="${r1(-w)}" y="${r1(-k * 0.35)}" width="${r1(w * 2)}" height="${r1(k * 0.12)}" fill="${b}" transform="rotate(-18)"/><rect x="${r1(-w / 2)}" y="${r1(-k * 0.22)}" width="${r1(w)}" height="${r1(k * 0.3)}" fill="${shade}"/></g>`;
  }
  if (kind === 'notebook') {
    const w = k * 0.7;
    return `<rect x="${r1(-w / 2)}" y="${r1(-k)}" width="${r1(w)}" height="${r1(k)}" rx="${r1(k * 0.04)}" fill="${body}"/><rect x="${r1(-w / 2)}" y="${r1(-k)}" width="${r1(k * 0.07)}" height="${r1(k)}" fill="${shade}"/><rect x="${r1(w * 0.28)}" y="${r1(-k)}" width="${r1(k * 0.035)}" height="${r1(k)}" fill="${b}"/><circle cx="${r1(-w * 0.02)}" cy="${r1(-k * 0.62)}" r="${r1(k * 0.11)}" fill="none" stroke="${mix(a, COLORS.paper, 0.5)}" stroke-width="${r1(k * 0.015)}"/>`;
  }
  if (kind === 'mug') {
    const w = k * 0.72;
    const h = k * 0.82;
    return `<path d="M${r1(w * 0.42)} ${r1(-h * 0.78)}h${r1(k * 0.12)}a${r1(k * 0.16)} ${r1(k * 0.2)} 0 0 1 0 ${r1(k * 0.4)}h${r1(-k * 0.12)}" fill="none" stroke="${shade}" stroke-width="${r1(k * 0.07)}"/><path d="M${r1(-w / 2)} ${r1(-h)}h${r1(w)}v${r1(h - k * 0.1)}q0 ${r1(k * 0.1)} ${r1(-k * 0.1)} ${r1(k * 0.1)}h${r1(-w + k * 0.2)}q${r1(-k * 0.1)} 0 ${r1(-k * 0.1)} ${r1(-k * 0.1)}Z" fill="${body}"/><ellipse cx="0" cy="${r1(-h)}" rx="${r1(w / 2)}" ry="${r1(k * 0.06)}" fill="${mix(a, '#000000', 0.4)}"/><circle cx="0" cy="${r1(-h * 0.5)}" r="${r1(k * 0.14)}" fill="${b}"/><circle cx="${r1(k * 0.05)}" cy="${r1(-h * 0.5)}" r="${r1(k * 0.08)}" fill="${mix(a, COLORS.paper, 0.3)}"/>`;
  }
  if (kind === 'tote') {
    const w = k * 0.78;
    const h = k * 0.7;
    return `<path d="M${r1(-w * 0.28)} ${r1(-h)}c0 ${r1(-k * 0.38)} ${r1(w * 0.56)} ${r1(-k * 0.38)} ${r1(w * 0.56)} 0" fill="none" stroke="${shade}" stroke-width="${r1(k * 0.035)}"/><path d="M${r1(-w * 0.46)} ${r1(-h)}h${r1(w * 0.92)}l${r1(w * 0.04)} ${r1(h)}h${r1(-w)}Z" fill="${body}"/><rect x="${r1(-w * 0.24)}" y="${r1(-h * 0.72)}" width="${r1(w * 0.48)}" height="${r1(w * 0.48)}" rx="${r1(w * 0.24)}" fill="${b}"/><path d="M${r1(-w * 0.24)} ${r1(-h * 0.72 + w * 0.24)}h${r1(w * 0.48)}" stroke="${a}" stroke-width="${r1(k * 0.03)}"/>`;
  }
  const w = k * 0.5;
  const clip = s.clip(
    `<rect x="${r1(-w / 2)}" y="${r1(-k)}" width="${r1(w)}" height="${r1(k)}" rx="${r1(k * 0.08)}"/>`,
  );
  return `<g clip-path="${clip}"><rect x="${r1(-w / 2)}" y="${r1(-k)}" width="${r1(w)}" height="${r1(k)}" fill="${body}"/><circle cx="${r1(w * 0.5)}" cy="${r1(-k * 0.15)}" r="${r1(k * 0.45)}" fill="${b}"/><rect x="${r1(-w)}" y="${r1(-k * 0.55)}" width="${r1(w * 2)}" height="${r1(k * 0.08)}" fill="${c}" transform="rotate(-30)"/></g><rect x="${r1(-w * 0.38)}" y="${r1(-k * 0.94)}" width="${r1(w * 0.42)}" height="${r1(w * 0.42)}" rx="${r1(k * 0.04)}" fill="${mix(a, COLORS.ink, 0.6)}"/><circle cx="${r1(-w * 0.27)}" cy="${r1(-k * 0.94 + w * 0.11)}" r="${r1(w * 0.07)}" fill="#000"/><circle cx="${r1(-w * 0.27)}" cy="${r1(-k * 0.94 + w * 0.31)}" r="${r1(w * 0.07)}" fill="#000"/>`;
}

/** A soft elliptical floor shadow. */
function shadow(s: Scene, x: number, y: number, rx: number): string {
  const id = s.id('r');
  s.def(
    `<radialGradient id="${id}"><stop offset="0%" stop-color="#000" stop-opacity="0.35"/><stop offset="100%" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(rx * 0.16)}" fill="url(#${id})"/>`;
}

export interface ProductLook {
  kind: ProductKind;
  palette: Palette;
}

/** `index` is the shot number (1–4; 0 for a lone image). */
export function productShot(
  width: number,
  height: number,
  look: ProductLook,
  index: number,
  rng: Rng,
): string {
  const s = new Scene(width, height);
  const { palette: p, kind } = look;
  const u = s.unit;
  const shot = index <= 0 ? 1 : ((index - 1) % 4) + 1;
  const main = p.colors[0];
  const alt = p.colors[shot === 3 ? 2 : 1];
  const wallTint = shot === 2 ? p.colors[2] : shot === 4 ? p.colors[3] : p.colors[1];
  const wall = mix(COLORS.paper, wallTint, rng.range(0.18, 0.32));
  const floorY = height * (shot === 2 ? 0.8 : 0.72);
  s.add(
    `<rect width="${width}" height="${height}" fill="${s.duo(mix(wall, '#ffffff', 0.3), wall, 90)}"/>`,
  );
  s.add(
    `<rect y="${r1(floorY)}" width="${width}" height="${r1(height - floorY)}" fill="${s.duo(mix(wall, '#000000', 0.06), mix(wall, '#000000', 0.12), 90)}"/>`,
  );
  glow(s, width * rng.range(0.3, 0.7), height * 0.35, u * 0.7, '#ffffff', 0.55);

  let size = u * 0.55;
  const place = (
    x: number,
    y: number,
    scale: number,
    colour: string,
    print: string,
    tilt: number,
  ): void => {
    const k = size * scale;
    s.add(shadow(s, x, y, k * 0.55));
    s.add(
      `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(tilt)})">${object(s, kind, k, colour, print, p.colors[3])}</g>`,
    );
  };
  if (shot === 1) place(width / 2, floorY + u * 0.02, 1, main, alt, 0);
  if (shot === 2) {
    size = u * 0.62;
    place(
      width * rng.range(0.42, 0.54),
      floorY + u * 0.02,
      1,
      alt,
      main,
      rng.pick([-1, 1]) * rng.range(5, 10),
    );
  }
  if (shot === 3) {
    s.add(
      `<circle cx="${r1(width / 2)}" cy="${r1(floorY - u * 0.32)}" r="${r1(u * 0.36)}" fill="${mix(p.colors[1], wall, 0.4)}"/>`,
    );
    const pw = u * 0.46;
    const ph = u * 0.1;
    const top = floorY - ph + u * 0.04;
    s.add(shadow(s, width / 2, floorY + u * 0.045, pw * 0.7));
    s.add(
      `<rect x="${r1(width / 2 - pw / 2)}" y="${r1(top)}" width="${r1(pw)}" height="${r1(ph)}" fill="${mix(wall, '#ffffff', 0.45)}"/>`,
    );
    s.add(
      `<ellipse cx="${r1(width / 2)}" cy="${r1(top + ph)}" rx="${r1(pw / 2)}" ry="${r1(ph * 0.25)}" fill="${mix(wall, '#ffffff', 0.45)}"/>`,
    );
    s.add(
      `<ellipse cx="${r1(width / 2)}" cy="${r1(top)}" rx="${r1(pw / 2)}" ry="${r1(ph * 0.25)}" fill="${mix(wall, '#ffffff', 0.7)}"/>`,
    );
    size = u * 0.45;
    place(width / 2, top, 1, main, p.colors[2], 0);
  }
  if (shot === 4) {
    size = u * 0.46;
    place(width * 0.36, floorY + u * 0.02, 1, main, alt, -4);
    place(width * 0.64, floorY + u * 0.05, 0.92, mix(p.colors[3], COLORS.ink, 0.15), main, 5);
  }
  return s.toSvg();
}
