import { expect, type Page } from './fixtures';
import { holdScripts } from './held-scripts';

/*
 * Nothing typed, ticked or chosen before start-up is lost (issue 16). Each test opens a page with the
 * framework's scripts held back, as on a slow phone, and acts at once on the server-rendered HTML:
 * React has not started yet. Then the scripts are let through, and once the page is interactive every
 * control still shows what the visitor did, and the page has acted on it (the search filters, the
 * quantity counts, 'Select all' ticks its rows, a held press sends what was typed). The loader of
 * pipeline/hydration/paint-first.ts replays those edits; every control of the site is tested in the
 * early-input-*.spec.ts files, by family: searches and filters, the cart and the wishlist, forms, and
 * the Arabic pages.
 */

const interactive = (page: Page) => page.locator('html[data-interactive]');

/**
 * Opens `path` with the framework's chunks held until the returned `startUp()`: everything the test
 * does before that happens before React has started (the first focus or key asks the loader for the
 * scripts at once; they stay held). `startUp()` checks that, lets the scripts through, and waits until
 * the page is interactive.
 */
export async function openEarly(page: Page, path: string) {
  const letThrough = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    expect(await interactive(page).count(), 'the visitor acted before start-up').toBe(0);
    letThrough();
    await expect(interactive(page)).toBeAttached();
  };
}

/** The JSON body each post to `endpoint` carried, answered with success. */
export async function capture(page: Page, endpoint: string) {
  const bodies: unknown[] = [];
  await page.route(endpoint, (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, json: { ok: true } });
  });
  return bodies;
}
