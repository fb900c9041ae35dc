/*
 * Turbopack puts the whole site's CSS in one stylesheet, and Next preloads every font that stylesheet
 * declares on every page: the Arabic typeface, which only the Arabic root layouts use, was preloaded
 * (13.6 KiB, high priority, beside the first screen's image) on every English page, and its preload hint
 * in the page's RSC payload would have fetched it again when React started. `npm run build` (post-export)
 * takes both out of the English pages; the Arabic pages keep them.
 */
import { FONTS } from './subset-fonts';

/** The file name Next gives a font of .fonts/ in _next/static/media ('readex-pro-arabic.woff2' → 'readex_pro_arabic'). */
const mediaName = (file: string) => file.replace(/\.woff2$/, '').replace(/-/g, '_');

/** The media names of the fonts only the Arabic pages use. */
export const ARABIC_ONLY_FONTS = FONTS.filter((font) => !font.english).map((font) =>
  mediaName(font.to),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fontPath = (names: string[]) =>
  `/_next/static/media/(?:${names.map(escape).join('|')})\\.[^"]*\\.woff2`;

/** An English page's HTML without the preload of a font only Arabic pages use. */
export function dropArabicFontPreloads(html: string, names = ARABIC_ONLY_FONTS): string {
  if (names.length === 0) return html;
  return html.replace(new RegExp(`<link rel="preload" href="${fontPath(names)}"[^>]*>`, 'g'), '');
}

/** An English page's RSC payload (index.txt) without the preload hint rows (`:HL`) of those fonts. */
export function dropArabicFontHints(payload: string, names = ARABIC_ONLY_FONTS): string {
  if (names.length === 0) return payload;
  return payload.replace(
    new RegExp(`^[0-9a-f]*:HL\\["${fontPath(names)}","font"[^\\n]*\\n`, 'gm'),
    '',
  );
}
