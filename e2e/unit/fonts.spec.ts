import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { FONTS, FONT_DIR } from '../../scripts/fonts/subset-fonts';
import { pageText } from './page-text';
import { EDITOR_FOLDER } from '../../scripts/cms/folder';

/*
 * The subset fonts (npm run fonts) against the export: every character on every page that the full
 * font can draw is still in the subset, so no text falls back to another font after subsetting.
 */

const outDir = join(process.cwd(), 'out');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '_next' || entry.name === EDITOR_FOLDER ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

async function unicodes(font: Buffer): Promise<Set<number>> {
  const sfnt = await fontverter.convert(font, 'sfnt');
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
}

test('the subset fonts hold every character the export shows', async () => {
  expect(existsSync(join(outDir, 'index.html')), 'the export in out/ (npm run build)').toBe(true);
  const shown = new Set<number>();
  for (const file of htmlFiles(outDir))
    for (const char of pageText(readFileSync(file, 'utf8'))) shown.add(char.codePointAt(0)!);
  expect(shown.size).toBeGreaterThan(60);

  for (const font of FONTS) {
    const full = readFileSync(font.from);
    const subset = readFileSync(join(FONT_DIR, font.to));
    const [fullSet, subsetSet] = await Promise.all([unicodes(full), unicodes(subset)]);
    const missing = [...shown]
      .filter((code) => fullSet.has(code) && !subsetSet.has(code))
      .map(
        (code) =>
          `${String.fromCodePoint(code)} (U+${code.toString(16).toUpperCase().padStart(4, '0')})`,
      );
    expect(missing, `characters on the pages that ${font.to} lost`).toEqual([]);
    // The Arabic file holds little beyond the Arabic letters, and the pages use nearly all of them.
    const share = font.english ? 0.6 : 0.7;
    expect(subset.length, `${font.to} is smaller than its source`).toBeLessThan(
      full.length * share,
    );
  }
});
