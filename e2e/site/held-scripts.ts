import type { Page } from '@playwright/test';

/*
 * A slow network, for the tests of what happens before the framework has started: the page's requests
 * that match are held until a gate opens. Each is fetched at once by the test, from the same server, and
 * handed to the page when the gate opens. (Held inside the browser and continued later, 3 of the 10 chunks
 * of /shop/checkout/ once failed with net::ERR_FAILED in a clean-clone run, and the page never started: a
 * failure of the harness, not of the site.)
 */

/** Holds the page's requests for `glob` until the promise `gate()` returns (asked when each one arrives) settles. */
export function holdRequests(page: Page, glob: string, gate: () => Promise<unknown>) {
  return page.route(glob, async (route) => {
    try {
      const response = await route.fetch();
      await gate();
      await route.fulfill({ response });
    } catch (error) {
      // The test ended (its page closed) while the request was held: nobody waits for it.
      if (!page.isClosed()) throw error;
    }
  });
}

/** Holds the framework's chunks until the function it returns is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await holdRequests(page, '**/_next/static/chunks/*.js', () => held);
  return letThrough;
}
