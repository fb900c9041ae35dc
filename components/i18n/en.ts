import { enAppError } from './app-error-words';

/** English interface words of server components (see ./words.ts). */
export const en = {
  skipToContent: 'Skip to content',
  ...enAppError,

  // The footer (components/layout/site-footer.tsx).
  footerHomeLabel: '{name} home',
  footerSocial: 'Social media',
  footerNav: 'Footer',
  footerExplore: 'Explore',
  footerContact: 'Contact',
  footerServices: 'Services',
  footerEmail: 'Email address',
  footerSubmit: 'Submit',
  footerCopyright: '© {year} {name}. All rights reserved.',

  // An inner page's heading (components/layout/page-heading.tsx).
  crumbHome: 'Home',
  breadcrumb: 'Breadcrumb',

  // The pages of a list of posts or projects (components/sections/pagination.tsx). `{n}`: a page's number.
  postPages: 'Pages of posts',
  projectPages: 'Pages of projects',
  pagePrevious: 'Previous page',
  pageNext: 'Next page',
  pageNumber: 'Page {n}',
  /** A later page's title and breadcrumb: "Blog, page 2". */
  pageTitle: '{title}, page {n}',

  // An old address (components/layout/moved-notice.tsx); `what` is the page's name.
  movedHeading: '{what} have moved',
  movedText: 'This page now lives at a new address:',
  movedDescription: '{what} now live at {to}.',

  // Sections (components/sections/).
  pricingPeriod: 'Billing period',
  pricingPopular: 'Popular',
  pricingPerMonth: '/month',
  pricingPerYear: '/year',
  ratingText: 'Rated {value} out of 5',
  videoTitle: 'Video',
  brandLogos: 'Brand logos',
  marqueeLabel: 'What we do',
  comingSoonServices: 'Our services',
  // The open positions (components/sections/job-list.tsx) when there is none.
  jobsNone: 'No open positions right now.',
  jobsNoneText:
    'We are always glad to meet people who love the work. Send us your CV and we will keep it for our next opening.',
  jobsNoneLink: 'Send your CV',
  // The case-study page (components/sections/case-study-page.tsx) while there is none.
  caseStudiesNone: 'No case studies yet.',
  caseStudiesNoneText:
    'We are writing up the stories behind our projects. Until then, our work is in the portfolio.',
  caseStudiesNoneLink: 'See the portfolio',
  /**
   * How the values content picks from fixed lists are shown (content/schema.ts: blog categories; the
   * shop's categories and tags). Content keeps the English value, which names the route and the filter;
   * the page shows this. Read through labelOf().
   */
  labels: {
    Branding: 'Branding',
    LifeStyle: 'LifeStyle',
    Travel: 'Travel',
    Event: 'Event',
    Tech: 'Tech',
    Design: 'Design',
    Creative: 'Creative',
    Illustration: 'Illustration',
    Nature: 'Nature',
    Brand: 'Brand',
    Digital: 'Digital',
    Marketing: 'Marketing',
    Graphics: 'Graphics',
  },
};
