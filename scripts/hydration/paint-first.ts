/*
 * Paint first, hydrate after: a post-export step (scripts/post-export.ts) over every HTML file of out/.
 *
 * Next's export puts its framework chunks in `<head>` as `<script src async>`. On a phone with a fast
 * network and a slow CPU they arrive before the first frame is on screen and run at once: React's runtime
 * and hydration (60-70 ms of main thread on a bare page here, 4x that on a mid-range phone) then sit
 * between the parsed HTML and its first paint, and the largest contentful paint waits for them.
 *
 * Each such script becomes a low-priority preload, so it still downloads early but runs nothing, and one
 * small inline loader adds the scripts, in the same order, once the first contentful paint is on screen
 * (or at once when the visitor presses, types or tabs first, or after 3 s at the latest, as in a tab
 * opened in the background, which paints nothing). The page is the same server-rendered HTML; React
 * hydrates it a frame later than before.
 *
 * Measured (Lighthouse mobile, median of 3, same sitting): LCP 2.9-3.3 s → 1.6-1.8 s on the home, about,
 * shop and post pages; FCP and TBT unchanged. See issue 8's note.
 */

/** A framework chunk as Next's export writes it into `<head>`. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;

/** The marker of the preloads the loader turns into scripts. */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';

/**
 * The loader, inline in every page (its SHA-256 is in each page's CSP like Next's own inline scripts).
 * Plain ES2017 so that every browser Next supports runs it; `src` keeps the preload's exact `href`, which
 * is how Turbopack's runtime recognises a chunk already on the page.
 */
export const LOADER = [
  '(()=>{',
  'let started=false;',
  'const hydrate=()=>{',
  'if(started)return;started=true;',
  `for(const link of document.querySelectorAll('link[${HYDRATE_ATTRIBUTE}]')){`,
  "const script=document.createElement('script');",
  "script.src=link.getAttribute('href');script.async=true;document.head.append(script);",
  '}};',
  // The paint entry is delivered once the frame is on screen; the scripts then run in tasks of their own.
  'try{',
  "if(!PerformanceObserver.supportedEntryTypes.includes('paint'))throw 0;",
  "new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length)hydrate();})",
  ".observe({type:'paint',buffered:true});",
  '}catch(error){requestAnimationFrame(hydrate);}',
  "for(const type of ['pointerdown','keydown','focusin'])",
  'addEventListener(type,hydrate,{once:true,capture:true,passive:true});',
  'setTimeout(hydrate,3000);',
  '})()',
].join('');

/**
 * The page with its framework chunks loaded after the first paint; a page without chunk scripts (or one
 * already rewritten) comes back unchanged.
 */
export function paintFirst(html: string): string {
  if (html.includes(`${HYDRATE_ATTRIBUTE}=""`)) return html;
  let found = false;
  const rewritten = html.replace(CHUNK_SCRIPT, (_, src: string) => {
    found = true;
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}" ${HYDRATE_ATTRIBUTE}=""/>`;
  });
  if (!found) return html;
  // Last in <body>: an inline script earlier would hold the parser until the stylesheet is in.
  const end = rewritten.lastIndexOf('</body>');
  if (end < 0) throw new Error('paintFirst: the page has no </body> to put the loader before');
  return `${rewritten.slice(0, end)}<script>${LOADER}</script>${rewritten.slice(end)}`;
}
