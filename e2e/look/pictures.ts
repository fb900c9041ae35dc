import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { isDynamic, matches, templates } from '../site/templates';

/*
 * How a page is pictured for its approval (./look.spec.ts): what moves stopped or hidden, every picture
 * in, and where its approved pictures are kept.
 */

export const APPROVED_DIR = join(process.cwd(), 'e2e', 'look', 'approved');

/** A page type's name for its files: its route, each item's slug named by its template (`blog-[slug]`). */
export function lookName(route: string): string {
  const darkEnglish = route.replace(/^\/ar(?=\/)/, '').replace(/^\/light(?=\/)/, '');
  const parts = darkEnglish.split('/').filter(Boolean);
  const template = templates()
    .filter((t) => matches(t, darkEnglish))
    .sort((a, b) => a.split('[').length - b.split('[').length)[0];
  const pattern = template?.split('/').filter(Boolean) ?? [];
  const named = parts.map((part, i) =>
    pattern[i] && isDynamic(pattern[i]) ? pattern[i].replace(/[[\].]/g, '') : part,
  );
  return named.join('-') || 'root';
}

/** The tree of a route, for its folder: `dark-en`, `light-ar`. */
export const treeOf = (route: string) =>
  `${/^\/(ar\/)?light\//.test(route) ? 'light' : 'dark'}-${route.startsWith('/ar/') ? 'ar' : 'en'}`;

/** The approved picture's file of `route` at `width`. */
export const approvedFile = (route: string, width: number) =>
  join(APPROVED_DIR, treeOf(route), `${lookName(route)}-${width}.webp`);

/**
 * Opens `route` with its fonts already in the browser's cache: the site's fonts are `font-display:
 * optional`, so a font that is not there within about 100 ms is left out for that page's life, and a
 * fresh browser would picture the fallback one run and the font the next. The page is loaded, every
 * font face it declares fetched, and the page loaded again.
 */
export async function openWithFonts(page: Page, route: string) {
  const response = await page.goto(route);
  await page.evaluate(() =>
    Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))),
  );
  await page.reload();
  return response;
}

/** Loads every picture of the page (the lazy ones too) and waits until they are in, and the fonts. */
export async function allPictures(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? undefined
          : new Promise((done) => {
              img.addEventListener('load', done);
              img.addEventListener('error', done);
            }),
      ),
    );
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/**
 * The whole page (PNG): CSS animations stopped at their start and the caret hidden; what a visitor starts
 * (a video, the ripple's canvas, an embedded map or video) is hidden, so the still picture or poster
 * behind it shows, as it does without them (a mask would cover the text drawn over them too).
 */
export async function shoot(page: Page): Promise<Buffer> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('video, canvas, iframe'))
      el.style.setProperty('visibility', 'hidden', 'important');
  });
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
}
