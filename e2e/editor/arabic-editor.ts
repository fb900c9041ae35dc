import { expect as baseExpect, type Page } from '@playwright/test';

/*
 * The web editor opened as an Arabic-speaking editor does (e2e/site/cms-arabic.spec.ts): the editor
 * in English at first (the browser's language), its switch turned to العربية, then signed in and moved
 * about by the Arabic names of its buttons and links. Over the proxy of e2e/editor/harness.ts.
 */

const expect = baseExpect.configure({ timeout: 45_000 });

/** Opens /admin/ in English, chooses Arabic with the switch on the sign-in page, and signs in. */
export async function chooseArabicAndSignIn(page: Page) {
  await page.goto('/admin/');
  const english = page.getByRole('group', { name: 'Interface language' });
  await english.getByRole('button', { name: 'العربية' }).click();
  // The editor reloads in Arabic, right to left.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'المجموعات' })).toBeVisible();
}

/**
 * Opens a collection and one of its entries by the address, as e2e/editor/harness.ts does (a fresh load:
 * the editor remembers the sign-in and the language), and waits for its two columns.
 */
export async function openArabicEntry(page: Page, collection: string, entry: string) {
  for (let attempt = 1; ; attempt++) {
    await page.goto('about:blank');
    await page.goto(`/admin/#/collections/${collection}`);
    await expect(page.getByRole('heading', { name: 'المجموعات' })).toBeVisible();
    await page.locator(`a[href$="/collections/${collection}/entries/${entry}"]`).click();
    try {
      await expect(page.getByText('الكتابة بلغة EN')).toBeVisible({ timeout: 30_000 });
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}
