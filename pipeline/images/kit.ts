/*
 * Shared helpers for the artwork: a seeded random generator (so every image is reproducible from
 * its path), the site palette, colour mixing and small SVG string builders.
 */

/** A 32-bit hash of a string (cyrb53, folded). */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A copy of the items in a seeded order. */
  shuffle<T>(items: readonly T[]): T[];
}

/** A seeded generator (mulberry32) keyed by any string. */
export function createRng(seed: string): Rng {
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
  return rng;
}

/** The site palette. */
export const COLORS = {
  ink: '#0c0c0e',
  charcoal: '#17171b',
  paper: '#f6f5f2',
  accent: '#ff7a45',
  deep: '#c2410c',
  sand: '#e9c46a',
  teal: '#2a9d8f',
  plum: '#6d3b6e',
  sky: '#8ecae6',
} as const;

/** Light-on-dark ink for `-dark` vector art, dark ink for `-light`. */
export const INK_ON_DARK = '#f6f5f2';
export const INK_ON_LIGHT = '#141414';

const toRgb = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix of two hex colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t));
}

/** Relative luminance in [0, 1]. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export type Mood = 'dark' | 'light' | 'vivid';

/** The colours one image (or one family of related images) is drawn with. */
export interface Palette {
  mood: Mood;
  /** Two background stops. */
  bg: [string, string];
  /** Shape colours, most prominent first. */
  colors: [string, string, string, string];
  /** Colour for thin lines, dots and rings. */
  line: string;
}

/** The colours of the palette that shapes are drawn in. */
export const HUES = [
  COLORS.accent,
  COLORS.deep,
  COLORS.sand,
  COLORS.teal,
  COLORS.plum,
  COLORS.sky,
] as const;

/** The palette colour at any index, cycling. */
export const hue = (palette: Palette, index: number): string =>
  palette.colors[index % 4] ?? palette.colors[0];

/** A palette drawn from the site colours, nudged by the seed so no two are the same. */
export function makePalette(rng: Rng, mood?: Mood): Palette {
  // Always draw the mood so a forced mood (theme variants) leaves the other choices unchanged.
  const drawn = rng.pick<Mood>(['dark', 'dark', 'dark', 'vivid', 'vivid', 'light']);
  const chosen: Mood = mood ?? drawn;
  const hues = rng.shuffle(HUES);
  // Keep the brand orange in most images, but not all.
  if (rng.chance(0.6) && !hues.slice(0, 2).includes(COLORS.accent)) hues.unshift(COLORS.accent);
  const tint = (c: string): string => mix(c, rng.pick(HUES), rng.range(0, 0.25));
  const colors = [
    tint(hues[0] ?? COLORS.accent),
    tint(hues[1] ?? COLORS.sand),
    tint(hues[2] ?? COLORS.teal),
    tint(hues[3] ?? COLORS.plum),
  ] as Palette['colors'];
  // The ground hue differs from the two lead colours; a vivid ground is never an orange.
  const grounds = HUES.filter(
    (c) =>
      c !== hues[0] &&
      c !== hues[1] &&
      (chosen !== 'vivid' || (c !== COLORS.accent && c !== COLORS.deep)),
  );
  const base = rng.pick(grounds.length > 0 ? grounds : [COLORS.plum]);
  if (chosen === 'dark') {
    const bg0 = mix(COLORS.ink, base, rng.range(0.02, 0.12));
    return {
      mood: chosen,
      bg: [bg0, mix(COLORS.charcoal, base, rng.range(0.1, 0.3))],
      colors,
      line: COLORS.paper,
    };
  }
  if (chosen === 'light') {
    const bg0 = mix(COLORS.paper, base, rng.range(0.03, 0.12));
    return {
      mood: chosen,
      bg: [bg0, mix(COLORS.paper, colors[1], rng.range(0.15, 0.35))],
      colors,
      line: COLORS.ink,
    };
  }
  const bg0 = mix(base, COLORS.ink, rng.range(0.1, 0.45));
  return {
    mood: chosen,
    bg: [bg0, mix(base, colors[0], rng.range(0.2, 0.5))],
    colors,
    line: COLORS.paper,
  };
}

/** Rounds for compact SVG numbers. */
export const r1 = (n: number): string => String(Math.round(n * 10) / 10);

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A whole SVG document. */
export function svgDoc(width: number, height: number, defs: string, body: string): string {
  const d = defs ? `<defs>${defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${d}${body}</svg>\n`;
}

/** A linear gradient across an angle (degrees, 0 = left to right). */
export function linearGradient(
  id: string,
  angle: number,
  stops: readonly (readonly [string, number, number?])[],
): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a) / 2;
  const dy = Math.sin(a) / 2;
  const s = stops
    .map(
      ([c, o, op]) =>
        `<stop offset="${r1(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  const f = (n: number): string => String(Math.round(n * 1000) / 1000);
  return `<linearGradient id="${id}" x1="${f(0.5 - dx)}" y1="${f(0.5 - dy)}" x2="${f(0.5 + dx)}" y2="${f(0.5 + dy)}">${s}</linearGradient>`;
}

/** A radial glow: colour at the centre fading to transparent. */
export function glowGradient(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="55%" stop-color="${color}" stop-opacity="${r1(opacity * 0.35)}"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}
