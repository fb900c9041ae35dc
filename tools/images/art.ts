/*
 * Chooses the artwork for one image from its folder, name and alt text, seeded from its family
 * (palette, product, first template) and its own path (composition). Returns SVG text: written
 * as is for .svg targets, rasterised by the caller otherwise.
 */
import { baseOf, themeOf, type SizedImageRef as ImageRef } from '../../pipeline/images/collect';
import { hero } from './hero';
import { createRng, makePalette, type Mood } from '../../pipeline/images/kit';
import { landscape, TEMPLATE_COUNT } from './landscape';
import { portrait } from './portraits';
import { PRODUCT_KINDS, productKindFromText, productShot } from './products';
import { OUTLINE_SIZE, outlineText, SORA, type Outline } from '../../pipeline/images/outline';
import {
  agencyLogo,
  awardBadge,
  emblem,
  nameFromAlt,
  wordmark,
} from '../../pipeline/images/vector';

/** The agency's own wordmark, drawn for /images/logo-dark.svg and /images/logo-light.svg. */
export const AGENCY_NAME = 'Rawnaq';

/** The agency's name as outlines, once prepareArt has made them. */
let agencyOutline: Outline | undefined;

/** What artFor needs that takes a font to make: the agency's name as outlines in Sora Bold. */
export async function prepareArt(): Promise<void> {
  agencyOutline = await outlineText(AGENCY_NAME, SORA, 700, OUTLINE_SIZE);
}

export type ArtKind =
  | 'agency-logo'
  | 'wordmark'
  | 'badge'
  | 'emblem'
  | 'hero'
  | 'portrait'
  | 'avatar'
  | 'product'
  | 'landscape';

const folderOf = (src: string): string => src.split('/')[2] ?? '';
const fileName = (src: string): string => src.slice(src.lastIndexOf('/') + 1);

export function kindOf(image: ImageRef): ArtKind {
  const { src, alt } = image;
  const folder = src.split('/').length > 3 ? folderOf(src) : '';
  if (src.endsWith('.svg')) {
    if (folder === '' && /^logo(-dark|-light)?\.svg$/.test(fileName(src))) return 'agency-logo';
    if (folder === 'awards' || /\b(award|winner|prize|medal)\b/i.test(alt)) return 'badge';
    if (['brands', 'clients', 'partners', 'logos'].includes(folder) || /\blogo/i.test(alt))
      return 'wordmark';
    return 'emblem';
  }
  if (folder === 'heroes') return 'hero';
  if (folder === 'team') return 'portrait';
  if (folder === 'testimonials') return 'avatar';
  if (folder === 'products') return 'product';
  return 'landscape';
}

/** The SVG source of an image's artwork (the final file for .svg targets). */
export function artFor(image: ImageRef): string {
  const { src, width: w, height: h, alt } = image;
  const theme = themeOf(src);
  const kind = kindOf(image);
  const family = createRng(`family:${image.family}`);
  const rng = createRng(`image:${baseOf(src)}`);
  const mood: Mood | undefined = theme === 'none' ? undefined : theme;
  switch (kind) {
    case 'agency-logo':
      return agencyLogo(w, h, AGENCY_NAME, theme, agencyOutline);
    case 'wordmark':
      return wordmark(w, h, nameFromAlt(alt, 'Brand'), theme, baseOf(src));
    case 'badge':
      return awardBadge(w, h, alt, theme);
    case 'emblem':
      return emblem(w, h, theme, baseOf(src));
    case 'hero':
      return hero(w, h, makePalette(family, 'dark'), theme === 'light' ? 'light' : 'dark', rng);
    case 'portrait':
    case 'avatar':
      return portrait(
        w,
        h,
        makePalette(family, mood ?? (rng.chance(0.25) ? 'light' : 'vivid')),
        rng,
        kind === 'avatar',
        alt,
      );
    case 'product': {
      const palette = makePalette(family, 'vivid');
      const seeded = family.pick(PRODUCT_KINDS);
      const look = {
        kind: productKindFromText(`${image.family} ${src}`) ?? productKindFromText(alt) ?? seeded,
        palette,
      };
      return productShot(w, h, look, image.number ?? image.position + 1, rng);
    }
    default: {
      const palette = makePalette(family, mood);
      const start = family.int(0, TEMPLATE_COUNT - 1);
      return landscape(w, h, palette, start, image.number ?? image.position, rng);
    }
  }
}
