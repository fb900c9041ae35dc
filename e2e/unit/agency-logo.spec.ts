import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { OUTLINE_SIZE, outlineText, SORA } from '../../pipeline/images/outline';
import { agencyLogo } from '../../pipeline/images/vector';

/*
 * The agency's logo is an SVG shown as an image, which cannot use the page's fonts: drawn as <text> its
 * name is set in whatever the device has. Drawn as outlines of Sora Bold it looks the same everywhere,
 * and the browser has no font to look up for it on the first screen (pipeline/images/outline.ts).
 */

test('the agency logo files draw the name as outlines, with no text for the device to set', () => {
  for (const theme of ['dark', 'light']) {
    const svg = readFileSync(`public/images/logo-${theme}.svg`, 'utf8');
    expect(svg, `logo-${theme}.svg`).not.toContain('<text');
    expect(svg, `logo-${theme}.svg`).toMatch(
      /<path transform="translate\([\d.]+ [\d.]+\) scale\([\d.]+\)" d="M/,
    );
  }
});

test('a name is outlined glyph by glyph, its width growing with each letter', async () => {
  const short = await outlineText('Raw', SORA, 700, OUTLINE_SIZE);
  const name = await outlineText('Rawnaq', SORA, 700, OUTLINE_SIZE);
  expect(short && name).toBeTruthy();
  // Six letters, each a closed shape or more.
  expect(name!.d.match(/Z/g)!.length).toBeGreaterThanOrEqual(6);
  expect(name!.width).toBeGreaterThan(short!.width * 1.5);
  // Bolder is wider in Sora.
  const regular = await outlineText('Rawnaq', SORA, 400, OUTLINE_SIZE);
  expect(regular!.width).toBeLessThan(name!.width);
});

test('a name the font cannot draw falls back to text rather than boxes', async () => {
  expect(await outlineText('رونق', SORA, 700, OUTLINE_SIZE)).toBeUndefined();
  const svg = agencyLogo(148, 40, 'رونق', 'light', undefined);
  expect(svg).toContain('<text');
  expect(svg).toContain('رونق');
});

test('the outlined name fits the logo box whatever its length', async () => {
  for (const name of ['Rawnaq', 'Rawnaq Creative Studio of Amman']) {
    const outline = (await outlineText(name, SORA, 700, OUTLINE_SIZE))!;
    const svg = agencyLogo(148, 40, name, 'light', outline);
    const [, x, scale] = /translate\(([\d.]+) [\d.]+\) scale\(([\d.]+)\)/.exec(svg)!;
    expect(Number(x) + outline.width * Number(scale)).toBeLessThanOrEqual(148);
  }
});
