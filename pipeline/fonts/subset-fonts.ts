/*
 * `npm run fonts` (run by `npm run build` and `npm run dev` first): the variable fonts cut down to
 * the characters the site can show and the weights it uses, written to .fonts/ (not committed) where
 * components/layout/fonts.ts loads them with next/font/local.
 *
 * The characters: printable ASCII, every character in content/ and every character written in the
 * components and routes (the ×, −, ★ and arrows of the UI). e2e/unit/fonts.spec.ts checks the result
 * against the text of every exported page.
 */
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import subsetFont from 'subset-font';

export const FONT_DIR = '.fonts';

/**
 * Each font: the full file from its npm package, the subset's name, the weights kept, and the pages
 * that use it. English pages set their text in Inter and Sora; Arabic pages in Readex Pro only, its
 * Arabic file for the Arabic letters and its Latin file for the Latin words, digits and signs among
 * them, so an Arabic page downloads one family (two small files) instead of three.
 */
export const FONTS = [
  {
    from: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    to: 'inter.woff2',
    weights: { min: 400, max: 700 },
    language: 'en',
    latin: true,
  },
  {
    from: 'node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2',
    to: 'sora.woff2',
    weights: { min: 400, max: 700 },
    language: 'en',
    latin: true,
  },
  // The Arabic pages' typeface, loaded by their root layouts only (components/layout/arabic-font.ts).
  {
    from: 'node_modules/@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2',
    to: 'readex-pro-arabic.woff2',
    weights: { min: 400, max: 700 },
    language: 'ar',
    latin: false,
  },
  {
    from: 'node_modules/@fontsource-variable/readex-pro/files/readex-pro-latin-wght-normal.woff2',
    to: 'readex-pro-latin.woff2',
    weights: { min: 400, max: 700 },
    language: 'ar',
    latin: true,
  },
] as const;

/** Where the site's own text lives. */
const TEXT_SOURCES = [
  { dir: 'content', ext: ['.json'] },
  { dir: 'components', ext: ['.tsx', '.ts'] },
  { dir: 'app', ext: ['.tsx', '.ts'] },
];

async function filesUnder(dir: string, ext: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path, ext)));
    else if (ext.includes(extname(entry.name))) out.push(path);
  }
  return out;
}

/**
 * Every character the site's text may contain, as one string without repeats. For the English pages'
 * fonts (`english`), the Arabic content files are left out: the English pages download what they did
 * before the Arabic edition.
 */
export async function siteCharacters(english = false): Promise<string> {
  const chars = new Set<string>();
  for (let code = 0x20; code <= 0x7e; code++) chars.add(String.fromCharCode(code));
  chars.add('\u00a0'); // no-break space (formatted prices and dates)
  for (const { dir, ext } of TEXT_SOURCES)
    for (const file of await filesUnder(dir, ext)) {
      if (english && file.endsWith('.ar.json')) continue;
      for (const char of await readFile(file, 'utf8')) if (char >= ' ') chars.add(char);
    }
  return [...chars].sort().join('');
}

async function isFresh(target: string, sources: string[]): Promise<boolean> {
  try {
    const built = (await stat(target)).mtimeMs;
    for (const source of sources) if ((await stat(source)).mtimeMs > built) return false;
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const texts = { english: await siteCharacters(true), all: await siteCharacters() };
  await mkdir(FONT_DIR, { recursive: true });
  const stamp = join(FONT_DIR, 'characters.txt');
  const previous = await readFile(stamp, 'utf8').catch(() => '');
  const stamped = `${texts.english}\n${texts.all}`;
  for (const font of FONTS) {
    const text = font.language === 'en' ? texts.english : texts.all;
    const target = join(FONT_DIR, font.to);
    if (
      previous === stamped &&
      (await isFresh(target, [font.from, 'pipeline/fonts/subset-fonts.ts']))
    )
      continue;
    const full = await readFile(font.from);
    const subset = await subsetFont(full, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: font.weights },
      // Latin: only the glyphs of the characters themselves, not every alternate the layout rules
      // could reach from them (Inter's contextual and case forms, Sora's ligatures). Leaving those
      // out takes the two preloaded Latin files from 37 KiB to 27 KiB, bytes that stand before the
      // first screen's LCP; a rule whose glyph is not kept is dropped and the plain forms render.
      // Never for Arabic: its letters' joined forms are reached only through those rules.
      noLayoutClosure: font.latin,
    });
    await writeFile(target, subset);
    console.log(
      `fonts: ${font.to} ${(full.length / 1024).toFixed(1)} KiB → ${(subset.length / 1024).toFixed(1)} KiB (${[...text].length} characters, weights ${font.weights.min}–${font.weights.max})`,
    );
  }
  await writeFile(stamp, stamped);
}

if (process.argv[1]?.endsWith('subset-fonts.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
