import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  expectedRoutes,
  exportedRoutes,
  fileOf,
  isArabic,
  isLight,
  outDir,
  toArabic,
  toDark,
  toEnglish,
  toLight,
} from './routes';

/*
 * Dark lives at the root paths, light under /light/, and each tree mirrors the other (spec section 2);
 * Arabic mirrors both under /ar/ and /ar/light/.
 */

const show = (file: string) => `out/${relative(outDir, file)}`;

test.describe('route trees', () => {
  test('the export exists (run npm run build first)', () => {
    expect(existsSync(outDir), `${outDir} is missing`).toBe(true);
    expect(exportedRoutes().length).toBeGreaterThan(0);
  });

  test('every route the spec and the content call for is exported in both themes and both languages', () => {
    const missing: string[] = [];
    for (const route of expectedRoutes()) {
      const twins = [route, toLight(route), toArabic(route), toArabic(toLight(route))];
      for (const file of twins.map((twin) => fileOf(twin))) {
        if (!existsSync(file)) missing.push(show(file));
      }
    }
    expect(missing, 'missing pages').toEqual([]);
  });

  test('every exported dark page has a light twin, and every light page a dark one', () => {
    const routes = new Set(exportedRoutes());
    const withoutTwin = [...routes]
      .filter((route) => !routes.has(isLight(route) ? toDark(route) : toLight(route)))
      .map(
        (route) =>
          `${route} has no ${isLight(route) ? 'dark' : 'light'} twin at ${isLight(route) ? toDark(route) : toLight(route)}`,
      );
    expect(withoutTwin).toEqual([]);
  });

  test('every English page has an Arabic twin, and every Arabic page an English one', () => {
    const routes = new Set(exportedRoutes());
    const other = (route: string) => (isArabic(route) ? toEnglish(route) : toArabic(route));
    const withoutTwin = [...routes]
      .filter((route) => !routes.has(other(route)))
      .map((route) => `${route} has no twin at ${other(route)}`);
    expect(withoutTwin).toEqual([]);
  });

  test('the 404 page is exported', () => {
    expect(existsSync(`${outDir}/404.html`), 'out/404.html').toBe(true);
  });
});
