import { expect, test, type Page } from './fixtures';
import { getServices, serviceForRoute } from '../../content';
import { sectionOf } from './content-sections';

/*
 * The service pages of the general layout as a visitor meets them (spec section 2, "Service page"): the
 * services with their pricing, the featured service and every other service's own page. Figures and
 * words come from content/; the spec's own figures are asserted where the spec fixes them.
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
        'Empowering Your Business with Comprehensive Services',
      );
      const listed = sectionOf('service', 'services').items.map((item) =>
        serviceForRoute(item.service)!,
      );
      const list = main(page).getByRole('list').filter({ hasText: listed[0]!.title }).first();
      const links = list.getByRole('link');
      await expect(links).toHaveCount(listed.length);
      for (const [i, service] of listed.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', `${prefix}/service/${service.slug}/`);
        await expect(links.nth(i)).toContainText(String(i + 1).padStart(2, '0'));
      }
      const items = list.locator(':scope > li');
      // Hovering: retried, since a hover before hydration is lost.
      await expect(async () => {
        await links.nth(2).hover();
        await expect(items.nth(2)).toHaveAttribute('data-active', 'true', { timeout: 500 });
      }).toPass();
      await links.nth(1).focus();
      await expect(items.nth(1)).toHaveAttribute('data-active', 'true');
      await expect(items.nth(2)).not.toHaveAttribute('data-active', 'true');

      await expect(
        main(page).getByRole('heading', { name: sectionOf('service', 'pricing').title }),
      ).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Send Message' })).toHaveAttribute(
        'href',
        `${prefix}/contact/`,
      );
    });

    test("service details: the featured service's four points, its checklist, pricing and contact", async ({
      page,
    }) => {
      await page.goto(`${prefix}/service/service-details/`);
      const service = serviceForRoute('service-details')!;
      expect(service.points.map((p) => p.title)).toEqual([
        'Keywords',
        'SEO Writing',
        'Visual Assets',
        'Image Optimization',
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      const points = main(page).getByRole('list').filter({ hasText: 'SEO Writing' });
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
      const other = getServices().find((s) => s.slug !== serviceForRoute('service-details')!.slug)!;
      await page.goto(`${prefix}/service/${other.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
      for (const point of other.points)
        await expect(
          main(page).getByRole('heading', { name: point.title, exact: true }),
        ).toBeVisible();
      await expect(
        main(page).getByRole('heading', { name: 'SEO Writing', exact: true }),
      ).toHaveCount(0);
    });
  });
}
