import type { ConsoleMessage, Frame, Page, Request, Response } from '@playwright/test';

/*
 * What went wrong while one page of the sweep was open, heard from the browser: console errors and
 * warnings, uncaught exceptions, failed requests and error responses.
 */

/**
 * A browser's console message about its Content-Security-Policy: Chromium and WebKit write "… violates
 * the following Content Security Policy directive …", Firefox "Content-Security-Policy: The page's
 * settings blocked …".
 */
export const POLICY_MESSAGE = /Content[- ]Security[- ]Policy/i;

const FONT_PRELOAD_NOTE =
  /^The resource \S+\.woff2 was preloaded using link preload but not used within a few seconds/;

/**
 * Collects console errors, uncaught exceptions, failed requests and error responses while the page is
 * open; call the returned function at the end: it stops listening and returns the list. Two kinds of `net::ERR_ABORTED` are not
 * failures: a request cancelled after a good response came in (Next's router checks a link with a HEAD
 * request and drops it once the headers arrive; media elements do the same), and a request of a document
 * that a navigation replaced (the legacy pages' meta refresh).
 */
export function watch(page: Page): () => string[] {
  const problems: string[] = [];
  const answered = new Set<Request>();
  const documentOf = new Map<Request, number>();
  const aborted: { request: Request; text: string }[] = [];
  let documents = 0;

  const listeners = {
    framenavigated: (frame: Frame) => {
      if (frame === page.mainFrame()) documents++;
    },
    request: (request: Request) => documentOf.set(request, documents),
    console: (message: ConsoleMessage) => {
      // Warnings too: DESIGN.md asks production pages to log no hydration or script warning.
      // Except Chromium's note that a preloaded font went unused: with the tab kept from page to page
      // on two busy cores it came now and then on a worker's first Arabic pages at the desktop width,
      // for the Arabic face those pages do use (font-display: optional: a face that misses its first
      // 100 ms is left out for that page and the fallback stands in, without a shift). Which fonts each
      // language preloads is tested in e2e/unit/fonts.spec.ts.
      if (FONT_PRELOAD_NOTE.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') {
        const where = message.location();
        problems.push(
          `console ${message.type()}: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`,
        );
      }
    },
    pageerror: (error: Error) => problems.push(`uncaught exception: ${error.message}`),
    response: (response: Response) => {
      answered.add(response.request());
      if (response.status() >= 400)
        problems.push(
          `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`,
        );
    },
    requestfailed: (request: Request) => {
      // Only this page's requests: the tab is shared from page to page.
      if (!documentOf.has(request)) return;
      const errorText = request.failure()?.errorText ?? 'unknown';
      const text = `request failed: ${request.method()} ${request.url()}: ${errorText}`;
      if (errorText === 'net::ERR_ABORTED') aborted.push({ request, text });
      else problems.push(text);
    },
  };
  page.on('framenavigated', listeners.framenavigated);
  page.on('request', listeners.request);
  page.on('console', listeners.console);
  page.on('pageerror', listeners.pageerror);
  page.on('response', listeners.response);
  page.on('requestfailed', listeners.requestfailed);

  return () => {
    page.off('framenavigated', listeners.framenavigated);
    page.off('request', listeners.request);
    page.off('console', listeners.console);
    page.off('pageerror', listeners.pageerror);
    page.off('response', listeners.response);
    page.off('requestfailed', listeners.requestfailed);
    return [
      ...problems,
      ...aborted
        .filter(
          ({ request }) =>
            !answered.has(request) && (documentOf.get(request) ?? documents) >= documents,
        )
        .map(({ text }) => text),
    ];
  };
}
