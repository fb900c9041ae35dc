/*
 * Paint first, hydrate after: a post-export step (pipeline/post-export.ts) over every HTML file of out/.
 *
 * Next's export puts its framework chunks in `<head>` as `<script src async>`. On a phone with a fast
 * network and a slow CPU they arrive before the first frame is on screen and run at once: React's runtime
 * and hydration (60-70 ms of main thread on a bare page here, 4x that on a mid-range phone) then sit
 * between the parsed HTML and its first paint, and the largest contentful paint waits for them.
 *
 * Each such script is taken out of the HTML, and one small inline loader at the end of the body adds the
 * scripts, in Next's order with Turbopack's runtime last, once the first screen is on screen: its first contentful paint, then its
 * fonts and its eager, high-priority images (logo, hero), so that the largest paint has the network to
 * itself (or at once when the visitor presses, types or tabs first, or after 3 s at the latest, as in a tab
 * opened in the background, which paints nothing). The page is the same server-rendered HTML; React
 * hydrates it a frame later than before. Links work as plain links until then. Nothing the visitor does
 * before React has started is lost: a button pressed is held and pressed again once the page is
 * interactive, and what was typed, ticked or chosen in a form control is replayed into React then, through
 * the same change path the visitor's own edit takes (React's hydration keeps the text on screen but not in
 * its state, so without this the next render empties the field; e2e/site/early-input.spec.ts). The keys
 * pressed meanwhile are kept for the site search, which opens with what was typed after `/` or Ctrl+K.
 *
 * The scripts are not preloaded: with ten low-priority script preloads in the head, Lighthouse's Chromium
 * put the first paint off by one to two seconds (observed FCP 0.25 s → 2.2 s), so the download starts
 * with the loader. On a slow network the first screen has the bandwidth to itself until it is painted.
 *
 * Measured (Lighthouse mobile, median of 3, same sitting): LCP 2.9-3.3 s → 1.55-1.7 s on the home, about,
 * shop and post pages, FCP unchanged; TBT moves within the run-to-run noise (the same work now falls after
 * the first paint, where TBT counts it). See issue 8's note.
 *
 * The RSC payload leaves the HTML too. Next inlines it as `self.__next_f.push([1,"…"])` scripts, the whole
 * page a second time as JSON (more than half of a home page's bytes, past gzip's 32 KB window, so it
 * compresses apart from the markup), all of it before the first paint can complete on a slow network. The
 * export also writes the same payload, byte for byte, as the page's `index.txt` (the file Next's router
 * fetches to navigate there). The loader fetches that file when it starts the scripts (downloading both
 * at once: the scripts as preloads) and hands the text to Next the way the inline scripts did, before
 * Next's runtime runs. The first screen arrives as markup alone; the payload is one cacheable file.
 */

import { transformSync } from 'esbuild';
import { LAID_OUT_ATTRIBUTE } from '../../components/islands/layout-release-names';

/** A framework chunk as Next's export writes it into `<head>`. */
export const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;

/** A chunk preload as Next's export writes it into `<head>`. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/** The loader's attribute that lists the page's chunks, space-separated, in the order Next wrote them. */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
/** The loader's attribute that names the page's RSC payload file, when the payload has left the HTML. */
export const PAYLOAD_ATTRIBUTE = 'data-payload';

/** An inline RSC payload script as Next writes it: `[1, text]` pushed onto `self.__next_f`. */
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g;
/**
 * Set on <html> once the page has hydrated (components/islands/link-router.tsx, whose effect runs after
 * the whole page has been committed): from then on React answers presses itself.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * How many chunk requests (preloads, then the scripts themselves) the loader makes in one task. The paint
 * observer, the payload's request and ten preloads were one task of 17-27 ms on this machine under
 * Lighthouse's trace (each request 1.5-4 ms), 70-109 ms in its simulation of a mid-range phone, which counts
 * a task from 50 ms: often the longest of the page's own tasks after its first paint. Three at a time were
 * tasks of 9-16 ms. The eleven scripts of a shop page, added in one task, were 70 ms of it at 4x CPU
 * (issue 61).
 */
export const REQUESTS_PER_TASK = 2;

/**
 * Turbopack's runtime chunk. When it runs, it loads each chunk the page needs that has no
 * `<script src>` on the page yet by adding one of its own; the loader adds the scripts a few per task, so
 * the runtime goes last, when every other chunk's script is on the page already (otherwise a chunk could
 * be fetched and run twice). The contract's 'runtime-chunk' check holds Next's output to this.
 */
export const RUNTIME_CHUNK = /\/turbopack-[^/]+\.js$/;

/**
 * The loader's source, readable. Plain ES2017 so that every browser Next supports runs it. Each `src` is
 * the path exactly as Next wrote it, which is how Turbopack's runtime recognises a chunk already on the
 * page; the list ends with the runtime (RUNTIME_CHUNK).
 */
const LOADER_SOURCE = [
  '(()=>{',
  'const me=document.currentScript,root=document.documentElement;',
  `const chunks=me.getAttribute('${HYDRATE_ATTRIBUTE}').split(' ');`,
  `const payload=me.getAttribute('${PAYLOAD_ATTRIBUTE}');`,
  'let started=false,ran=false;',
  'const add=(tag,props)=>document.head.append(Object.assign(document.createElement(tag),props));',
  // A task of its own for `then`, after whatever the browser has queued (a tap, a frame). A message, not
  // a timer: a page whose clock is held, as in tests, still starts.
  'const later=(then)=>{const channel=new MessageChannel();channel.port1.onmessage=then;channel.port2.postMessage(0);};',
  // Each request costs the main thread a few milliseconds, so they go REQUESTS_PER_TASK at a time, each
  // batch a task of its own, until the list is done (or `until` says to stop).
  'const inTurns=(list,each,until)=>{',
  'let next=0;',
  `const turn=()=>{if(until&&until())return;for(const item of list.slice(next,next+=${REQUESTS_PER_TASK}))each(item);if(next<list.length)later(turn);};`,
  'later(turn);',
  '};',
  "const run=()=>{ran=true;inTurns(chunks,(src)=>add('script',{src,async:true}));};",
  'const hydrate=()=>{',
  'if(started)return;started=true;',
  'if(!payload)return run();',
  'fetch(payload).then((response)=>{if(!response.ok)throw new Error(response.status+" "+payload);return response.text();})',
  '.then((text)=>{(self.__next_f=self.__next_f||[]).push([1,text]);run();})',
  ".catch((error)=>console.error('Page data did not load; the page stays as served:',error));",
  // The scripts download while the payload does; they run once Next's runtime will find the payload
  // waiting. Once the payload is in, the scripts themselves are requested and the preloads left are not
  // needed.
  "inTurns(chunks,(href)=>add('link',{rel:'preload',as:'script',href}),()=>ran);",
  '};',
  // The first screen is complete once its fonts and its eager images (the ones fetched at high priority:
  // the logo, the hero) are in, loaded or failed. Until then the scripts and the payload do not take the
  // bandwidth those need. (No timer or frame here: a page whose clock is held, as in tests, still starts.)
  'const firstScreen=()=>{',
  "const images=[...document.querySelectorAll('img[fetchpriority=high]')].filter((image)=>!image.complete);",
  'const waits=images.map((image)=>new Promise((done)=>{',
  "image.addEventListener('load',done,{once:true});image.addEventListener('error',done,{once:true});}));",
  // The fonts in flight, each loaded or failed. Not document.fonts.ready: WebKit resolves it only once the
  // document has loaded, and a muted hero video held the load event for 3 s in WebKitGTK 2.50, so the
  // homes started on the 3 s timer there (issue 30).
  "if(document.fonts)for(const font of document.fonts)if(font.status==='loading')waits.push(font.loaded.catch(()=>{}));",
  // In a task of its own: the paint observer's task has taken its share already.
  'Promise.all(waits).then(()=>later(hydrate));',
  '};',
  // The paint entry is delivered once the frame is on screen; the scripts then run in tasks of their own.
  'try{',
  "if(!PerformanceObserver.supportedEntryTypes.includes('paint'))throw 0;",
  "new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length)firstScreen();})",
  ".observe({type:'paint',buffered:true});",
  '}catch(error){firstScreen();}',
  "for(const type of ['pointerdown','keydown','focusin'])",
  'addEventListener(type,hydrate,{once:true,capture:true,passive:true});',
  'setTimeout(hydrate,3000);',
  // The sections off screen have a stand-in height until start-up lets them into layout
  // (components/islands/layout-release.tsx). A jump the browser makes for the visitor (a fragment in the
  // address, an in-page link, End) lays them all out first, so that it lands where it would on the page
  // laid out in full; smooth scrolling may start then too.
  // (Every child of <main> is marked: a superset of the held boxes, in fewer bytes.)
  'const layAll=()=>{',
  "for(const box of document.querySelectorAll('main>*,body>footer'))box.setAttribute('data-shown','');",
  `root.setAttribute('${LAID_OUT_ATTRIBUTE}','');`,
  '};',
  'if(location.hash)layAll();',
  "addEventListener('click',(event)=>{",
  'const a=event.target instanceof Element&&event.target.closest(\'a[href*="#"]\');',
  'if(a&&a.pathname===location.pathname)layAll();',
  '},true);',
  "addEventListener('keydown',(event)=>{if(event.key==='End')layAll();},true);",
  // Until the page says it is interactive, what the visitor does is held for React: a button press (held
  // before React's own listeners see it) and each form control's last value or tick. Once the page is
  // interactive the controls are replayed first, then the presses, so that a held 'Confirm order' sees
  // the fields filled. A press still held 10 s after it was made is let through anyway (a form then
  // sends as plain HTML); the controls wait for React. Links need no help: they work as plain links.
  `const live=()=>released||root.hasAttribute('${INTERACTIVE_ATTRIBUTE}');`,
  'let released=false,pressed=false,timer=0;',
  'const held=[],edits=new Map();',
  'const press=()=>{',
  'if(pressed)return;pressed=true;',
  'for(const button of held)if(button.isConnected)button.click();',
  '};',
  "const checkable=(c)=>c.type==='checkbox'||c.type==='radio';",
  // A control's new state goes through the change path the visitor's own edit would take in React.
  'const replay=(c,v)=>{',
  'if(!c.isConnected)return;',
  // A tick is a click, which toggles: only when React's box does not show the visitor's state yet.
  'if(checkable(c)){if(c.checked!==v)c.click();return;}',
  // The caret stays where the visitor left it: where it is now, or, if React has emptied the field
  // since, where it was at the visitor's last edit.
  'let[text,from,to]=v;',
  'if(c.value===text){from=c.selectionStart;to=c.selectionEnd;}',
  // Through the element's own setter first (React's value tracking notes it), then the prototype's (it
  // does not), so that React takes the event below for a change, as it would the visitor's typing.
  "c.value=text===''?' ':'';",
  'const type=c instanceof HTMLSelectElement?HTMLSelectElement:c instanceof HTMLTextAreaElement?HTMLTextAreaElement:HTMLInputElement;',
  "Object.getOwnPropertyDescriptor(type.prototype,'value').set.call(c,text);",
  'if(from!=null)try{c.setSelectionRange(from,to);}catch(e){}',
  "c.dispatchEvent(new Event(c instanceof HTMLSelectElement?'change':'input',{bubbles:true}));",
  '};',
  'const release=()=>{',
  'if(released)return;released=true;',
  // A box that still shows the visitor's tick has not been rendered by React since hydration, which kept
  // the tick on screen: React's state is still the server's, so the box shows that again before the
  // replay (a box React has rendered since shows React's state already).
  'for(const[c,v]of edits)if(checkable(c)&&c.checked===v)c.checked=c.defaultChecked;',
  'for(const[c,v]of edits)replay(c,v);',
  'press();',
  '};',
  'new MutationObserver((records,observer)=>{observer.disconnect();release();})',
  `.observe(root,{attributes:true,attributeFilter:['${INTERACTIVE_ATTRIBUTE}']});`,
  // Keys pressed before start-up, for the site search (components/islands/search-keys.ts): each as
  // [key, with Ctrl or ⌘, in a text field], in window.earlyKeys until the search takes them. `/` and
  // Ctrl+K open the search once it starts, so they do not do the browser's own thing meanwhile.
  'const keys=self.earlyKeys=[];',
  "addEventListener('keydown',(event)=>{",
  'if(live()||self.earlyKeys!==keys)return;',
  'const t=event.target,command=event.ctrlKey||event.metaKey;',
  'const field=t instanceof HTMLElement&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));',
  'keys.push([event.key,command,field]);',
  "if(command&&event.key.toLowerCase()==='k'||event.key==='/'&&!field&&!command)event.preventDefault();",
  '},true);',
  "for(const type of ['input','change'])",
  'addEventListener(type,(event)=>{',
  'const c=event.target;',
  // (A file input cannot be given its files back: it is left alone.)
  "if(live()||c.type==='file'||!(c instanceof HTMLInputElement||c instanceof HTMLSelectElement||c instanceof HTMLTextAreaElement))return;",
  // Only the checked radio of a group hears 'change'; the one it replaced is no longer the visitor's choice.
  "if(c.type==='radio')for(const o of edits.keys())if(o.type==='radio'&&o.name===c.name)edits.delete(o);",
  'edits.delete(c);edits.set(c,checkable(c)?c.checked:[c.value,c.selectionStart,c.selectionEnd]);',
  '},true);',
  // A caret moved without typing (arrow keys, a click in the text) is where the next key goes.
  "addEventListener('selectionchange',()=>{",
  'const c=document.activeElement,edit=edits.get(c);',
  'if(!live()&&Array.isArray(edit)&&c.value===edit[0]){edit[1]=c.selectionStart;edit[2]=c.selectionEnd;}',
  '},true);',
  "addEventListener('click',(event)=>{",
  'if(pressed||live()||!event.isTrusted)return;',
  "const button=event.target instanceof Element&&event.target.closest('button');",
  'if(!button||button.disabled)return;',
  'event.preventDefault();event.stopPropagation();hydrate();',
  'timer=timer||setTimeout(press,10000);',
  'if(!held.includes(button))held.push(button);',
  '},true);',
  '})()',
].join('');

/**
 * The loader as every page carries it: the source minified (local names shortened: 1.7 KB gzipped instead
 * of 1.9, on pages held to 20 KiB of gzipped HTML), the same text in every page, its SHA-256 in each
 * page's CSP like Next's own inline scripts.
 */
export const LOADER = transformSync(LOADER_SOURCE, { minify: true, target: 'es2017' }).code.trim();

/** The chunk paths a rewritten page's loader will add, in order (empty for a page without one). */
export function hydrateChunks(html: string): string[] {
  const match = new RegExp(`<script ${HYDRATE_ATTRIBUTE}="([^"]*)"`).exec(html);
  return match?.[1] ? match[1].split(' ') : [];
}

/** The RSC payload text of a page's inline `self.__next_f` scripts, in order. */
export function inlinePayload(html: string): string {
  let text = '';
  for (const match of html.matchAll(PAYLOAD_SCRIPT)) {
    const entry: unknown = JSON.parse(match[1] ?? '[]');
    if (Array.isArray(entry) && typeof entry[1] === 'string') text += entry[1];
  }
  return text;
}

/**
 * The page with its framework chunks loaded after the first paint; a page without chunk scripts (or one
 * already rewritten) comes back unchanged. With `payload` (the URL path of the page's RSC payload file
 * and its text), the inline payload scripts leave the page for that file; their text must be the file's,
 * or the export has changed shape and this throws rather than hydrate a page from the wrong data.
 */
export function paintFirst(html: string, payload?: { url: string; text: string }): string {
  if (hydrateChunks(html).length) return html;
  const chunks: string[] = [];
  let rewritten = html.replace(CHUNK_SCRIPT, (_, src: string) => {
    chunks.push(src);
    return '';
  });
  if (!chunks.length) return html;
  // Turbopack's runtime last (RUNTIME_CHUNK); the others in Next's order.
  chunks.sort((a, b) => Number(RUNTIME_CHUNK.test(a)) - Number(RUNTIME_CHUNK.test(b)));
  // A script preload Next leaves in the head (low priority, but downloading with the first screen) goes
  // too: the loader fetches every chunk of the list at its time.
  rewritten = rewritten.replace(CHUNK_PRELOAD, (tag, src: string) =>
    chunks.includes(src) ? '' : tag,
  );
  if (payload) {
    if (inlinePayload(html) !== payload.text)
      throw new Error(
        `paintFirst: the inline RSC payload differs from ${payload.url}; keep it inline (no payload argument) or find out why`,
      );
    rewritten = rewritten.replace(PAYLOAD_SCRIPT, '');
  }
  // Last in <body>: an inline script earlier would hold the parser until the stylesheet is in.
  const end = rewritten.lastIndexOf('</body>');
  if (end < 0) throw new Error('paintFirst: the page has no </body> to put the loader before');
  const from = payload ? ` ${PAYLOAD_ATTRIBUTE}="${payload.url}"` : '';
  const loader = `<script ${HYDRATE_ATTRIBUTE}="${chunks.join(' ')}"${from}>${LOADER}</script>`;
  return `${rewritten.slice(0, end)}${loader}${rewritten.slice(end)}`;
}
