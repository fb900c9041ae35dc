/*
 * Text drawn as outlines: a line shaped with HarfBuzz in one of the site's own fonts and written as SVG
 * path data, so that it looks the same wherever it is shown. An SVG shown as an image cannot use the
 * page's fonts: its <text> is set in whatever the device has (on this Debian, DejaVu Sans in place of
 * Sora) and the browser looks fonts up for it on the first screen (5-15 ms of main thread per page
 * here, issue 61).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONTS } from '../fonts/subset-fonts';
import { r1 } from './kit';

/** The wordmark's typeface: the full Sora file the site's English pages are cut from. */
export const SORA = FONTS.find((font) => font.to === 'sora.woff2')!.from;

/**
 * The font size outlines are made at: a caller scales them to the size it draws (at 0.1 unit per
 * point, a hundredth of an em).
 */
export const OUTLINE_SIZE = 100;

/** A line of text as outlines, in the units of the font size it was made for. */
export interface Outline {
  /** SVG path data, pen starting at (0, 0) on the baseline, y down. */
  d: string;
  /** The line's advance width. */
  width: number;
}

type Command = { type: string; values: number[] };

/** One glyph's commands moved to the pen position and scaled, y flipped (fonts draw y up). */
function place(commands: Command[], x: number, y: number, scale: number): string {
  return commands
    .map(({ type, values }) => {
      const points = values.map((value, index) =>
        r1(index % 2 === 0 ? x + value * scale : y - value * scale),
      );
      return `${type}${points.join(' ')}`;
    })
    .join('');
}

/**
 * `text` in the variable font `file` at weight `weight` and size `size`, or undefined when the font
 * lacks one of its characters (the caller then writes <text> as before rather than draw a box).
 */
export async function outlineText(
  text: string,
  file: string,
  weight: number,
  size: number,
): Promise<Outline | undefined> {
  const hb = await import('harfbuzzjs');
  // wawoff2 is CommonJS.
  const { decompress } = createRequire(import.meta.url)('wawoff2') as {
    decompress: (data: Uint8Array) => Promise<Uint8Array>;
  };
  const face = new hb.Face(new hb.Blob(await decompress(await readFile(file))));
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = size / face.upem;
  let pen = 0;
  let d = '';
  const positions = buffer.getGlyphPositions();
  for (const [index, glyph] of buffer.getGlyphInfos().entries()) {
    if (glyph.codepoint === 0) return undefined;
    const at = positions[index]!;
    d += place(
      font.glyphToJson(glyph.codepoint),
      (pen + at.xOffset) * scale,
      -at.yOffset * scale,
      scale,
    );
    pen += at.xAdvance;
  }
  return { d, width: pen * scale };
}
