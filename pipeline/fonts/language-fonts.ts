/*
 * Turbopack puts the whole site's CSS in one stylesheet, and Next preloads every font that stylesheet
 * declares on every page: each language's fonts were preloaded (high priority, beside the first screen's
 * image) on the other language's pages too, and their preload hints in the page's RSC payload would have
 * fetched them again when React started. `npm run build` (post-export) takes them out: an English page
 * preloads Inter and Sora, an Arabic page the two Readex Pro files (pipeline/fonts/subset-fonts.ts).
 */
import type { Locale } from '../../content/locale';
import { FONTS } from './subset-fonts';

/** The file name Next gives a font of .fonts/ in _next/static/media ('readex-pro-arabic.woff2' → 'readex_pro_arabic'). */
const mediaName = (file: string) => file.replace(/\.woff2$/, '').replace(/-/g, '_');

/** The media names of the fonts each language's pages use. */
export const PAGE_FONTS: Record<Locale, string[]> = {
  en: FONTS.filter((font) => font.language === 'en').map((font) => mediaName(font.to)),
  ar: FONTS.filter((font) => font.language === 'ar').map((font) => mediaName(font.to)),
};

/** The media names of the fonts the other language's pages use, which a page must not preload. */
export const otherFonts = (locale: Locale): string[] => PAGE_FONTS[locale === 'ar' ? 'en' : 'ar'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fontPath = (names: string[]) =>
  `/_next/static/media/(?:${names.map(escape).join('|')})\\.[^"]*\\.woff2`;

/** A page's HTML without the preloads of the fonts `names`. */
export function dropFontPreloads(html: string, names: string[]): string {
  if (names.length === 0) return html;
  return html.replace(new RegExp(`<link rel="preload" href="${fontPath(names)}"[^>]*>`, 'g'), '');
}

/** A page's RSC payload (index.txt) without the preload hint rows (`:HL`) of the fonts `names`. */
export function dropFontHints(payload: string, names: string[]): string {
  if (names.length === 0) return payload;
  return payload.replace(
    new RegExp(`^[0-9a-f]*:HL\\["${fontPath(names)}","font"[^\\n]*\\n`, 'gm'),
    '',
  );
}
