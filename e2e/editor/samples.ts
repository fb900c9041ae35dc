import {
  getFaqs,
  getPage,
  getPosts,
  getPricing,
  getProducts,
  getServices,
  getShop,
  getSite,
  getTeam,
  getTestimonials,
} from '../../content';

/*
 * The items the editor's specs (e2e/site/cms*.spec.ts) open, preview and change, chosen from content/
 * (the copy they work on is made from it), so that the specs pass on the agency's content as on the
 * demo's: any content the schemas accept, down to the smallest (docs/content.md: Replacing the demo content).
 */

/** A Markdown link to a page of the site: its words and its address. */
const LINK = /\[([^\]\n]+)\]\((\/[^)\s]*)\)/;

const linkIn = (markdown: string) => {
  const match = LINK.exec(markdown);
  // The words as the page shows them: the emphasis marks are Markdown's, not the link's name.
  return match ? { text: match[1]!.replace(/[*_`]/g, '').trim(), href: match[2]! } : undefined;
};

const posts = getPosts('en');
/** The post to edit and preview: the newest whose body links a page of the site, else the newest. */
const post = posts.find((p) => linkIn(p.body)) ?? posts[0]!;
const arabicPost = getPosts('ar').find((p) => p.slug === post.slug)!;

export const samplePost = {
  slug: post.slug,
  /** Its content file, without the language: `posts/<slug>`. */
  file: `posts/${post.slug}`,
  title: post.title,
  arabicTitle: arabicPost.title,
  /** Its body's first link, and the Arabic body's (which the Arabic tree serves under /ar). */
  link: linkIn(post.body),
  arabicLink: linkIn(arabicPost.body),
  /** Whether its body holds a quotation (a line that starts with `>`). */
  quotes: /^>/m.test(post.body),
  /** A picture of its own, to place in its body: its thumbnail. */
  picture: post.thumbnail.src,
};

/** The other posts' English files: a save of the sample post leaves them as they were. */
export const otherPostFiles = posts
  .filter((p) => p.slug !== post.slug)
  .map((p) => `posts/${p.slug}.en.json`);

/** The two newest posts, one for each of two editors' drafts; a blog of one post has one. */
export const draftPosts = posts.slice(0, 2).map((p) => p.slug);

const service = getServices('en')[0]!;
export const sampleService = { slug: service.slug, file: `services/${service.slug}` };

/**
 * The product whose price the editor changes: one outside the demo cart, whose total the content
 * states (content/integrity.ts holds them together), and the new price, another than its own. A
 * shop whose every product is in the demo cart has none to change this way.
 */
const inCart = new Set(getShop('en').demo.cart.map((line) => line.product));
const product = getProducts('en').find((p) => !inCart.has(p.id));
export const sampleProduct = product && {
  id: product.id,
  file: `products/${product.id}`,
  price: product.price === 21.5 ? 22.5 : 21.5,
};

/** The site's name in both languages: the first field of the settings' form. */
export const siteName = { en: getSite('en').name, ar: getSite('ar').name };

/** The about page's first section that has a title (the preview shows its sections in order). */
export const aboutTitle = (getPage('about', 'en')?.sections ?? [])
  .map((section) => ('title' in section ? section.title : undefined))
  .find((title): title is string => typeof title === 'string' && title.length > 0);

/**
 * A collection whose items have a file each, and a list kept in one file, with what each one's
 * preview shows as its heading in both languages: a testimonial and the FAQs, or the first team member
 * and the pricing plans for content that has neither (both may be empty, while a team and a plan may
 * not be).
 */
export function previewSamples(): [hash: string, english: string, arabic: string][] {
  const testimonial = getTestimonials('en')[0];
  const member = getTeam('en')[0]!;
  const item = testimonial
    ? [
        `#/collections/testimonials/entries/${testimonial.slug}`,
        testimonial.name,
        getTestimonials('ar').find((t) => t.slug === testimonial.slug)!.name,
      ]
    : [
        `#/collections/team/entries/${member.slug}`,
        member.name,
        getTeam('ar').find((t) => t.slug === member.slug)!.name,
      ];
  const faqs = [getFaqs('en')[0], getFaqs('ar')[0]] as const;
  const list =
    faqs[0] && faqs[1]
      ? ['#/collections/faqs/entries/faqs', faqs[0].question, faqs[1].question]
      : [
          '#/collections/pricing/entries/pricing',
          getPricing('en').plans[0]!.title,
          getPricing('ar').plans[0]!.title,
        ];
  return [item, list] as [string, string, string][];
}
