import { expect, test, type Page } from './fixtures';
import { getPage, getService, getServices } from '../../content';
import { sectionOf } from './content-sections';
import { featured, inOrder } from '../oracles';

/*
 * The service pages of the general layout as a visitor meets them (spec section 2, "Service page"): the
 * services with their pricing, the featured service and every other service's own page. Figures and
 * words come from content/; the spec's own figures are the demo's, checked by `npm run check:demo`.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const main = (page: Page) => page.getByRole('main');

for (const prefix of ['', '/light']) {
  const tree = prefix ? 'light' : 'dark';

  test.describe(`${tree} tree`, () => {
    test('services: numbered services that link to their pages, one active at a time, pricing and Send Message', async ({
      page,
    }) => {
      await page.goto(`${prefix}/service/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        getPage('service').meta.heading,
      );
      const listed = sectionOf('service', 'services').items.map((item) =>
        getService(item.service)!,
      );
      const list = main(page).getByRole('list').filter({ hasText: listed[0]!.title }).first();
      const links = list.getByRole('link');
      await expect(links).toHaveCount(listed.length);
      for (const [i, service] of listed.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', `${prefix}/service/${service.slug}/`);
        await expect(links.nth(i)).toContainText(String(i + 1).padStart(2, '0'));
      }
      const items = list.locator(':scope > li');
      // Hovering the last: retried, since a hover before hydration is lost.
      const last = listed.length - 1;
      await expect(async () => {
        await links.nth(last).hover();
        await expect(items.nth(last)).toHaveAttribute('data-active', 'true', { timeout: 500 });
      }).toPass();
      // Focusing the one before it moves the active one there (one service stays active alone).
      if (last > 0) {
        await links.nth(last - 1).focus();
        await expect(items.nth(last - 1)).toHaveAttribute('data-active', 'true');
        await expect(items.nth(last)).not.toHaveAttribute('data-active', 'true');
      }

      await expect(
        main(page).getByRole('heading', { name: sectionOf('service', 'pricing').title }),
      ).toBeVisible();
      await expect(
        main(page).getByRole('link', { name: sectionOf('service', 'cta').cta.label }),
      ).toHaveAttribute('href', `${prefix}/contact/`);
    });

    test("service details: the featured service's points, its checklist, pricing and contact", async ({
      page,
    }) => {
      await page.goto(`${prefix}/service/service-details/`);
      const service = featured('service-details', inOrder('services'))!;
      // Which points they are is the demo's (checked by `npm run check:demo`); the page shows them all.
      expect(service.points.length).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      const points = main(page).getByRole('list').filter({ hasText: service.points[0]!.title });
      for (const [i, point] of service.points.entries()) {
        const item = points.getByRole('listitem').nth(i);
        await expect(item).toContainText(String(i + 1).padStart(2, '0'));
        await expect(item.getByRole('heading', { name: point.title })).toBeVisible();
      }
      for (const feature of service.features)
        await expect(main(page).getByText(feature)).toBeVisible();
      const detail = sectionOf('service-details', 'service-detail');
      await expect(
        main(page).getByRole('link', { name: detail.portfolioCta.label }),
      ).toHaveAttribute('href', `${prefix}/portfolio/`);
      await expect(
        main(page).getByRole('heading', { name: sectionOf('service-details', 'pricing').title }),
      ).toBeVisible();
      const cta = sectionOf('service-details', 'cta');
      await expect(main(page).getByRole('link', { name: cta.cta.label })).toHaveAttribute(
        'href',
        `${prefix}/contact/`,
      );
    });

    test('each service page shows its own points', async ({ page }) => {
      const featuredService = featured('service-details', inOrder('services'))!;
      const other = getServices().find((s) => s.slug !== featuredService.slug);
      test.skip(!other, 'content/services/ holds one service: there is no other service page');
      await page.goto(`${prefix}/service/${other!.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other!.title);
      for (const point of other!.points)
        await expect(
          main(page).getByRole('heading', { name: point.title, exact: true }),
        ).toBeVisible();
      // Not the featured service's points (those it does not share).
      const own = new Set(other!.points.map((p) => p.title));
      for (const point of featuredService.points.filter((p) => !own.has(p.title)))
        await expect(
          main(page).getByRole('heading', { name: point.title, exact: true }),
        ).toHaveCount(0);
    });
  });
}
