import { expect, test, type Page } from './fixtures';
import {
  getAwards,
  getBrands,
  getCaseStudies,
  getFaqs,
  getJobs,
  getPage,
  getPageMeta,
  getPageNames,
  getPosts,
  getProjects,
  getTestimonials,
} from '../../content';
import type { Locale } from '../../content/locale';
import type { PageSection } from '../../content/sections';
import { words } from '../../components/i18n/words';
import { sectionOf } from './content-sections';
import { resolves } from './routes';
import { featured, inOrder } from '../oracles';

/*
 * What a visitor meets where a collection may be empty (content/minimums.ts): its section left out (no
 * heading over nothing), or a page that says so and leads on. Each test reads the content: on the demo
 * it checks the items are there, on a site with none it checks the section is gone or says so.
 */

const TREES: [Locale, string][] = [
  ['en', ''],
  ['ar', '/ar'],
];
const main = (page: Page) => page.getByRole('main');

/** The collections a section type shows whole, and whether it has items (in the page's language). */
const SHOWN: Partial<Record<PageSection['type'], (locale: Locale) => number>> = {
  awards: (locale) => getAwards(locale).length,
  testimonials: (locale) => getTestimonials(locale).length,
  logos: (locale) => getBrands(locale).length,
  'case-studies': (locale) => getCaseStudies(locale).length,
  faq: (locale) => getFaqs(locale).length,
};

for (const [locale, prefix] of TREES) {
  test.describe(`${locale}: collections that may be empty`, () => {
    test('a section of an empty collection is left out, its heading with it', async ({ page }) => {
      for (const name of getPageNames()) {
        const route = name === 'home-creative' ? '/' : `/${name}/`;
        if (!resolves(route)) continue;
        const sections = (getPage(name, locale).sections ?? []).filter(
          (s) => SHOWN[s.type] && s.title,
        );
        if (sections.length === 0) continue;
        await page.goto(`${prefix}${route}`);
        for (const section of sections) {
          const heading = main(page).getByRole('heading', { name: section.title, exact: true });
          await expect(heading, `${route} ${section.type}`).toHaveCount(
            SHOWN[section.type]!(locale) > 0 ? 1 : 0,
          );
        }
      }
    });

    test('the team page lists the open positions, or says there is none and leads to the contact page', async ({
      page,
    }) => {
      await page.goto(`${prefix}/team/`);
      const t = words(locale);
      const jobs = getJobs(locale);
      const none = main(page).getByText(t.jobsNone);
      const send = main(page).getByRole('link', { name: t.jobsNoneLink, exact: true });
      if (jobs.length === 0) {
        await expect(none).toBeVisible();
        await expect(send).toHaveAttribute('href', `${prefix}/contact/`);
      } else {
        await expect(none).toHaveCount(0);
        for (const job of jobs)
          await expect(main(page).getByRole('heading', { name: job.title })).toBeVisible();
      }
    });

    test('the case-study page shows the featured study, or says there is none yet and leads to the portfolio', async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/case-study-details/`);
      expect(response?.status()).toBe(200);
      const t = words(locale);
      const h1 = page.getByRole('heading', { level: 1 });
      if (getCaseStudies(locale).length === 0) {
        await expect(h1).toHaveText(getPageMeta('case-study-details', locale).heading);
        await expect(main(page).getByText(t.caseStudiesNone)).toBeVisible();
        await expect(
          main(page).getByRole('link', { name: t.caseStudiesNoneLink, exact: true }),
        ).toHaveAttribute('href', `${prefix}/portfolio/`);
      } else {
        const study = featured('case-study-details', inOrder('case-studies', locale));
        await expect(h1).toHaveText(study!.title);
      }
    });

    test('a project links to the previous and next ones only where there are others', async ({
      page,
    }) => {
      const [project] = getProjects(locale);
      await page.goto(`${prefix}/portfolio/${project!.slug}/`);
      const { label } = sectionOf('portfolio-details', 'project-detail', { locale }).neighbours;
      await expect(main(page).getByRole('navigation', { name: label })).toHaveCount(
        getProjects(locale).length > 1 ? 1 : 0,
      );
    });

    test('a post shows posts to read next only where there are others', async ({ page }) => {
      const [post] = getPosts(locale);
      await page.goto(`${prefix}/blog/${post!.slug}/`);
      const { title } = sectionOf('blog-details', 'related-posts', { locale });
      await expect(main(page).getByRole('heading', { name: title, exact: true })).toHaveCount(
        getPosts(locale).length > 1 ? 1 : 0,
      );
    });
  });
}
