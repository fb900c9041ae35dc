/*
 * Vector art written as SVG text: the agency wordmark, client/brand wordmarks and award badges.
 * Single-colour ink on a transparent ground: light ink for `-dark` files (dark theme), #141414
 * for `-light` files, a mid grey when the name has no theme suffix. Text uses the site fonts by
 * name (no embedded fonts); `textLength` pins each line to its box whatever font is found. The
 * agency's logo, on every page's first screen, draws its name as outlines instead (./outline.ts).
 */
import { COLORS, createRng, escapeXml, r1, svgDoc } from './kit';
import { mark } from './marks';
import { OUTLINE_SIZE, type Outline } from './outline';

const FONT = 'Sora, Inter, system-ui, sans-serif';

/** Estimated advance of a line in ems for a geometric sans (Sora runs wide): capitals wider than lower case. */
export function ems(text: string, spacing = 0): number {
  let total = 0;
  for (const ch of text)
    total +=
      (ch === ' ' ? 0.3 : /[A-Z0-9]/.test(ch) ? 0.7 : /[a-z]/.test(ch) ? 0.58 : 0.62) + spacing;
  return Math.max(1, total);
}

export type Theme = 'dark' | 'light' | 'none';

export const inkFor = (theme: Theme): string =>
  theme === 'dark' ? '#f6f5f2' : theme === 'light' ? '#141414' : '#8a8a8f';

/** One line of text fitted into maxWidth: a font size no larger than `size`, pinned to its estimated length. */
function textLine(
  text: string,
  x: number,
  y: number,
  size: number,
  maxWidth: number,
  ink: string,
  weight: number,
  anchor: 'start' | 'middle',
  spacing = 0,
): string {
  const fs = Math.min(size, maxWidth / ems(text, spacing));
  const length = ems(text, spacing) * fs;
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(fs)}" font-weight="${weight}" fill="${ink}" text-anchor="${anchor}" textLength="${r1(length)}" lengthAdjust="spacingAndGlyphs">${escapeXml(text)}</text>`;
}

/** "Nabd Health logo" → "Nabd Health". */
export function nameFromAlt(alt: string, fallback: string): string {
  const name = alt
    .replace(/\b(logo(type)?|wordmark|brand mark|badge|emblem)\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name || fallback;
}

/** A mark and a one-line wordmark, centred in the box. */
export function wordmark(
  width: number,
  height: number,
  name: string,
  theme: Theme,
  seed: string,
): string {
  const rng = createRng(`${seed}:type`);
  const ink = inkFor(theme);
  const upper = rng.chance(0.35) && name.length <= 14;
  const spacing = upper ? 0.12 : 0;
  const weight = rng.pick([500, 600, 700]);
  const markSize = height * 0.6;
  const gap = height * 0.22;
  const maxText = width - markSize - gap - height * 0.2;
  const text = upper ? name.toUpperCase() : name;
  let lines = [text];
  let fs = Math.min(height * 0.46, maxText / ems(text, spacing));
  const words = text.split(' ');
  if (fs < height * 0.2 && words.length > 1) {
    // Too small on one line: two balanced lines.
    let best = 1;
    for (let i = 1; i < words.length; i++) {
      const worst = (k: number): number =>
        Math.max(ems(words.slice(0, k).join(' ')), ems(words.slice(k).join(' ')));
      if (worst(i) < worst(best)) best = i;
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
    fs = Math.min(height * 0.34, ...lines.map((l) => maxText / ems(l, spacing)));
  }
  const textWidth = Math.max(...lines.map((l) => ems(l, spacing) * fs));
  const x0 = (width - (markSize + gap + textWidth)) / 2;
  const lead = fs * 1.1;
  const y0 = height / 2 + fs * 0.36 - (lead * (lines.length - 1)) / 2;
  let body = mark(seed, x0, (height - markSize) / 2, markSize, ink);
  lines.forEach((line, i) => {
    body += textLine(
      line,
      x0 + markSize + gap,
      y0 + i * lead,
      fs,
      maxText,
      ink,
      weight,
      'start',
      spacing,
    );
  });
  return svgDoc(width, height, '', body);
}

/**
 * The agency's own logo: a four-point "lustre" star in the accent colour and the name, left-aligned.
 * With `outline` (the name in Sora Bold at OUTLINE_SIZE, ./outline.ts) the name is drawn as outlines
 * and looks the same on every device; without it, as <text> in whatever font the device finds.
 */
export function agencyLogo(
  width: number,
  height: number,
  name: string,
  theme: Theme,
  outline?: Outline,
): string {
  const ink = inkFor(theme === 'none' ? 'light' : theme);
  const s = height * 0.72;
  const gap = height * 0.2;
  // Left-aligned like a header logo: any extra width a fallback font takes goes to the right.
  const x = height * 0.04;
  const room = width - x * 2 - s - gap;
  const lineEms = outline ? outline.width / OUTLINE_SIZE : ems(name);
  const fs = Math.min(height * 0.62, room / lineEms);
  const cx = x + s / 2;
  const cy = height / 2;
  const h = s / 2;
  const k = h * 0.16;
  const star = `<path d="M${r1(cx)} ${r1(cy - h)}Q${r1(cx + k)} ${r1(cy - k)} ${r1(cx + h)} ${r1(cy)}Q${r1(cx + k)} ${r1(cy + k)} ${r1(cx)} ${r1(cy + h)}Q${r1(cx - k)} ${r1(cy + k)} ${r1(cx - h)} ${r1(cy)}Q${r1(cx - k)} ${r1(cy - k)} ${r1(cx)} ${r1(cy - h)}Z" fill="${COLORS.accent}"/>`;
  const dot = `<circle cx="${r1(cx + h * 0.62)}" cy="${r1(cy - h * 0.62)}" r="${r1(h * 0.14)}" fill="${COLORS.accent}"/>`;
  const word = outline
    ? `<path transform="translate(${r1(x + s + gap)} ${r1(cy + fs * 0.36)}) scale(${+(fs / OUTLINE_SIZE).toFixed(4)})" d="${outline.d}" fill="${ink}"/>`
    : textLine(name, x + s + gap, cy + fs * 0.36, fs, room, ink, 700, 'start');
  return svgDoc(width, height, '', star + dot + word);
}

const SKIP_WORDS = new Set(['and', '&', 'a', 'an', 'badge', 'winner']);

export interface AwardText {
  /** The award's name without its year, in capitals, in one or two balanced lines. */
  lines: string[];
  top: string;
  middle: string;
  bottom: string;
}

/** "Arab Design Awards emblem" → lines ["ARAB DESIGN", "AWARDS"], top "ARAB", middle "ADA", bottom "★ ★ ★". */
export function abbreviateAward(alt: string): AwardText {
  const clean = nameFromAlt(alt, 'Award');
  const year = /\b(19|20)\d{2}\b/.exec(clean)?.[0] ?? '';
  const words = clean
    .replace(/\b(19|20)\d{2}\b/, '')
    .split(/[\s–—:,]+/)
    .filter((w) => w && !SKIP_WORDS.has(w.toLowerCase()));
  const [first = 'Award'] = words;
  // Short all-capital words (UI, CSS) stay whole; others give their initial. Too long: drop the first.
  const initialsOf = (list: string[]): string =>
    list
      .map((w) => (/^[A-Z0-9]{2,3}$/.test(w) ? w : (w[0] ?? '')))
      .join('')
      .toUpperCase();
  let middle = initialsOf(words);
  if (middle.length > 4) middle = initialsOf(words.slice(1)).slice(0, 4);
  const upper = words.map((w) => w.toUpperCase());
  let split = upper.length;
  if (upper.join(' ').length > 14 && upper.length > 1) {
    const half = upper.join(' ').length / 2;
    let run = 0;
    split = upper.findIndex((w) => (run += w.length + 1) >= half) + 1;
  }
  const lines = [upper.slice(0, split).join(' '), upper.slice(split).join(' ')].filter(Boolean);
  return {
    lines: lines.length ? lines : ['AWARD'],
    top: first.toUpperCase().slice(0, 12),
    middle: middle.length > 1 ? middle : first.slice(0, 3).toUpperCase(),
    bottom: year || (/winner/i.test(alt) ? 'WINNER' : '★ ★ ★'),
  };
}

/** A circular badge with laurel branches; wide boxes put the lines of text beside the badge. */
export function awardBadge(width: number, height: number, alt: string, theme: Theme): string {
  const ink = inkFor(theme);
  const { lines, top, middle, bottom } = abbreviateAward(alt);
  const wide = width / height > 1.6;
  const side = Math.min(width, height);
  const R = side * 0.48;
  const cx = wide ? side / 2 : width / 2;
  const cy = height / 2;
  let body = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R * 0.62)}" fill="none" stroke="${ink}" stroke-width="${r1(R * 0.035)}"/>`;
  const leaf = R * 0.13;
  const deg = Math.PI / 180;
  for (const dir of [-1, 1]) {
    const at = (t: number, radius: number): [number, number] => [
      cx + dir * radius * Math.sin(t * deg),
      cy + radius * Math.cos(t * deg),
    ];
    const [sx, sy] = at(18, R * 0.8);
    const [ex, ey] = at(152, R * 0.8);
    body += `<path d="M${r1(sx)} ${r1(sy)}A${r1(R * 0.8)} ${r1(R * 0.8)} 0 0 ${dir > 0 ? 0 : 1} ${r1(ex)} ${r1(ey)}" fill="none" stroke="${ink}" stroke-width="${r1(R * 0.025)}"/>`;
    for (let i = 0; i < 7; i++) {
      const t = 28 + i * 19;
      const [lx, ly] = at(t, R * (i % 2 ? 0.89 : 0.71));
      const tangent = (Math.atan2(-Math.sin(t * deg), dir * Math.cos(t * deg)) * 180) / Math.PI;
      const rot = tangent + (i % 2 ? -dir : dir) * 28;
      body += `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="${r1(leaf)}" ry="${r1(leaf * 0.42)}" transform="rotate(${r1(rot)} ${r1(lx)} ${r1(ly)})" fill="${ink}"/>`;
    }
  }
  const inner = R * 1.05;
  body += textLine(middle, cx, cy + R * 0.13, R * 0.42, inner * 0.86, ink, 700, 'middle');
  if (wide) {
    const tx = side + height * 0.08;
    const tw = width - tx - height * 0.05;
    const lineSize = Math.min(height * 0.2, ...lines.map((l) => tw / ems(l, 0.06)));
    const y0 = height * (lines.length > 1 ? 0.36 : 0.48);
    lines.forEach((l, i) => {
      body += textLine(l, tx, y0 + i * lineSize * 1.15, lineSize, tw, ink, 700, 'start', 0.06);
    });
    body += textLine(bottom, tx, height * 0.8, height * 0.15, tw, ink, 500, 'start', 0.08);
  } else {
    body += textLine(top, cx, cy - R * 0.26, R * 0.14, inner * 0.66, ink, 600, 'middle', 0.08);
    body += textLine(bottom, cx, cy + R * 0.42, R * 0.13, inner * 0.6, ink, 500, 'middle', 0.08);
  }
  return svgDoc(width, height, '', body);
}

/** Any other SVG: the seeded mark alone, centred. */
export function emblem(width: number, height: number, theme: Theme, seed: string): string {
  const size = Math.min(width, height) * 0.7;
  return svgDoc(
    width,
    height,
    '',
    mark(seed, (width - size) / 2, (height - size) / 2, size, inkFor(theme)),
  );
}
