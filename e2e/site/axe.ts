import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.2 A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every axe violation on the page as one readable line each ("rule (impact): help at selector"). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${node.target.join(' ')}`,
    ),
  );
}
