/*
 * The defects e2e/seeded/seed-defects.ts seeds, each with where it goes and the tests that must catch it
 * (those of the rules over every page's head, JSON-LD and control names: ./seeded-page-defects.ts).
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getPosts } from '../../content';
import { pageAt } from '../oracles';
import { en } from '../../components/i18n/en';
import { joinPath } from '../../components/ui/tree-href';
import { exportedRoutes, fileOf, toArabic, toLight } from '../site/routes';
import { sampleRoutes } from '../site/samples';
import { listsOf } from '../unit/paginated-lists';

export type Defect = {
  name: string;
  what: string;
  /** 'export': seeded in the copy's out/; 'source': in content/ or the code, then built in the copy. */
  where: 'export' | 'source';
  seed: (copy: string) => string;
  /** Whether the copy is built first (`npm run build`, which must pass): a defect the build lets through. */
  build?: boolean;
  /** The tests that catch it (run in the copy), or a function of what `seed` returned. */
  tests: string[] | ((seeded: string) => string[]);
};

const PORT = 4434;
export const unit = (spec: string) => `E2E_PORT=${PORT} npx playwright test --project=unit ${spec}`;
export const e2e = (spec: string, grep?: string) =>
  `E2E_PORT=${PORT} npx playwright test --project=e2e ${spec} --workers=1${grep ? ` --grep "${grep}"` : ''}`;

/** Replaces a file with new text (a new file: the copy's node_modules is hard-linked). */
export function rewrite(file: string, change: (text: string) => string) {
  const text = readFileSync(file, 'utf8');
  const next = change(text);
  if (next === text) throw new Error(`seed-defects: nothing changed in ${file}`);
  rmSync(file);
  writeFileSync(file, next);
  // A precompressed twin would still be served as it was.
  for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
}

/** The posts whose pages are no template sample (the browser never opens them), in site order. */
function unsampledPosts() {
  const visited = new Set(sampleRoutes());
  const posts = getPosts('en').filter(
    (p) =>
      ![`/blog/${p.slug}/`, `/ar/blog/${p.slug}/`].some((route) => visited.has(route)) &&
      exportedRoutes().includes(`/blog/${p.slug}/`),
  );
  if (!posts.length) throw new Error('seed-defects: every post is a sample');
  return posts;
}
export const unsampledPost = () => unsampledPosts()[0]!.slug;

/** Takes out the rule that wraps a long word, a pasted address or an e-mail (app/globals.css). */
function withoutWrapRule(copy: string) {
  rewrite(join(copy, 'app', 'globals.css'), (css) =>
    css.replace(/^\s*overflow-wrap: anywhere;\n/m, ''),
  );
}

/** A 239-character address pasted from a browser's address bar: no hyphen, no space. */
const PASTED_ADDRESS = `https://www.example.com/search?q=${'amman+agency+branding+'.repeat(9).slice(0, 184)}&utm_source=newsletter`;

export const pageFile = (copy: string, route: string) => fileOf(route, join(copy, 'out'));
/** One seeded stylesheet, linked from the given pages (style-src 'self' allows it: no violation). */
function seedStylesheet(copy: string, routes: string[], css: string) {
  writeFileSync(join(copy, 'out', 'seeded.css'), css);
  for (const route of routes)
    rewrite(pageFile(copy, route), (html) =>
      html.replace('</head>', '<link rel="stylesheet" href="/seeded.css"/></head>'),
    );
}

/** A 40-letter Arabic word with no break in it. */
const LONG_ARABIC_WORD = [...'والمستشفياتالجامعيةالأردنيةوالمراكزالطبيةالمتخصصةبالعاصمة']
  .slice(0, 40)
  .join('');

export const DEFECTS: Defect[] = [
  {
    name: 'unlisted-script-hash',
    what: "an inline script whose hash is not in the page's policy, on a post that is no sample",
    where: 'export',
    seed: (copy) => {
      const route = `/blog/${unsampledPost()}/`;
      rewrite(pageFile(copy, route), (html) =>
        html.replace('</body>', '<script>window.seeded=1</script></body>'),
      );
      return route;
    },
    tests: [unit('e2e/unit/pages.spec.ts'), unit('e2e/unit/page-policy.spec.ts')],
  },
  {
    name: 'sideways-1024',
    what: 'every portfolio project page scrolls sideways between 1000 and 1050 px (a template defect)',
    where: 'export',
    seed: (copy) => {
      const routes = exportedRoutes(join(copy, 'out')).filter((r) =>
        /\/portfolio\/[^/]+\/$/.test(r),
      );
      seedStylesheet(
        copy,
        routes,
        '@media (min-width: 1000px) and (max-width: 1050px) { main::after { content: ""; display: block; width: 120vw; height: 1px; } }\n',
      );
      return `${routes.length} project pages of /portfolio/`;
    },
    tests: [e2e('e2e/site/sweep.spec.ts', 'portfolio/')],
  },
  {
    name: 'light-contrast',
    what: 'text of too little contrast on one light page (/light/contact/)',
    where: 'export',
    seed: (copy) => {
      seedStylesheet(copy, ['/light/contact/'], 'main p { color: #d8d8d8 !important; }\n');
      return '/light/contact/';
    },
    tests: [e2e('e2e/site/sweep.spec.ts', 'page /light/contact/')],
  },
  {
    name: 'broken-link',
    what: 'a link to a page that does not exist, on a post that is no sample',
    where: 'export',
    seed: (copy) => {
      const route = `/blog/${unsampledPost()}/`;
      rewrite(pageFile(copy, route), (html) =>
        html.replace('</main>', '<a href="/blog/no-such-post/">More</a></main>'),
      );
      return route;
    },
    tests: [e2e('e2e/site/links.spec.ts')],
  },
  {
    name: 'missing-twin',
    what: 'an Arabic page missing its twin: the Arabic page of a post that is no sample is deleted',
    where: 'export',
    seed: (copy) => {
      const route = toArabic(`/blog/${unsampledPost()}/`);
      rmSync(dirname(pageFile(copy, route)), { recursive: true });
      return route;
    },
    tests: [e2e('e2e/site/mirror.spec.ts'), e2e('e2e/site/links.spec.ts')],
  },
  {
    name: 'no-alt',
    what: 'a picture without an alt attribute, on a post that is no sample',
    where: 'export',
    seed: (copy) => {
      const route = toLight(`/blog/${unsampledPost()}/`);
      rewrite(pageFile(copy, route), (html) => {
        const markup = html.indexOf('<main');
        const img = html.indexOf('<img ', markup);
        const alt = /\salt="[^"]*"/.exec(html.slice(img));
        if (markup < 0 || img < 0 || !alt) throw new Error(`no picture with alt in ${route}`);
        const at = img + alt.index;
        return html.slice(0, at) + html.slice(at + alt[0].length);
      });
      return route;
    },
    tests: [unit('e2e/unit/pages.spec.ts')],
  },
  {
    name: 'island-console-error',
    what: 'a console error in one island: the carousel logs one where a page has a carousel',
    where: 'export',
    seed: (copy) => {
      // The chunk of the carousel island (Swiper) that /about/ loads.
      const about = readFileSync(pageFile(copy, '/about/'), 'utf8');
      const chunks = join(copy, 'out', '_next', 'static', 'chunks');
      const chunk = readdirSync(chunks).find(
        (name) =>
          name.endsWith('.js') &&
          about.includes(`/_next/static/chunks/${name}`) &&
          readFileSync(join(chunks, name), 'utf8').includes('swiper-wrapper'),
      );
      if (!chunk) throw new Error('no chunk of /about/ holds the carousel');
      rewrite(
        join(chunks, chunk),
        (js) =>
          `if (document.querySelector(".swiper")) console.error("seeded defect: the carousel island failed");\n${js}`,
      );
      return `/_next/static/chunks/${chunk}`;
    },
    tests: [e2e('e2e/site/sweep.spec.ts', 'page /(ar/)?(light/)?(about/)?$')],
  },
  {
    name: 'arabic-long-word-title',
    what: 'a post (no sample before) whose Arabic title is one 40-letter word, the wrap rule taken out (sideways at 320 px)',
    where: 'source',
    seed: (copy) => {
      withoutWrapRule(copy);
      const slug = unsampledPost();
      const file = join(copy, 'content', 'posts', `${slug}.ar.json`);
      rewrite(file, (json) => {
        const post = JSON.parse(json) as { title: string };
        post.title = LONG_ARABIC_WORD;
        return `${JSON.stringify(post, null, 2)}\n`;
      });
      return `content/posts/${slug}.ar.json`;
    },
    build: true,
    tests: [e2e('e2e/site/sweep.spec.ts', 'page /ar/(light/)?blog/')],
  },
  {
    name: 'pasted-address-post',
    what: "a post (no sample before) whose body links a 239-character pasted address, the wrap rule taken out (sideways at 320 px; 96d1622's rules left addresses out and never opened it)",
    where: 'source',
    seed: (copy) => {
      withoutWrapRule(copy);
      // The unsampled post with the shortest body, so that the address does not make it the longest.
      const { slug } = unsampledPosts().reduce((a, b) => (b.body.length < a.body.length ? b : a));
      rewrite(join(copy, 'content', 'posts', `${slug}.en.json`), (json) => {
        const post = JSON.parse(json) as { body: string };
        post.body += `\n\nThe results, as the search showed them: [${PASTED_ADDRESS}](${PASTED_ADDRESS}).`;
        return `${JSON.stringify(post, null, 2)}\n`;
      });
      return `/blog/${slug}/`;
    },
    build: true,
    tests: (route) => [e2e('e2e/site/sweep.spec.ts', `page ${route}$`)],
  },
  {
    name: 'deleted-picture',
    what: 'a picture file that content names is deleted from public/images/',
    where: 'source',
    seed: (copy) => {
      const slug = unsampledPost();
      const post = JSON.parse(
        readFileSync(join(copy, 'content', 'posts', `${slug}.en.json`), 'utf8'),
      ) as { thumbnail: { src: string } };
      rmSync(join(copy, 'public', post.thumbnail.src));
      return `public${post.thumbnail.src}`;
    },
    // The build stops on it too (the picture pipeline names the file), after minutes of pictures.
    tests: [unit('e2e/unit/content-integrity.spec.ts')],
  },
  {
    name: 'unreadable-date',
    what: 'a post dated in a format the site cannot read (28/11/2025)',
    where: 'source',
    seed: (copy) => {
      const slug = unsampledPost();
      const file = join(copy, 'content', 'posts', `${slug}.en.json`);
      rewrite(file, (json) => json.replace(/"date": "[^"]*"/, '"date": "28/11/2025"'));
      return `content/posts/${slug}.en.json`;
    },
    // `npm run check:content` is the build's first step: the build stops there.
    tests: ['npx tsx pipeline/check-content.ts', unit('e2e/unit/content-integrity.spec.ts')],
  },
  {
    name: 'later-page-link',
    what: "the last page of the longest list (/ar/light/) has its Previous leading to the list's first page",
    where: 'export',
    seed: (copy) => {
      const list = listsOf('ar').reduce((a, b) => (b.pages > a.pages ? b : a));
      if (list.pages < 3)
        throw new Error(`seed-defects: no list has 3 pages (${list.root}: ${list.pages})`);
      const path = (page: number) => joinPath(`${pageAt(list.root, page)}/`, 'light', 'ar');
      const route = path(list.pages);
      rewrite(pageFile(copy, route), (html) =>
        html.replace(/<a href="([^"]*)"([^>]*\srel="prev")/, (link, href: string, rest: string) =>
          href === path(list.pages - 1) ? `<a href="${path(1)}"${rest}` : link,
        ),
      );
      return route;
    },
    tests: [unit('e2e/unit/list-chains.spec.ts')],
  },
  {
    name: 'untranslated-word',
    what: "an entry of the Arabic dictionary left as its English twin: the breadcrumb's name",
    where: 'source',
    seed: (copy) => {
      const file = join(copy, 'components', 'i18n', 'ar.ts');
      rewrite(file, (ts) => ts.replace(/^( {2}breadcrumb: )'[^']*'/m, `$1'${en.breadcrumb}'`));
      return 'components/i18n/ar.ts';
    },
    build: true,
    tests: [unit('e2e/unit/interface-language.spec.ts')],
  },
];
