import {
  getCaseStudies,
  getPosts,
  getProducts,
  getProjects,
  getServices,
  getTeam,
} from '../../content';
import { getTerms } from '../../content/blog';

/** A path no page has: the 404 page. */
export const UNKNOWN = '/no-such-page/';

/** One route of every page type (dark tree, English); its Arabic twin is '/ar' + route. */
export function pageTypes(): string[] {
  const first = <T>(list: readonly T[], what: string): T => {
    if (!list[0]) throw new Error(`content/ has no ${what}: the engine checks need one`);
    return list[0];
  };
  return [
    '/',
    '/home/',
    '/marketing-agency/',
    '/studio-agency/',
    '/digital-agency/',
    '/tech-startup/',
    '/coming-soon/',
    '/about/',
    '/service/',
    `/service/${first(getServices(), 'service').slug}/`,
    '/blog/',
    '/blog-list/',
    `/blog/${first(getPosts(), 'post').slug}/`,
    `${first(getTerms('category'), 'blog category').href}/`,
    '/portfolio/',
    `/portfolio/${first(getProjects(), 'project').slug}/`,
    '/case-study-details/',
    `/case-study-details/${first(getCaseStudies(), 'case study').slug}/`,
    '/team/',
    `/team/${first(getTeam(), 'team member').slug}/`,
    '/contact/',
    '/shop/',
    `/shop/${first(getProducts(), 'product').id}/`,
    '/shop/cart/',
    '/shop/checkout/',
    '/shop/success/',
    '/shop/wishlist/',
    UNKNOWN,
  ];
}

export const arabic = (route: string) => (route === '/' ? '/ar/' : `/ar${route}`);
