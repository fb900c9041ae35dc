/*
 * Defects of the rules over every page's head, JSON-LD and control names (issue 75), each a small
 * ordinary change to one exported page that no template sample is (the browser never opens it), and
 * each one the suite before those rules let through: social-cards.spec.ts read the canonical and og:url
 * but no hreflang, structured-data.spec.ts one of a post's two dates, the agency's url but not its logo,
 * no nested URL; pages.spec.ts asks that a link has a name, not that it differs from its neighbours'.
 */
import { exportedRoutes } from '../site/routes';
import { sampleRoutes } from '../site/samples';
import { pageFile, rewrite, unit, unsampledPost, type Defect } from './seeded-defects';

/**
 * The first route matching `pattern` that no template sample is, else (every one is a sample: the
 * browser opens them, though it reads no JSON-LD) the last one matching.
 */
function unsampled(pattern: RegExp): string {
  const visited = new Set(sampleRoutes());
  const matching = exportedRoutes().filter((r) => pattern.test(r));
  const route = matching.find((r) => !visited.has(r)) ?? matching[matching.length - 1];
  if (!route) throw new Error(`seed-defects: no page matches ${pattern}`);
  return route;
}

/** Changes one property of a page's JSON-LD block of a type, as the page's text (one block, one change). */
function rewriteJsonLd(file: string, type: string, change: (block: string) => string) {
  rewrite(file, (html) =>
    html.replace(
      /(<script type="application\/ld\+json">)([\s\S]*?)(<\/script>)/g,
      (all, a, block: string, b) =>
        block.includes(`"@type":"${type}"`) ? `${a}${change(block)}${b}` : all,
    ),
  );
}

export const PAGE_DEFECTS: Defect[] = [
  {
    name: 'hreflang-light-twin',
    what: 'the Arabic light page of a post (no sample) names itself, not its dark address, as hreflang="ar"',
    where: 'export',
    seed: (copy) => {
      const route = `/ar/light/blog/${unsampledPost()}/`;
      rewrite(pageFile(copy, route), (html) =>
        html.replace(/(<link rel="alternate" hrefLang="ar" href="[^"]*?\/ar)\//, '$1/light/'),
      );
      return route;
    },
    tests: [unit('e2e/unit/head-twins.spec.ts')],
  },
  {
    name: 'date-modified-words',
    what: 'a post page (Arabic, light, no sample) whose BlogPosting dateModified is "7 December 2026"',
    where: 'export',
    seed: (copy) => {
      const route = `/ar/light/blog/${unsampledPost()}/`;
      rewriteJsonLd(pageFile(copy, route), 'BlogPosting', (block) =>
        block.replace(/"dateModified":"[^"]*"/, '"dateModified":"7 December 2026"'),
      );
      return route;
    },
    tests: [unit('e2e/unit/json-ld-nodes.spec.ts')],
  },
  {
    name: 'relative-logo',
    what: "the agency's logo URL made relative (/images/…) on an Arabic light page that describes the agency",
    where: 'export',
    seed: (copy) => {
      const route = unsampled(/^\/ar\/light\/(contact|tech-startup|home|digital-agency)\/$/);
      rewriteJsonLd(pageFile(copy, route), 'ProfessionalService', (block) =>
        block.replace(/"logo":"https?:\/\/[^/"]+/, '"logo":"'),
      );
      return route;
    },
    tests: [unit('e2e/unit/json-ld-nodes.spec.ts')],
  },
  {
    name: 'author-url-english',
    what: "an Arabic post page (no sample) whose author's url is the writer's English page",
    where: 'export',
    seed: (copy) => {
      const route = `/ar/blog/${unsampledPost()}/`;
      rewriteJsonLd(pageFile(copy, route), 'BlogPosting', (block) =>
        block.replace(/("url":"https?:\/\/[^/"]+)\/ar(\/team\/)/, '$1$2'),
      );
      return route;
    },
    tests: [unit('e2e/unit/json-ld-nodes.spec.ts')],
  },
  {
    name: 'read-more-unnamed',
    what: 'the Read More links of an Arabic tag page (no sample) lose the post title screen readers hear',
    where: 'export',
    seed: (copy) => {
      const route = unsampled(/^\/ar\/blog\/tag\/[^/]+\/$/);
      rewrite(pageFile(copy, route), (html) =>
        html.replace(/(<a [^>]*>[^<]+)<span class="sr-only"> – (?:<!-- -->)?[^<]*<\/span>/g, '$1'),
      );
      return route;
    },
    tests: [unit('e2e/unit/control-names.spec.ts')],
  },
];
