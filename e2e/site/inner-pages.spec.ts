import { expect, test, type Page } from './fixtures';
import { getCaseStudies, getJobs, getPage, getProjects, getStats, getTeam } from '../../content';
import { sectionOf } from './content-sections';
import { featured, inOrder, neighbours, projectsPerPage } from '../oracles';

/*
 * The inner pages of the general layout as a visitor meets them (spec section 2, "Service page" to
 * "Team and contact"): about, the portfolio, a project, a case study, the team and a member; the
 * services and a service are in service-pages.spec.ts. Figures and words come from content/, so
 * editing content does not break these tests; the spec's own figures are the demo's, checked by
 * `npm run check:demo`.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const main = (page: Page) => page.getByRole('main');

/** Name and value of every progressbar in `scope`, in order. */
async function progressbars(page: Page, scope = main(page)) {
  const bars = scope.getByRole('progressbar');
  const found: [string, number][] = [];
  for (const bar of await bars.all()) {
    found.push([
      (await bar.getAttribute('aria-label')) ?? '',
      Number(await bar.getAttribute('aria-valuenow')),
    ]);
  }
  return found;
}

for (const prefix of ['', '/light']) {
  const tree = prefix ? 'light' : 'dark';

  test.describe(`${tree} tree`, () => {
    test('about: company info, the counters, the skill bars, how we work, team and brands', async ({
      page,
    }) => {
      await page.goto(`${prefix}/about/`);
      const about = sectionOf('about', 'about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        getPage('about').meta.heading,
      );
      await expect(main(page).getByRole('link', { name: about.cta.label })).toHaveAttribute(
        'href',
        `${prefix}/service/`,
      );
      for (const stat of getStats()) await expect(main(page).getByText(stat.title)).toBeVisible();

      expect(await progressbars(page)).toEqual(
        sectionOf('about', 'progress').items.map((bar) => [bar.title, bar.percentage]),
      );
      const steps = sectionOf('about', 'features');
      for (const step of steps.items)
        await expect(
          main(page).getByRole('heading', { name: step.title, exact: true }),
        ).toBeVisible();

      // The team's cards (a carousel, or its one slide laid out in place).
      await expect(main(page).locator('[data-carousel]')).toHaveCount(1);
      // The brands' logos in this tree's look; no logo row while content/brands/ is empty.
      const brands = inOrder('brands').slice(0, sectionOf('about', 'logos').limit);
      for (const brand of brands)
        await expect(
          main(page).getByRole('link', { name: brand.name, exact: true }),
        ).toBeAttached();
      const logos = main(page).locator(`img[src*="-${tree}."]`);
      if (brands.length > 0) await expect(logos.first()).toBeAttached();
      else await expect(logos).toHaveCount(0);
    });

    test("portfolio: the first page's project cards to their pages, two columns, one up to 991 px, and a call to action", async ({
      page,
    }) => {
      await page.goto(`${prefix}/portfolio/`);
      // The first page holds perPage projects, or all of them when there are fewer.
      const perPage = projectsPerPage();
      const projects = inOrder('projects').slice(0, perPage);
      const cards = main(page).getByRole('article');
      await expect(cards).toHaveCount(projects.length);
      for (const [i, project] of projects.entries()) {
        await expect(cards.nth(i).getByRole('link', { name: project.title })).toHaveAttribute(
          'href',
          `${prefix}/portfolio/${project.slug}/`,
        );
      }
      // One page of projects has no links to other pages (a grown copy has them).
      await expect(page.getByRole('navigation', { name: 'Pages of projects' })).toHaveCount(
        getProjects().length > perPage ? 1 : 0,
      );
      // Two columns, one up to 991 px: the card's share of its grid's width, about a half or all of it.
      const share = () =>
        cards.first().evaluate((card) => {
          let grid = card.parentElement!;
          while (getComputedStyle(grid).display !== 'grid') grid = grid.parentElement!;
          return card.getBoundingClientRect().width / grid.getBoundingClientRect().width;
        });
      expect(await share()).toBeLessThan(0.6);
      await page.setViewportSize({ width: 991, height: 800 });
      await expect.poll(share).toBeGreaterThan(0.9);
      await page.setViewportSize({ width: 992, height: 800 });
      await expect.poll(share).toBeLessThan(0.6);
      const cta = sectionOf('portfolio', 'cta');
      await expect(main(page).getByRole('link', { name: cta.cta.label })).toHaveAttribute(
        'href',
        `${prefix}/contact/`,
      );
    });

    test('a project: its facts, summary, a gallery of three or more pictures and the neighbouring projects', async ({
      page,
    }) => {
      // A project in the middle of the portfolio, so that its neighbours are two others when it can.
      const projects = inOrder('projects');
      const project = projects[Math.floor(projects.length / 2)]!;
      await page.goto(`${prefix}/portfolio/${project.slug}/`);
      const detail = sectionOf('portfolio-details', 'project-detail');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      for (const [label, value] of [
        [detail.labels.client, project.client],
        [detail.labels.location, project.location],
        [detail.labels.budget, project.budget],
      ] as const) {
        await expect(main(page).getByRole('term').filter({ hasText: label })).toBeVisible();
        await expect(main(page).getByRole('definition').filter({ hasText: value })).toBeVisible();
      }
      await expect(
        main(page).getByRole('term').filter({ hasText: detail.labels.completed }),
      ).toBeVisible();
      await expect(main(page).getByRole('heading', { name: detail.summaryTitle })).toBeVisible();
      expect(project.gallery.length).toBeGreaterThanOrEqual(3);
      for (const image of project.gallery)
        await expect(main(page).getByRole('img', { name: image.alt })).toBeAttached();

      const { previous, next } = neighbours(projects, project);
      const nav = page.getByRole('navigation', { name: detail.neighbours.label });
      // A portfolio of one project has no neighbours to lead to: no links to itself.
      if (projects.length === 1) {
        await expect(nav).toHaveCount(0);
        return;
      }
      await expect(
        nav.getByRole('link', { name: new RegExp(detail.neighbours.previous) }),
      ).toHaveAttribute('href', `${prefix}/portfolio/${previous.slug}/`);
      await nav.getByRole('link', { name: new RegExp(detail.neighbours.next) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/portfolio/${next.slug}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
    });

    test('case study: facts, brief, the numbered challenges, the results and contact; every study has its page', async ({
      page,
    }) => {
      test.skip(
        getCaseStudies().length === 0,
        'content/case-studies/ is empty: there is no case study to show on a page',
      );
      await page.goto(`${prefix}/case-study-details/`);
      const study = featured('case-study-details', inOrder('case-studies'))!;
      const detail = sectionOf('case-study-details', 'case-study-detail');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
      await expect(
        main(page).getByRole('definition').filter({ hasText: study.client }),
      ).toBeVisible();
      await expect(main(page).getByRole('heading', { name: detail.briefTitle })).toBeVisible();
      const challenges = main(page)
        .getByRole('list')
        .filter({ hasText: study.challenges[0]!.title });
      const count = study.challenges.length;
      await expect(challenges.getByRole('listitem')).toHaveCount(count);
      await expect(challenges.getByRole('listitem').nth(count - 1)).toContainText(
        String(count).padStart(2, '0'),
      );
      await expect(main(page).getByRole('heading', { name: detail.resultTitle })).toBeVisible();
      expect(await progressbars(page)).toEqual(study.results.map((r) => [r.title, r.percentage]));
      await expect(
        main(page).getByRole('link', { name: sectionOf('case-study-details', 'cta').cta.label }),
      ).toHaveAttribute('href', `${prefix}/contact/`);

      for (const other of getCaseStudies()) {
        const response = await page.goto(`${prefix}/case-study-details/${other.slug}/`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
      }
    });

    test("team: the grid's member cards to their pages and the open positions, each applying through the contact form", async ({
      page,
    }) => {
      await page.goto(`${prefix}/team/`);
      const grid = sectionOf('team', 'team-grid');
      const members = inOrder('team').slice(0, grid.limit);
      const cards = main(page).getByRole('article');
      await expect(cards).toHaveCount(members.length);
      for (const [i, member] of members.entries()) {
        await expect(cards.nth(i).getByRole('link', { name: member.name })).toHaveAttribute(
          'href',
          `${prefix}/team/${member.slug}/`,
        );
      }
      const jobs = getJobs();
      const { apply: applyLabel } = sectionOf('team', 'jobs');
      // As many Apply links as open positions (none when nobody is hired).
      await expect(main(page).getByRole('link', { name: applyLabel })).toHaveCount(jobs.length);
      for (const job of jobs) {
        await expect(main(page).getByRole('heading', { name: job.title })).toBeVisible();
        // 'Apply' on screen; the position's title completes its name for screen readers.
        const apply = main(page).getByRole('link', {
          name: `${applyLabel} ${job.title}`,
          exact: true,
        });
        await expect(apply).toBeVisible();
        await expect(apply).toHaveAttribute('href', `${prefix}/contact/?subject=${job.slug}`);
      }
    });

    test("team details: the featured member's bio and skill bars; each member has a page", async ({
      page,
    }) => {
      await page.goto(`${prefix}/team/team-details/`);
      const member = featured('team-details', inOrder('team'))!;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
      await expect(main(page).getByText(member.bio[0]!)).toBeVisible();
      expect(await progressbars(page)).toEqual(member.skills.map((s) => [s.title, s.percentage]));

      const other = getTeam().at(-1)!;
      await page.goto(`${prefix}/team/${other.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.name);
      expect(await progressbars(page)).toEqual(other.skills.map((s) => [s.title, s.percentage]));
    });
  });
}
