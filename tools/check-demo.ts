/*
 * `npm run check:demo`: is content/ still the demo the spec describes (/work/shared/SPEC.md, sections 2
 * and 9)? The spec's figures are written here on purpose: this command's one job is to compare the demo
 * content with them. It is not part of `npm test` nor of CI, since an agency's own content differs from
 * the demo by design (docs/content.md); run it when you change the demo itself. Prints every value that
 * differs, with what the spec expects and what content/ holds; exits 1 if any does.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  featuredCaseStudy,
  getAwards,
  getBrands,
  getCaseStudies,
  getFaqs,
  getJobs,
  getPage,
  getPosts,
  getPricing,
  getProducts,
  getProjects,
  getServices,
  getShop,
  getSite,
  getStats,
  getTeam,
  memberForRoute,
  projectsPerPage,
  serviceForRoute,
} from '../content';
import { getCategories, getRecentPosts, pageSizeOf } from '../content/blog';
import { markdownTargets, markdownText } from '../content/markdown';
import type { PageSection, SectionOf } from '../content/sections';

type Check = { what: string; spec: unknown; content: () => unknown };

function sectionOf<T extends PageSection['type']>(page: string, type: T): SectionOf<T> {
  const found = (getPage(page, 'en').sections ?? []).find((s) => s.type === type);
  if (!found) throw new Error(`content/pages/${page}.en.json has no "${type}" section`);
  return found as SectionOf<T>;
}
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const bars = (items: readonly { title: string; percentage: number }[]) =>
  items.map((item) => `${item.title} ${item.percentage}`);

const CHECKS: Check[] = [
  // Section 2 and "Shop" of section 9: how many of each the demo holds.
  { what: 'services', spec: 6, content: () => getServices().length },
  { what: 'projects', spec: 8, content: () => getProjects().length },
  { what: 'posts ("Total blog posts 10")', spec: 10, content: () => getPosts().length },
  { what: 'team members (team carousel 8)', spec: 8, content: () => getTeam().length },
  {
    what: 'open positions (team page)',
    spec: ['Front-End Developer', 'UI/UX Designer', 'Digital Marketer', 'SEO Expert'],
    content: () => titles(getJobs()),
  },
  { what: 'awards', spec: 3, content: () => getAwards().length },
  { what: 'FAQs', spec: 5, content: () => getFaqs().length },
  { what: 'brand logos (8 partner logos)', spec: 8, content: () => getBrands().length },
  { what: 'products ("of 12 results")', spec: 12, content: () => getProducts().length },
  { what: 'case studies', spec: 4, content: () => getCaseStudies().length },
  {
    what: 'blog categories',
    spec: ['Branding', 'Event', 'LifeStyle', 'Tech', 'Travel'],
    content: () =>
      getCategories()
        .map((c) => c.name)
        .sort(),
  },
  // Section 9, "Pricing".
  {
    what: 'pricing plans [title, monthly, yearly, popular]',
    spec: [
      ['Silver', 399, 499, false],
      ['Gold', 449, 649, true],
      ['Platinum', 599, 899, false],
    ],
    content: () =>
      getPricing().plans.map((p) => [p.title, p.prices.monthly, p.prices.yearly, p.popular]),
  },
  {
    what: 'pricing currency',
    spec: ['$'],
    content: () => [...new Set(getPricing().plans.map((p) => p.currency))],
  },
  // Section 9, "Site" and "Content figures"; section 2, "About page" and the pages that show them.
  {
    what: 'headline figures',
    spec: [
      '22k Happy Customers',
      "15k Work's Completed",
      '121 Skilled Team Members',
      '15 Most Valuable Awards',
    ],
    content: () => getStats().map((s) => `${s.value}${s.suffix} ${s.title}`),
  },
  {
    what: 'hero claims (creative home)',
    spec: ['25+', '30+'],
    content: () =>
      sectionOf('home-creative', 'hero-video').claims.map((c) => `${c.value}${c.suffix}`),
  },
  { what: 'copyright year', spec: 2025, content: () => getSite().footer.copyrightYear },
  {
    what: "footer legal links ('Terms of Use' and 'Privacy Policy', both to '/')",
    spec: ['Terms of Use /', 'Privacy Policy /'],
    content: () => getSite().footer.legal.map((l) => `${l.label} ${l.href}`),
  },
  {
    what: 'location',
    spec: 'Amman, Jordan',
    content: () => `${getSite().contact.address.city}, ${getSite().contact.address.country}`,
  },
  {
    what: 'about page progress bars',
    spec: [
      'Digital Marketing 75',
      'Brand Strategy 85',
      'Competitor Analysis 95',
      'Sales Increase 25',
    ],
    content: () => bars(sectionOf('about', 'progress').items),
  },
  {
    what: 'digital agency progress bars',
    spec: ['Digital Marketing 75', 'Brand Strategy 85', 'Competitor Analysis 95'],
    content: () => bars(sectionOf('digital-agency', 'progress').items),
  },
  {
    what: "about page's how we work",
    spec: ['Research', 'Idea Generate', 'Implement'],
    content: () => titles(sectionOf('about', 'features').items),
  },
  {
    what: "featured member's skill bars (team details)",
    spec: [75, 85, 80],
    content: () => memberForRoute('team-details')!.skills.map((s) => s.percentage),
  },
  {
    what: "featured case study's results",
    spec: [75, 85, 90],
    content: () => featuredCaseStudy().results.map((r) => r.percentage),
  },
  {
    what: "featured service's four points (service details)",
    spec: ['Keywords', 'SEO Writing', 'Visual Assets', 'Image Optimization'],
    content: () => titles(serviceForRoute('service-details')!.points),
  },
  { what: 'team page member cards', spec: 6, content: () => sectionOf('team', 'team-grid').limit },
  {
    what: 'service page heading',
    spec: 'Empowering Your Business with Comprehensive Services',
    content: () => getPage('service', 'en').meta.heading,
  },
  {
    what: "service page's call to action",
    spec: 'Send Message',
    content: () => sectionOf('service', 'cta').cta.label,
  },
  {
    what: 'coming-soon tab title',
    spec: 'Coming Soon',
    content: () => getPage('coming-soon', 'en').meta.title,
  },
  // Section 9, "Layout and carousels" and "Shop": the lists' sizes.
  { what: 'portfolio cards per page', spec: 8, content: () => projectsPerPage() },
  {
    what: 'blog grid: first cards, then per Load More',
    spec: [4, 3],
    content: () => [sectionOf('blog', 'post-index').initial, sectionOf('blog', 'post-index').step],
  },
  {
    what: 'blog list: first cards, then per Load More',
    spec: [5, 3],
    content: () => [
      sectionOf('blog-list', 'post-index').initial,
      sectionOf('blog-list', 'post-index').step,
    ],
  },
  { what: 'blog grid cards per page', spec: 4, content: () => pageSizeOf('blog') },
  { what: 'recent posts in the sidebar', spec: 3, content: () => getRecentPosts().length },
  // Section 2, "Shop", and the figures the shop specs (e2e/site/shop-*.spec.ts) read from content/.
  { what: 'shop heading', spec: 'Our products', content: () => getPage('shop', 'en').meta.heading },
  {
    what: 'products per shop page ("Showing 1–9 of 12 results")',
    spec: 9,
    content: () => getShop().catalogue.pageSize,
  },
  { what: 'sample cart total (605.00)', spec: 605, content: () => getShop().demo.cartTotal },
  // Section 9, "Shop": the price slider (0 to 500 in steps of 5, from 10 to 400 at first).
  {
    what: 'shop price slider: min, max, step, from, to',
    spec: [0, 500, 5, 10, 400],
    content: () => {
      const { min, max, step, from, to } = getShop().catalogue.price;
      return [min, max, step, from, to];
    },
  },
  // The demo post that shows the Markdown's links and pictures: in both languages, a link to a project
  // in its text and one of its own pictures, with alt text.
  {
    what: 'designing-bilingual-logos: its link to the Qahwat project and its third picture',
    spec: [true, true],
    content: () =>
      (['en', 'ar'] as const).map((locale) => {
        const post = getPosts(locale).find((p) => p.slug === 'designing-bilingual-logos')!;
        const { links, images } = markdownTargets(post.body);
        return (
          links.some((l) => l.url === '/portfolio/qahwat-al-lweibdeh-rebrand/') &&
          images.some(
            (i) => i.src === '/images/posts/designing-bilingual-logos-3.webp' && !!i.alt.trim(),
          )
        );
      }),
  },
  // The demo's posts, as migrated from the original site's articles: every block kept in both
  // languages (a heading, a quotation with its source, a list, and more than 1,000 characters).
  {
    what: 'demo posts lacking a heading, a quote, a list or 1,000 characters',
    spec: [],
    content: () =>
      (['en', 'ar'] as const).flatMap((locale) =>
        getPosts(locale)
          .filter(
            (post) =>
              !/^## /m.test(post.body) ||
              !/^> — /m.test(post.body) ||
              !/^- /m.test(post.body) ||
              markdownText(post.body).length <= 1000,
          )
          .map((post) => `${locale} ${post.slug}`),
      ),
  },
];

const differ: string[] = [];
for (const check of CHECKS) {
  let content: unknown;
  try {
    content = check.content();
  } catch (error) {
    content = `(unreadable: ${(error as Error).message})`;
  }
  if (!isDeepStrictEqual(content, check.spec))
    differ.push(
      `- ${check.what}: the spec has ${JSON.stringify(check.spec)}, content/ has ${JSON.stringify(content)}`,
    );
}

if (differ.length) {
  console.error(
    `The content differs from the spec's demo in ${differ.length} of ${CHECKS.length} values:\n${differ.join('\n')}\n` +
      "Fine for an agency's own content (docs/content.md); for the demo itself, bring it back to the spec.",
  );
  process.exit(1);
}
console.log(`The content is the spec's demo: ${CHECKS.length} values checked against SPEC.md.`);
