/*
 * A page's social card (Open Graph / Twitter, 1200x630) as SVG text, in the site's look: the dark page
 * colour, the accent, a seeded composition of the artwork palette's shapes on the right, the agency's name,
 * the page's section above its title, and the site's address. Text uses the site fonts by name, falling
 * back to the machine's sans-serif (librsvg cannot load the woff2 web fonts); line breaks are estimated
 * with the artwork's glyph widths so a long title wraps, shrinks, and at worst ends in an ellipsis.
 */
import { COLORS, HUES, createRng, escapeXml, r1 } from '../images/kit';
import { ems } from '../images/vector';

export const CARD = { width: 1200, height: 630 } as const;

const FONT = 'Sora, Inter, DejaVu Sans, Liberation Sans, sans-serif';
const TEXT_X = 80;
const TEXT_WIDTH = 820;
const MAX_LINES = 3;

export interface CardText {
  title: string;
  section: string;
  siteName: string;
  /** Shown at the foot: the site's host (rawnaq.studio). */
  host: string;
}

/** Words laid into lines no wider than `width` at font size `size`. */
export function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && ems(`${last} ${word}`) * size <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The title's lines and font size: the largest size from 72 down to 48 that fits in three lines. */
export function titleLayout(title: string): { size: number; lines: string[] } {
  for (let size = 72; size >= 48; size -= 4) {
    const lines = wrap(title, size, TEXT_WIDTH);
    if (lines.length <= MAX_LINES && lines.every((line) => ems(line) * size <= TEXT_WIDTH))
      return { size, lines };
  }
  const size = 48;
  const lines = wrap(title, size, TEXT_WIDTH).slice(0, MAX_LINES);
  const last = lines.length - 1;
  let tail = lines[last] ?? '';
  while (tail.length > 1 && ems(`${tail}…`) * size > TEXT_WIDTH) tail = tail.slice(0, -1);
  lines[last] = `${tail.trimEnd()}…`;
  return { size, lines };
}

/** Seeded shapes in the palette, right of the text: rings, discs and an arc. */
function shapes(seed: string): string {
  const rng = createRng(`og:${seed}`);
  const [a, b] = rng.shuffle(HUES.filter((h) => h !== COLORS.accent));
  const cx = rng.range(980, 1080);
  const cy = rng.range(150, 260);
  const r = rng.range(150, 210);
  return [
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${COLORS.accent}" opacity="0.9"/>`,
    `<circle cx="${r1(cx - r * 0.7)}" cy="${r1(cy + r * 1.15)}" r="${r1(r * 0.55)}" fill="${a}" opacity="0.75"/>`,
    `<circle cx="${r1(cx + r * 0.35)}" cy="${r1(cy + r * 1.5)}" r="${r1(r * 0.9)}" fill="none" stroke="${b}" stroke-width="18" opacity="0.6"/>`,
    `<path d="M${r1(cx - r * 1.4)} ${r1(cy)}a${r1(r * 1.4)} ${r1(r * 1.4)} 0 0 1 ${r1(r * 1.4)} ${r1(-r * 1.4)}" fill="none" stroke="${COLORS.paper}" stroke-width="3" opacity="0.25"/>`,
  ].join('');
}

/** Arabic letters: the card of an Arabic page is laid out right to left. */
const ARABIC = /[\u0600-\u06ff]/;

/** The card's SVG document. An Arabic card is the mirror image: text on the right, shapes on the left. */
export function cardSvg(card: CardText): string {
  const { width, height } = CARD;
  const rtl = ARABIC.test(card.title);
  const x = (at: number) => (rtl ? width - at : at);
  const anchor = rtl ? ' text-anchor="end"' : '';
  const { size, lines } = titleLayout(card.title);
  const lineHeight = size * 1.15;
  // The title block sits on the card's lower half, growing upwards; the section sits just above it.
  const lastBaseline = 500;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const sectionBaseline = firstBaseline - size - 18;
  // Arabic has no capitals, and spacing its letters apart would break their joins.
  const section = rtl ? card.section : card.section.toUpperCase();
  const sectionSize = Math.min(26, TEXT_WIDTH / ems(section, 0.12));
  const title = lines
    .map(
      (line, i) =>
        `<text x="${x(TEXT_X)}" y="${r1(firstBaseline + i * lineHeight)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${COLORS.paper}"${anchor}>${escapeXml(line)}</text>`,
    )
    .join('');
  const mirror = rtl ? ` transform="translate(${width} 0) scale(-1 1)"` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${COLORS.charcoal}"/><stop offset="1" stop-color="${COLORS.ink}"/>`,
    '</linearGradient><linearGradient id="veil" x1="0" y1="0" x2="1" y2="0">',
    `<stop offset="0.55" stop-color="${COLORS.ink}" stop-opacity="0.7"/><stop offset="0.85" stop-color="${COLORS.ink}" stop-opacity="0"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<g${mirror}>${shapes(card.title)}<rect width="${width}" height="${height}" fill="url(#veil)"/></g>`,
    `<circle cx="${x(TEXT_X + 9)}" cy="92" r="9" fill="${COLORS.accent}"/>`,
    `<text x="${x(TEXT_X + 30)}" y="102" font-family="${FONT}" font-size="30" font-weight="700" fill="${COLORS.paper}"${anchor}>${escapeXml(card.siteName)}</text>`,
    `<text x="${x(TEXT_X)}" y="${r1(sectionBaseline)}" font-family="${FONT}" font-size="${r1(sectionSize)}" font-weight="600"${rtl ? '' : ' letter-spacing="3"'} fill="${COLORS.accent}"${anchor}>${escapeXml(section)}</text>`,
    title,
    `<rect x="${rtl ? width - TEXT_X - 64 : TEXT_X}" y="548" width="64" height="4" fill="${COLORS.accent}"/>`,
    `<text x="${x(TEXT_X + 84)}" y="558" font-family="${FONT}" font-size="24" fill="#a8a29e"${anchor}>${escapeXml(card.host)}</text>`,
    '</svg>',
  ].join('');
}
