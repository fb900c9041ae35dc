import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The rules every page is held to: WCAG 2.2 A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's browser build, read once per worker, and told not to keep the markup of every node it
 * looks at (9 % of a check's time): a violation is reported by its selector.
 */
const AXE_SOURCE = `${readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)};\naxe.configure({ noHtml: true });`;

const OPTIONS = {
  runOnly: { type: 'tag' as const, values: AXE_TAGS },
  // Violations only: the passes and the rules that did not apply are not collected.
  resultTypes: ['violations'],
  // The pages' iframes are third-party embeds (video, map), created only on a click: not ours to
  // check, and axe would wait for each to answer.
  iframes: false,
} satisfies RunOptions;

/**
 * Every axe violation on the page as one readable line each ("rule (impact): help at selector").
 * axe-core runs in the page itself, put there by the test (the page's Content-Security-Policy does not
 * apply to it): @axe-core/playwright's default run opens a new blank page per check to merge its
 * results, which made each check take seconds on a 2-core machine (26 s on the coming-soon page).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A string evaluated by the test, not eval() in the page, which the CSP refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, options);
    return violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${node.target.join(' ')}`,
      ),
    );
  }, OPTIONS);
}
