import { z } from 'zod';
import { image, link, pageMeta, progressItem, themedImage } from './schema';
import { listOf, PROSE, reference } from './schema-base';

/*
 * The blocks a page in content/pages/ is composed of: `sections` is an ordered list of
 * `{ "type": …, …props }`. Each type is rendered by one component in components/sections/
 * (see components/sections/registry.tsx; inner pages offer a smaller map through render-sections.tsx). Sections that show a collection (posts, projects,
 * testimonials, …) take only their headings and how many items to show; the items come from
 * the collection's own file.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug');

/** Fields every section may have: an anchor id and its heading block. */
const base = {
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'an anchor id such as "service"')
    .describe('An anchor for links to this section, such as "service" (for /page#service).')
    .optional(),
  eyebrow: text.optional(),
  title: text.optional(),
  lede: text.meta(PROSE).optional(),
};

// The cast states what the spread does: a field of `shape` replaces the base field of that name.
const section = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.strictObject({ type: z.literal(type), ...base, ...shape } as { type: z.ZodLiteral<K> } & Omit<
    typeof base,
    keyof T
  > &
    T);

/** A YouTube video, embedded from the privacy-enhanced host only while its pop-up is open. */
const youtubeUrl = z
  .string()
  .regex(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{6,}(\?[^\s]*)?$/,
    'a https://www.youtube-nocookie.com/embed/<id> URL',
  );

const loopVideo = z.strictObject({
  /** A short muted loop in public/videos/. */
  src: z.string().regex(/^\/videos\/[a-z0-9-]+\.(mp4|webm)$/, 'a path under /videos/'),
  poster: image,
});

const claim = z.strictObject({ value: z.number().nonnegative(), suffix: z.string(), title: text });

export const sectionSchemas = [
  /** Video hero: rotating subtitles (3000 ms), a muted loop with its poster, and four counters from stats.json. */
  section('hero-video', {
    title: text,
    subtitles: listOf(text, 'hero-video.subtitles'),
    video: loopVideo,
    cta: link,
    claims: listOf(claim, 'hero-video.claims'),
  }),
  /** Hero with artwork beside the heading and a call to action (an in-page anchor such as "#service"). */
  section('hero-split', { title: text, image, cta: link, secondaryCta: link.optional() }),
  /** Hero with a line of text scrolling behind the heading. */
  section('hero-scrolling', { title: text, scrollingText: text, image, cta: link }),
  /** Hero with a play button that opens the video pop-up. */
  section('hero-play', {
    title: text,
    image,
    cta: link,
    videoUrl: youtubeUrl,
    claims: listOf(claim, 'hero-play.claims'),
  }),

  /** Counters that count up when scrolled into view; the figures come from stats.json. */
  section('stats', {}),
  /** Picture, heading, feature bullets and a button (the about block and the company-info block). */
  section('about', {
    title: text,
    image,
    features: listOf(text, 'about.features'),
    cta: link,
    claims: z.array(claim).optional(),
  }),
  /** Icon boxes: why-choose-us, feature boxes, goal/mission/vision. */
  section('features', {
    title: text,
    items: listOf(
      z.strictObject({ icon: text, title: text, text: text.meta(PROSE) }),
      'features.items',
    ),
  }),
  /** Services from services.json. `items` picks and orders them; a card may reword its service. */
  section('services', {
    title: text,
    layout: z.enum(['grid', 'carousel', 'numbered-list', 'boxes']),
    items: listOf(
      z.strictObject({
        service: reference(slug, 'services'),
        title: text.optional(),
        text: text.optional(),
        icon: text.optional(),
      }),
      'services.items',
    ),
    cta: link.optional(),
  }),
  /** Projects from projects.json, as a grid or a slider with numbered pagination. */
  section('portfolio', {
    title: text,
    layout: z.enum(['grid', 'slider']),
    projects: listOf(reference(slug, 'projects'), 'portfolio.projects'),
    cta: link.optional(),
  }),
  /** The case-study list whose hovered or focused item is active (the first at load). */
  section('case-studies', { title: text, cta: link.optional() }),
  /** Awards from awards.json. */
  section('awards', { title: text }),
  /** Testimonials from testimonials.json in a looping slider. */
  section('testimonials', { title: text, limit: z.number().int().positive().optional() }),
  /** Posts from content/posts/, newest first, as a carousel or a grid. */
  section('posts', {
    title: text,
    layout: z.enum(['carousel', 'grid']),
    limit: z.number().int().positive(),
    cta: link.optional(),
  }),
  /** The FAQ accordion over faqs.json: first item open, one open at a time. */
  section('faq', { title: text, image: image.optional() }),
  /** A full-width picture with a play button that opens the video pop-up. */
  section('video', { title: text, image, videoUrl: youtubeUrl }),
  /** Labelled progress bars. */
  section('progress', {
    title: text,
    items: listOf(progressItem, 'progress.items'),
    image: image.optional(),
  }),
  /** Plans from pricing.json with the monthly/yearly toggle. */
  section('pricing', { title: text }),
  /** Team members from team.json in a carousel. */
  section('team', { title: text, limit: z.number().int().positive().optional() }),
  /** Brand logos from brands.json, in the theme's variant: a row or the autoplaying logo carousel. */
  section('logos', {
    layout: z.enum(['row', 'carousel']),
    limit: z.number().int().positive().optional(),
  }),
  /** A band of words moving sideways (still under reduced motion). */
  section('marquee', { items: listOf(text, 'marquee.items') }),
  /** The closing call to action. */
  section('cta', { title: text, cta: link }),
  // Inner pages: about, services, portfolio, case study, team. The *-detail and member-profile
  // sections show the item of their route (the page's `featured` item on a generic route).
  /** Team member cards from team.json, each linking to the member's page. */
  section('team-grid', { title: text, limit: z.number().int().positive().optional() }),
  /** Project cards from projects.json, two columns (one up to 991 px), each linking to its page. */
  section('project-grid', {
    title: text,
    limit: z.number().int().positive().optional(),
    perPage: z
      .number()
      .int()
      .positive()
      .describe(
        'On the portfolio page: how many projects a page shows; the others follow on /portfolio/page/2/ and on.',
      )
      .optional(),
  }),
  /** Open positions from jobs.json, each with its apply link to the contact form. */
  section('jobs', { title: text, apply: text }),
  /** A service: artwork, description, four numbered points and the feature checklist. */
  section('service-detail', { featuresTitle: text, portfolioCta: link }),
  /** A project: info list, summary, gallery and the links to its neighbours. */
  section('project-detail', {
    labels: z.strictObject({ client: text, location: text, budget: text, completed: text }),
    summaryTitle: text,
    galleryTitle: text,
    neighbours: z.strictObject({ label: text, previous: text, next: text }),
  }),
  /** A case study: info list, brief, six numbered challenges and the result overview. */
  section('case-study-detail', {
    labels: z.strictObject({ client: text, location: text, duration: text, completed: text }),
    briefTitle: text,
    challengesTitle: text,
    resultTitle: text,
  }),
  /** A team member: portrait, bio, e-mail and skill bars. */
  section('member-profile', { skillsTitle: text }),
  // The contact page.
  /** The studio's address, phone, e-mail and hours from site.json, under these labels. */
  section('contact-details', {
    labels: z.strictObject({ address: text, phone: text, email: text, hours: text }),
  }),
  /**
   * The contact form; it sends through `forms.contact` of site.json. The subject offers `subjects`,
   * then the open positions of jobs.json under `positions` (a job's Apply link preselects it).
   */
  section('contact-form', {
    title: text,
    labels: z.strictObject({ name: text, email: text, phone: text, subject: text, message: text }),
    subjects: listOf(text, 'contact-form.subjects'),
    positions: text,
    submit: text,
  }),
  /** The studio on a map, embedded from OpenStreetMap only when the visitor asks for it. */
  section('map', {
    show: text,
    frameTitle: text,
    embedUrl: z
      .string()
      .regex(
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?[^\s"'<>]+$/,
        'an https://www.openstreetmap.org/export/embed.html?… URL',
      ),
    link: link,
    note: text.meta(PROSE),
  }),
  // The blog.
  /**
   * Posts from content/posts/ (all of them, or a term's on its page) beside the sidebar: `initial` shown
   * at first and `step` more per 'Load More' press (without JavaScript all are shown). The search box
   * filters by title, excerpt, category and tags; `{count}` and `{query}` are filled in.
   */
  section('post-index', {
    layout: z.enum(['grid', 'list']),
    initial: z.number().int().positive(),
    step: z.number().int().positive(),
    loadMore: text,
    readMore: text,
    search: z.strictObject({
      label: text,
      placeholder: text,
      submit: text,
      matches: z.string().includes('{count}', { message: 'a text containing {count}' }),
      one: text,
      none: z.string().includes('{query}', { message: 'a text containing {query}' }),
      clear: text,
    }),
    sidebar: z.strictObject({ categories: text, recent: text, archives: text, tags: text }),
  }),
  /** A post: category and date, body with its quote, gallery, tags, share links and the author card. */
  section('post-article', {
    by: text,
    tags: text,
    share: z.strictObject({ title: text, x: text, facebook: text, linkedin: text }),
    authorTitle: text,
    authorLink: text,
  }),
  /** The 'Leave A Reply' form; it sends through `forms.reply` of site.json. */
  section('post-reply', {
    title: text,
    labels: z.strictObject({ name: text, email: text, comment: text }),
    submit: text,
  }),
  /** Posts to read next (same category first, then shared tags). */
  section('related-posts', { title: text, limit: z.number().int().positive(), readMore: text }),
] as const;

export const pageSection = z.discriminatedUnion('type', sectionSchemas);

/** The coming-soon page's own fields. */
export const comingSoon = z.strictObject({ background: themedImage, cta: link.optional() });

/** One file per route in content/pages/: the page's title and heading, and its sections in order. */
export const page = z.strictObject({
  meta: pageMeta,
  /** On a generic detail route (/service/service-details, …): the slug of the item it shows. */
  featured: slug
    .describe('On a generic detail page (service-details, …): the slug of the item it shows.')
    .optional(),
  sections: z.array(pageSection).optional(),
  comingSoon: comingSoon.optional(),
});

export type PageSection = z.infer<typeof pageSection>;
export type SectionOf<T extends PageSection['type']> = Extract<PageSection, { type: T }>;
export type Page = z.infer<typeof page>;
