import { expect, test, type Locator, type Page } from './fixtures';
import { getCaseStudies, getFaqs, getPricing, getStats } from '../../content';
import { hydrated, sectionOf } from './island-helpers';

/*
 * The home pages' islands (spec section 4), driven as a visitor would: the FAQ accordion, the pricing
 * period switch and the case-study list, and the page without script. The video pop-up
 * (video-popup.spec.ts) and the islands that move by themselves (motion.spec.ts) have files of their own.
 * Content comes from content/, so an edit there does not break these tests.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const faqs = getFaqs();

test.describe('FAQ accordion', () => {
  for (const path of ['/', '/light/marketing-agency/']) {
    test(`opens one answer at a time and closes the open one on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (faqs.length === 0) {
        // No questions yet: the section is left out, not a heading over an empty accordion.
        const faq = sectionOf(path === '/' ? 'home-creative' : 'marketing-agency', 'faq');
        await expect(page.getByRole('heading', { name: faq.title, exact: true })).toHaveCount(0);
        return;
      }
      const buttons = faqs.map((faq) =>
        page.getByRole('button', { name: faq.question, exact: true }),
      );
      const panels = faqs.map((faq) =>
        page.getByRole('region', { name: faq.question, exact: true }),
      );
      const first = buttons[0]!;
      await hydrated(first.locator('xpath=ancestor::div[@data-hydrated][1]'));

      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(panels[0]!).toBeVisible();
      await expect(panels[0]!).toContainText(faqs[0]!.answer);
      await expect(first).toHaveAttribute('aria-controls', (await panels[0]!.getAttribute('id'))!);
      for (const button of buttons.slice(1))
        await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Another question opens and closes the open one (with one question, it closes itself).
      const [other, otherPanel] = faqs.length > 1 ? [buttons[1]!, panels[1]!] : [first, panels[0]!];
      if (other !== first) {
        await other.click();
        await expect(other).toHaveAttribute('aria-expanded', 'true');
        await expect(otherPanel).toBeVisible();
        await expect(first).toHaveAttribute('aria-expanded', 'false');
        await expect(panels[0]!).toBeHidden();
      }
      await other.click();
      await expect(other).toHaveAttribute('aria-expanded', 'false');
      for (const panel of panels) await expect(panel).toBeHidden();

      // The keyboard works the same: Enter and Space on the focused question.
      const last = buttons.at(-1)!;
      await last.focus();
      await page.keyboard.press('Enter');
      await expect(last).toHaveAttribute('aria-expanded', 'true');
      await expect(panels.at(-1)!).toBeVisible();
      await page.keyboard.press('Space');
      await expect(last).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test.describe('pricing period switch', () => {
  const { plans } = getPricing();
  const card = (page: Page, title: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const expectPrices = async (page: Page, period: 'monthly' | 'yearly') => {
    const other = period === 'monthly' ? 'yearly' : 'monthly';
    for (const plan of plans) {
      const shown = card(page, plan.title);
      // innerText leaves out the price of the period not shown.
      await expect(shown).toContainText(`${plan.currency}${plan.prices[period]}`, {
        useInnerText: true,
      });
      await expect(shown).toContainText(period === 'monthly' ? '/month' : '/year', {
        useInnerText: true,
      });
      if (plan.prices[other] !== plan.prices[period])
        await expect(shown).not.toContainText(`${plan.currency}${plan.prices[other]}`, {
          useInnerText: true,
        });
    }
  };

  for (const path of ['/digital-agency/', '/light/tech-startup/']) {
    test(`monthly at first, yearly by click or arrow key, and back on ${path}`, async ({
      page,
    }) => {
      await page.goto(path);
      const monthly = page.getByRole('radio', { name: 'Monthly' });
      const yearly = page.getByRole('radio', { name: 'Yearly' });
      await expect(page.getByRole('group', { name: 'Billing period' })).toBeVisible();
      await expect(monthly).toBeChecked();
      await expectPrices(page, 'monthly');

      await page.getByText('Yearly', { exact: true }).click();
      await expect(yearly).toBeChecked();
      await expectPrices(page, 'yearly');

      await page.getByText('Monthly', { exact: true }).click();
      await expect(monthly).toBeChecked();
      await expectPrices(page, 'monthly');

      await monthly.focus();
      await page.keyboard.press('ArrowRight');
      await expect(yearly).toBeChecked();
      await expect(yearly).toBeFocused();
      await expectPrices(page, 'yearly');
      await page.keyboard.press('ArrowLeft');
      await expect(monthly).toBeChecked();
      await expectPrices(page, 'monthly');
    });
  }

  test('each plan shows its title, subtitle, features and link; the popular ones are marked Popular', async ({
    page,
  }) => {
    await page.goto('/light/digital-agency/');
    for (const plan of plans) {
      const shown = card(page, plan.title);
      await expect(shown).toContainText(plan.subtitle);
      for (const feature of plan.features)
        await expect(shown.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
      await expect(shown.getByRole('link', { name: plan.cta.label })).toHaveAttribute(
        'href',
        `/light${plan.cta.href}/`,
      );
      if (plan.popular) await expect(shown.getByText('Popular', { exact: true })).toBeVisible();
      else await expect(shown.getByText('Popular', { exact: true })).toHaveCount(0);
    }
  });
});

test.describe('case-study list', () => {
  const studies = getCaseStudies();
  const row = (link: Locator) => link.locator('xpath=ancestor::li[1]');

  test('links each study by its title and activates the hovered or focused one', async ({
    page,
  }) => {
    await page.goto('/light/marketing-agency/');
    if (studies.length === 0) {
      // No case study yet: the section is left out, not a heading over an empty list.
      const section = sectionOf('marketing-agency', 'case-studies');
      await expect(page.getByRole('heading', { name: section.title, exact: true })).toHaveCount(0);
      return;
    }
    const links = studies.map((study) =>
      page.getByRole('link', { name: study.title, exact: true }),
    );
    for (const [i, link] of links.entries())
      await expect(link).toHaveAttribute('href', `/light/case-study-details/${studies[i]!.slug}/`);
    const [first, last] = [links[0]!, links.at(-1)!];
    await expect(row(first)).toHaveAttribute('data-active', 'true');
    await expect(row(first).getByRole('img')).toHaveCSS('opacity', '1');
    if (last !== first) await expect(row(last).getByRole('img')).toHaveCSS('opacity', '0');

    // Hovering: retried, since a hover before hydration is lost.
    await expect(async () => {
      await row(last).hover();
      await expect(row(last)).toHaveAttribute('data-active', 'true', { timeout: 500 });
    }).toPass();
    await expect(row(last).getByRole('img')).toHaveCSS('opacity', '1');
    if (last === first) return; // one study: it stays the active one
    await expect(row(first)).toHaveAttribute('data-active', 'false');
    await expect(row(first).getByRole('img')).toHaveCSS('opacity', '0');

    // Focus: the study before the hovered one becomes the active one.
    const focused = links.at(-2)!;
    await focused.focus();
    await expect(row(focused)).toHaveAttribute('data-active', 'true');
    await expect(row(last)).toHaveAttribute('data-active', 'false');
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the static HTML has the open first answer, the first subtitle and the final figures', async ({
    page,
  }) => {
    await page.goto('/');
    if (faqs.length === 0) {
      // No questions yet: no accordion, and no heading over one.
      const faq = sectionOf('home-creative', 'faq');
      await expect(page.getByRole('heading', { name: faq.title, exact: true })).toHaveCount(0);
    } else {
      await expect(page.getByRole('button', { name: faqs[0]!.question })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByRole('region', { name: faqs[0]!.question })).toBeVisible();
      // Every other answer is closed.
      for (const faq of faqs.slice(1))
        await expect(page.getByRole('region', { name: faq.question })).toBeHidden();
    }

    const hero = sectionOf('home-creative', 'hero-video');
    await expect(page.getByText(hero.subtitles[0]!, { exact: true })).toBeVisible();
    await expect(page.getByText(hero.subtitles[1]!, { exact: true })).toBeHidden();
    for (const claim of hero.claims)
      await expect(page.locator('dl > div').filter({ hasText: claim.title }).first()).toContainText(
        `${claim.value}${claim.suffix}`,
      );
    for (const stat of getStats())
      await expect(
        page
          .locator('[data-count-up]')
          .filter({ hasText: `${stat.value}${stat.suffix}` })
          .first(),
      ).toBeVisible();
  });

  test('the pricing switch works on its own and the first case study is active', async ({
    page,
  }) => {
    await page.goto('/marketing-agency/');
    const studies = getCaseStudies();
    await expect(page.locator('li[data-active="true"]')).toHaveCount(studies.length ? 1 : 0);
    if (studies.length)
      await expect(page.locator('li[data-active="true"]')).toContainText(studies[0]!.title);

    await page.goto('/tech-startup/');
    const plan = getPricing().plans.find((p) => p.popular) ?? getPricing().plans[0]!;
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: plan.title, exact: true }) });
    const price = (period: 'monthly' | 'yearly') => `${plan.currency}${plan.prices[period]}`;
    await expect(card).toContainText(price('monthly'), { useInnerText: true });
    await page.getByText('Yearly', { exact: true }).click();
    await expect(card).toContainText(price('yearly'), { useInnerText: true });
    // The video pop-up creates its player only when opened.
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
