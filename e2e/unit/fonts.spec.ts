import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { FONTS, FONT_DIR } from '../../pipeline/fonts/subset-fonts';
import { otherFonts, PAGE_FONTS } from '../../pipeline/fonts/language-fonts';
import { pageText } from './page-text';
import { EDITOR_FOLDER } from '../../pipeline/cms/folder';
import { pagesOfOneTree } from './export-floor';

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

/** An exported page's language: Arabic under ar/, English elsewhere (the 404 page holds both). */
const isArabicPage = (file: string) => relativeTo(file).startsWith('ar/');
const isNotFoundPage = (file: string) =>
  /(^|\/)(404|_not-found)(\/index)?\.html$/.test(relativeTo(file));

test("the subset fonts hold every character their language's pages show", async () => {
  expect(existsSync(join(outDir, 'index.html')), 'the export in out/ (npm run build)').toBe(true);
  const shown = { en: new Set<number>(), ar: new Set<number>() };
  for (const file of htmlFiles(outDir)) {
    const text = pageText(readFileSync(file, 'utf8'));
    const languages = isNotFoundPage(file)
      ? (['en', 'ar'] as const)
      : ([isArabicPage(file) ? 'ar' : 'en'] as const);
    for (const language of languages)
      for (const char of text) shown[language].add(char.codePointAt(0)!);
  }
  expect(shown.en.size).toBeGreaterThan(60);
  expect(shown.ar.size).toBeGreaterThan(60);

  for (const font of FONTS) {
    const full = readFileSync(font.from);
    const subset = readFileSync(join(FONT_DIR, font.to));
    const [fullSet, subsetSet] = await Promise.all([unicodes(full), unicodes(subset)]);
    const missing = [...shown[font.language]]
      .filter((code) => fullSet.has(code) && !subsetSet.has(code))
      .map(
        (code) =>
          `${String.fromCodePoint(code)} (U+${code.toString(16).toUpperCase().padStart(4, '0')})`,
      );
    expect(missing, `characters on the ${font.language} pages that ${font.to} lost`).toEqual([]);
    // The Arabic file holds little beyond the Arabic letters, and the pages use nearly all of them.
    const share = font.latin ? 0.6 : 0.7;
    expect(subset.length, `${font.to} is smaller than its source`).toBeLessThan(
      full.length * share,
    );
  }
});

test("each page preloads its own language's fonts and no other", () => {
  const preloads = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map(
      (m) => m[1]!,
    );
  const mediaName = (href: string) => /\/media\/([^./]+)\./.exec(href)?.[1] ?? href;
  // The not-found pages serve both languages and preload no font.
  const files = htmlFiles(outDir).filter((file) => !isNotFoundPage(file));
  expect(files.filter((file) => !isArabicPage(file)).length).toBeGreaterThanOrEqual(
    pagesOfOneTree(),
  );
  expect(files.filter(isArabicPage).length).toBeGreaterThanOrEqual(pagesOfOneTree());
  const wrong: string[] = [];
  for (const file of files) {
    const language = isArabicPage(file) ? 'ar' : 'en';
    const own = PAGE_FONTS[language];
    const names = preloads(file).map(mediaName);
    if ([...names].sort().join() !== [...own].sort().join())
      wrong.push(`${relativeTo(file)} preloads ${names.join(', ') || 'nothing'}`);
    // Nor in the RSC payload, whose preload hints React acts on when it starts.
    const payload = file.replace(/\.html$/, '.txt');
    if (!existsSync(payload)) continue;
    const text = readFileSync(payload, 'utf8');
    for (const name of otherFonts(language))
      if (text.includes(`/media/${name}.`)) wrong.push(`${relativeTo(payload)}: ${name}`);
  }
  expect(wrong).toEqual([]);
});

const relativeTo = (file: string) => file.slice(outDir.length + 1);

test("the fallback faces in app/globals.css carry next/font's figures for the subset fonts", () => {
  // next/font's own calculation (average width of a sample of Latin text against Arial's), as it
  // would write it with adjustFontFallback on.
  const require = createRequire(import.meta.url);
  const fontkit = (
    require('next/dist/compiled/@next/font/dist/fontkit') as { default: FontkitOpen }
  ).default;
  const { getFallbackMetricsFromFontFile } =
    require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file') as {
      getFallbackMetricsFromFontFile: (font: unknown, category: string) => Record<string, string>;
    };
  const css = readFileSync(join(process.cwd(), 'app', 'globals.css'), 'utf8');
  for (const [family, file] of [
    ['Inter Fallback', 'inter.woff2'],
    ['Sora Fallback', 'sora.woff2'],
  ] as const) {
    const face = new RegExp(`@font-face \\{\\s*font-family: '${family}';([^}]*)\\}`).exec(css)?.[1];
    expect(face, `@font-face '${family}' in app/globals.css`).toBeDefined();
    const metrics = getFallbackMetricsFromFontFile(
      fontkit(readFileSync(join(FONT_DIR, file))),
      'sans-serif',
    );
    const declared = (property: string) =>
      new RegExp(`${property}: ([\\d.]+)%`).exec(face ?? '')?.[1];
    for (const [property, value] of [
      ['ascent-override', metrics['ascentOverride']],
      ['descent-override', metrics['descentOverride']],
      ['size-adjust', metrics['sizeAdjust']],
    ] as const)
      expect(Number(declared(property)), `${family} ${property}`).toBeCloseTo(
        Number.parseFloat(value!),
        1,
      );
    // The system fonts with Arial's widths, where Arial itself is missing (Linux, ChromeOS, Android).
    for (const local of ['Arial', 'Liberation Sans', 'Arimo', 'Roboto'])
      expect(face).toContain(`local('${local}')`);
  }
});

type FontkitOpen = (buffer: Buffer) => unknown;
