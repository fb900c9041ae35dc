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

/**
 * The rules of AXE_TAGS whose outcome the content of a page can change, where the template is the same:
 * text alternatives and accessible names (alt text, link, button, field, tab and summary labels, frame
 * titles), the document's title and languages, ids made from slugs, lists, definition lists and tables,
 * links inside running text, headings made of bold paragraphs, a meta refresh (the legacy pages), and a
 * region that scrolls with long content. Every other rule of AXE_TAGS (colour contrast, target size,
 * ARIA roles and attributes, bypass blocks, nested controls, orientation, …) reads what the template
 * and the theme decide, and runs on each template's sample page in each tree (the page sweep).
 */
export const CONTENT_RULES = [
  'area-alt',
  'aria-command-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-tab-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'definition-list',
  'dlitem',
  'document-title',
  'duplicate-id-aria',
  'frame-title',
  'frame-title-unique',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-in-text-block',
  'link-name',
  'list',
  'listitem',
  'meta-refresh',
  'object-alt',
  'role-img-alt',
  'scrollable-region-focusable',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'td-headers-attr',
  'th-has-data-cells',
  'valid-lang',
  'video-caption',
];

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
export async function axeViolations(
  page: Page,
  rules: 'all' | 'content' = 'all',
): Promise<string[]> {
  // A string evaluated by the test, not eval() in the page, which the CSP refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([options, only]) => {
      const { axe } = window as unknown as {
        axe: {
          run: (context: Document, options: RunOptions) => Promise<AxeResults>;
          getRules: (tags: string[]) => { ruleId: string }[];
        };
      };
      // The same run as 'all' (the tags, so axe's experimental rules stay out as they do there) with
      // every rule outside `only` turned off.
      const off = only
        ? axe
            .getRules(options.runOnly.values)
            .filter(({ ruleId }) => !only.includes(ruleId))
            .map(({ ruleId }) => [ruleId, { enabled: false }] as const)
        : [];
      const { violations } = await axe.run(document, {
        ...options,
        rules: Object.fromEntries(off),
      });
      return violations.flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${node.target.join(' ')}`,
        ),
      );
    },
    [OPTIONS, rules === 'content' ? CONTENT_RULES : undefined] as const,
  );
}
