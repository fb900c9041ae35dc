import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { exportedRoutes, fileOf } from '../site/routes';
import { controlsOf, sharedNames, type SharedName } from './control-names';
import { pagesOfOneTree } from './export-floor';
import { darkOf, englishOf } from './page-address';

/*
 * Repeated controls have names that tell them apart, on EVERY page of the four trees, both languages:
 * two links of a page with the same accessible name go to the same place, and two buttons with the same
 * name do the same thing (WCAG 2.4.4 and 2.4.9, link purpose; 2.4.6, labels). Several "Read More" links
 * each name their post ("Read More – <title>", the title for screen readers only). Read from the HTML
 * without a browser (./control-names.ts says what it can and cannot see).
 *
 * KNOWN lists the pages that break the rule because the spec names the control exactly (a visitor and a
 * test find it by that name), each with why it is still told apart; the test fails on any other page or
 * name, and when a known one no longer happens (its entry must then go).
 */

type Known = { pages: RegExp; names: string[]; defect: string };

/** By the page's dark English path (`/ar/light/blog/` → `/blog/`) and the name, in both languages. */
const KNOWN: Known[] = [
  {
    pages: /^\/((home|digital-agency|studio-agency|marketing-agency|tech-startup)\/)?$/,
    names: ['previous slide', 'next slide', 'play autoplay'].concat([
      'الشريحة السابقة',
      'الشريحة التالية',
      'تشغيل التمرير التلقائي',
    ]),
    defect:
      'two or three carousels on one page, each with the same three buttons, as the APG carousel pattern names them: each set sits inside its own region named by its carousel (aria-roledescription carousel), which a screen reader names on the way in; naming every button again cost the Arabic marketing home its HTML budget (20 KiB gzip)',
  },
  {
    pages: /^\/blog(-list)?\//,
    names: ['branding', 'marketing', 'الهوية التجارية', 'التسويق'],
    defect:
      "a post's category or tag link named as the service the menu links to: the spec has a category link name its category, and each is told apart in context (WCAG 2.4.4: the post's line, the menu's list)",
  },
  {
    pages: /^\/shop\/wishlist\/$/,
    names: ['add to cart', 'أضف إلى السلة'],
    defect:
      "each wished product's Add to Cart, the name the spec gives it; its row (the product's cell) tells it apart, and its Remove names the product",
  },
];

const routes = exportedRoutes();
const knownOf = (route: string, shared: SharedName) =>
  KNOWN.find(
    (known) => known.pages.test(englishOf(darkOf(route))) && known.names.includes(shared.name),
  );
const describe = (route: string, { kind, name, layer, does }: SharedName) =>
  `${route}: ${does.length} ${kind}s named "${name}" (${layer}) ${does.join('; ').replace(/ action \d+/g, ' action')}`;

test('links of the same name go to the same place, buttons of the same name do the same, on every page', () => {
  expect(routes.length).toBeGreaterThanOrEqual(4 * pagesOfOneTree());
  const wrong: string[] = [];
  const met = new Set<Known>();
  let controls = 0;
  for (const route of routes) {
    const found = controlsOf(readFileSync(fileOf(route), 'utf8'));
    controls += found.length;
    for (const shared of sharedNames(found)) {
      const known = knownOf(route, shared);
      if (known) met.add(known);
      else wrong.push(describe(route, shared));
    }
  }
  expect(wrong).toEqual([]);
  expect(
    KNOWN.filter((known) => !met.has(known)).map((known) => known.defect),
    'known defects no page shows any more: take them out of KNOWN',
  ).toEqual([]);
  expect(controls).toBeGreaterThan(routes.length);
});

test('what the page reading sees: names from aria-labelledby, aria-label, text and alt; hidden ones left out', () => {
  const html = `
    <h2 id="t">Wayfinding</h2>
    <a href="/blog/a/">Read More<span class="sr-only"> – A</span></a>
    <a href="/blog/b/" aria-labelledby="t"><img src="/x.png" alt="ignored"></a>
    <a href="/blog/c/" aria-label="Read More – C">Read More</a>
    <a href="/blog/d/">Read More<span aria-hidden="true"> →</span></a>
    <a href="/blog/e/" hidden>Read More</a>
    <form><input name="q"><button>Search</button></form>
    <button type="button" aria-haspopup="dialog">Search</button>
    <button type="button" aria-label="Search" aria-haspopup="dialog"><svg aria-hidden="true"></svg></button>
    <div role="dialog" aria-modal="true"><button type="button">Close</button></div>
    <div role="dialog" aria-modal="true"><button type="button">Close</button></div>
    <button type="button">Add to Cart</button><button type="button">Add to Cart</button>`;
  const controls = controlsOf(html);
  expect(controls.filter((c) => c.kind === 'link').map((c) => c.name)).toEqual([
    'Read More – A',
    'Wayfinding',
    'Read More – C',
    'Read More',
  ]);
  expect(sharedNames(controls).map((s) => [s.name, s.does.length])).toEqual([
    ['search', 2],
    ['add to cart', 2],
  ]);
  // Two "Read More" links to two posts, with nothing else to tell them apart: caught.
  const twice = controlsOf('<a href="/blog/a/">Read More</a><a href="/blog/b/">Read more</a>');
  expect(sharedNames(twice)).toEqual([
    {
      kind: 'link',
      name: 'read more',
      layer: 'page',
      does: ['goes to /blog/a/', 'goes to /blog/b/'],
    },
  ]);
});
