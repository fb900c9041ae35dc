/*
 * `npm run perf -- --inp`: every main interaction of the site answers within 100 ms on a slow phone.
 *
 * scripts/perf.ts serves out/ on loopback and calls measureInteractions(). Each interaction runs on a
 * fresh page load in a fresh browser context (empty storage, so the shop holds its demo cart and
 * wishlist), in Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate). The page is
 * used only once it is interactive (`<html data-interactive>`, set once React has hydrated) and idle.
 * The latency is read from the Event Timing API, as the browser's INP is: a PerformanceObserver for
 * 'event' entries (durationThreshold 16) and 'first-input', and the interaction's latency is the
 * longest duration among the entries that belong to it (interactionId > 0) from the moment of the
 * action on. A gesture made of several interactions (typing a word) counts its slowest one. An
 * interaction whose events all took under 16 ms leaves no entry (unless it was the page's first input)
 * and reads "<16".
 *
 * Each interaction runs 3 times (--runs N); the table gives the median and the maximum, and the run
 * fails (exit 1) when any interaction's median is over 100 ms, or when one could not be carried out.
 * Not part of `npm test`: the figures depend on the machine's load. For the slowest event the table
 * splits its time into input delay, handlers and time to the next paint, and says what the main thread
 * did meanwhile in long animation frames (scripts by invoker and file, rendering), which is where a slow
 * interaction's cause shows. PERF_INP_DEBUG=1 prints each run's steps.
 *
 *   npm run perf -- --inp              every interaction
 *   npm run perf -- --inp --runs 5 /shop/   5 runs each, only the interactions on /shop/
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';

/** What an interaction may take: the "good" INP threshold. */
export const BUDGET_MS = 100;
/** The CPU slowdown, as Lighthouse's mobile profile applies it. */
const CPU_SLOWDOWN = 4;
/** The longest one run (load, prepare, act, collect, check) may take on a busy machine. */
const RUN_TIMEOUT_MS = 120_000;
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };

/** One Event Timing entry, as the page hands it over. */
type EventEntry = {
  entryType: string;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
  target: string;
};

type Scenario = {
  name: string;
  path: string;
  viewport?: 'phone' | 'desktop';
  /** Brings the page to where the interaction starts (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The interaction, as a visitor makes it. */
  act: (page: Page) => Promise<void>;
  /** Proves that the interaction did what it is for (after the measurement). */
  check: (page: Page) => Promise<void>;
};

/** A long animation frame (over 50 ms; Long Animation Frames API), as the page hands it over. */
type LongFrame = {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: {
    invoker: string;
    sourceURL: string;
    startTime: number;
    duration: number;
    /** Style and layout the script forced (reading layout after changing the DOM). */
    forcedStyleAndLayoutDuration: number;
  }[];
};

type Measured = {
  latency: number;
  /** The entry that set the latency, if there was one. */
  worst?: EventEntry;
  /** What the main thread did in the long frames during that entry. */
  mainThread: string;
  interactions: number;
};

// ---------------------------------------------------------------------------------------------------
// The interactions

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

const expectTrue = async (what: string, condition: Promise<boolean> | boolean) => {
  if (!(await condition)) throw new Error(`the interaction did not take effect: ${what}`);
};

/** Waits until a locator's attribute has the value. */
const attributeIs = (locator: Locator, name: string, value: string) =>
  locator
    .and(locator.page().locator(`[${name}="${value}"]`))
    .waitFor({ state: 'attached', timeout: 5000 })
    .then(
      () => true,
      () => false,
    );

const urlIs = (page: Page, path: string) =>
  page
    .waitForURL((url) => url.pathname === path, { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );

const menuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu', exact: true });
const carousel = (page: Page) => page.getByRole('region', { name: 'Meet the Studio' });
const firstRowCheckbox = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('checkbox', { name: /^Select (?!all$)/ })
    .first();
const cartQuantity = (page: Page) =>
  page.getByRole('spinbutton', { name: /^Quantity of / }).first();
const minimumPrice = (page: Page) => page.getByRole('slider', { name: 'Minimum price' });
const shopNote = (page: Page) => page.locator('p[aria-live="polite"]').first();
/** The blog index's cards: the island's list column, beside its search sidebar. */
const blogPosts = (page: Page) =>
  page.locator('[data-hydrated="true"]:has(> aside) > div > ul > li');

/** A word typed as a person types it: one interaction per key. */
const typeWord = (page: Page, word: string) => page.keyboard.type(word, { delay: 120 });

/** Notes set by prepare() for check() within one run. */
const notes = new WeakMap<Page, string>();

export const SCENARIOS: Scenario[] = [
  {
    name: 'menu open',
    path: '/',
    viewport: 'phone',
    act: (page) => menuButton(page).click(),
    check: (page) =>
      expectTrue('menu open', attributeIs(menuButton(page), 'aria-expanded', 'true')),
  },
  {
    name: 'menu close',
    path: '/',
    viewport: 'phone',
    prepare: async (page) => {
      await menuButton(page).click();
      await expectTrue('menu open first', attributeIs(menuButton(page), 'aria-expanded', 'true'));
    },
    act: (page) => menuButton(page).click(),
    check: (page) =>
      expectTrue('menu closed', attributeIs(menuButton(page), 'aria-expanded', 'false')),
  },
  {
    name: 'theme switch (link)',
    path: '/about/',
    // The link leaves for the light tree (a full page load): the click is measured on this page, so its
    // navigation is cancelled by a listener added after the site's own (LinkRouter's included), which
    // therefore see the click as they would.
    prepare: (page) =>
      page.evaluate(() => {
        window.addEventListener('click', (event) => {
          const link = event.target instanceof Element ? event.target.closest('a') : null;
          if (!link || link.getAttribute('aria-label') !== 'Switch to light theme') return;
          document.documentElement.dataset['perfFollowed'] = link.pathname;
          event.preventDefault();
        });
      }),
    act: (page) => page.getByRole('link', { name: 'Switch to light theme' }).click(),
    check: (page) =>
      expectTrue(
        'link to the light twin followed',
        attributeIs(page.locator('html'), 'data-perf-followed', '/light/about/'),
      ),
  },
  {
    name: 'carousel next',
    path: '/about/',
    prepare: async (page) => {
      await carousel(page).scrollIntoViewIfNeeded();
      // Swiper starts when the carousel nears the screen.
      await carousel(page)
        .and(page.locator('[data-hydrated="true"]'))
        .waitFor({ state: 'attached', timeout: 15_000 });
      notes.set(
        page,
        await carousel(page)
          .locator('.swiper-wrapper')
          .evaluate((el) => el.style.transform),
      );
    },
    act: (page) => carousel(page).getByRole('button', { name: 'Next slide' }).click(),
    check: (page) =>
      expectTrue(
        'slides moved',
        carousel(page)
          .locator('.swiper-wrapper')
          .evaluate((el, before) => el.style.transform !== before, notes.get(page) ?? ''),
      ),
  },
  {
    name: 'FAQ accordion',
    path: '/',
    act: (page) => button(page, 'How do you price your projects?').click(),
    check: (page) =>
      expectTrue(
        'answer open',
        attributeIs(button(page, 'How do you price your projects?'), 'aria-expanded', 'true'),
      ),
  },
  {
    name: 'pricing period toggle',
    path: '/service/',
    // The radio is visually hidden; its label is what a visitor presses.
    act: (page) =>
      page
        .getByRole('group', { name: 'Billing period' })
        .locator('label', { hasText: 'Yearly' })
        .click(),
    check: (page) =>
      expectTrue('yearly chosen', page.getByRole('radio', { name: 'Yearly' }).isChecked()),
  },
  {
    name: 'video pop-up open',
    path: '/marketing-agency/',
    act: (page) => button(page, 'Play video').first().click(),
    check: (page) =>
      expectTrue(
        'dialog open',
        page
          .getByRole('dialog')
          .waitFor({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          ),
      ),
  },
  {
    name: 'add to cart',
    path: '/shop/aurora-poster-set/',
    act: (page) => button(page, 'Add to cart').click(),
    check: (page) => expectTrue('cart page opened', urlIs(page, '/shop/cart/')),
  },
  {
    name: 'wishlist add',
    path: '/shop/aurora-poster-set/',
    act: (page) => button(page, 'Add to wishlist').click(),
    check: (page) =>
      expectTrue(
        'wishlist message',
        page
          .getByRole('status')
          .filter({ hasText: 'is on your wishlist' })
          .waitFor({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          ),
      ),
  },
  {
    name: 'wishlist select (toggle)',
    path: '/shop/wishlist/',
    act: (page) => firstRowCheckbox(page).click(),
    check: (page) => expectTrue('row selected', firstRowCheckbox(page).isChecked()),
  },
  {
    name: 'cart quantity change',
    path: '/shop/cart/',
    prepare: async (page) => {
      await cartQuantity(page).focus();
      notes.set(page, await cartQuantity(page).inputValue());
    },
    act: (page) => page.keyboard.press('ArrowUp'),
    check: async (page) =>
      expectTrue(
        'quantity raised',
        Number(await cartQuantity(page).inputValue()) === Number(notes.get(page)) + 1,
      ),
  },
  {
    name: 'cart update',
    path: '/shop/cart/',
    prepare: async (page) => {
      await cartQuantity(page).focus();
      await page.keyboard.press('ArrowUp');
    },
    act: (page) => button(page, 'Update Cart').click(),
    check: (page) =>
      expectTrue(
        'cart updated',
        page
          .getByRole('status')
          .filter({ hasText: 'Your cart was updated.' })
          .waitFor({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          ),
      ),
  },
  {
    name: 'cart remove',
    path: '/shop/cart/',
    act: (page) =>
      button(page, /^Remove /)
        .first()
        .click(),
    check: (page) =>
      expectTrue(
        'line removed',
        page
          .getByRole('status')
          .filter({ hasText: 'was removed from your cart' })
          .waitFor({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          ),
      ),
  },
  {
    name: 'shop filter (category)',
    path: '/shop/',
    act: (page) =>
      page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().click(),
    check: (page) =>
      expectTrue(
        'category checked',
        page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().isChecked(),
      ),
  },
  {
    name: 'shop sort (select)',
    path: '/shop/',
    // A closed <select> on Linux takes the arrow keys itself: the next option is chosen at once.
    prepare: (page) => page.getByRole('combobox', { name: 'Sort by' }).focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
    check: async (page) =>
      expectTrue(
        'sorted by price',
        (await page.getByRole('combobox', { name: 'Sort by' }).inputValue()) === 'price-asc',
      ),
  },
  {
    name: 'shop search (typing)',
    path: '/shop/',
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: 'Search products' }).focus();
      notes.set(page, (await shopNote(page).textContent()) ?? '');
    },
    act: (page) => typeWord(page, 'print'),
    check: async (page) =>
      expectTrue('results narrowed', (await shopNote(page).textContent()) !== notes.get(page)),
  },
  {
    name: 'price range (ArrowRight)',
    path: '/shop/',
    prepare: async (page) => {
      await minimumPrice(page).focus();
      notes.set(page, (await minimumPrice(page).getAttribute('aria-valuenow')) ?? '');
    },
    act: (page) => page.keyboard.press('ArrowRight'),
    check: async (page) =>
      expectTrue(
        'minimum raised',
        Number(await minimumPrice(page).getAttribute('aria-valuenow')) > Number(notes.get(page)),
      ),
  },
  {
    name: 'price range (drag)',
    path: '/shop/',
    prepare: async (page) => {
      await minimumPrice(page).scrollIntoViewIfNeeded();
      notes.set(page, (await minimumPrice(page).getAttribute('aria-valuenow')) ?? '');
    },
    act: async (page) => {
      const box = await minimumPrice(page).boundingBox();
      if (!box) throw new Error('the Minimum price thumb has no box');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 60, y, { steps: 6 });
      await page.mouse.up();
    },
    check: async (page) =>
      expectTrue(
        'minimum dragged',
        Number(await minimumPrice(page).getAttribute('aria-valuenow')) > Number(notes.get(page)),
      ),
  },
  {
    name: 'blog search (typing)',
    path: '/blog/',
    prepare: (page) => page.getByRole('searchbox', { name: 'Search posts' }).focus(),
    act: (page) => typeWord(page, 'design'),
    check: (page) =>
      expectTrue(
        'search answered',
        page
          .getByRole('status')
          .filter({ hasText: /match/ })
          .first()
          .waitFor({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          ),
      ),
  },
  {
    name: 'blog load more',
    path: '/blog/',
    prepare: async (page) => {
      notes.set(page, String(await blogPosts(page).count()));
    },
    act: (page) => button(page, 'Load More Blog').click(),
    check: async (page) =>
      expectTrue('more posts', (await blogPosts(page).count()) > Number(notes.get(page))),
  },
  {
    name: 'checkout submit',
    path: '/shop/checkout/',
    prepare: async (page) => {
      // The footer's newsletter form has an 'Email address' too.
      const form = page.getByRole('form', { name: 'Billing details' });
      const field = (label: string) => form.getByLabel(label, { exact: true });
      await field('First name').fill('Lina');
      await field('Last name').fill('Haddad');
      await field('Street address').fill('12 Rainbow Street');
      await field('Town / City').fill('New York');
      await field('State').selectOption('New York');
      await field('ZIP Code').fill('10001');
      await field('Phone').fill('+1 212 555 0100');
      await field('Email address').fill('lina@example.com');
    },
    act: (page) => button(page, 'Confirm order').click(),
    check: (page) => expectTrue('order placed', urlIs(page, '/shop/success/')),
  },
];

// ---------------------------------------------------------------------------------------------------
// The measurement

/**
 * Installed in every page before its own scripts: keeps the Event Timing entries for the harness in
 * `window.__eventEntries` (as EventEntry). Plain text rather than a function, so that nothing the
 * TypeScript loader adds to functions (esbuild's name helpers) reaches the page.
 */
const OBSERVE_EVENTS = `(() => {
  const kept = (window.__eventEntries = []);
  // The control an event's target belongs to (an icon's path stands for its button), and its name.
  const describe = (node) => {
    if (!(node instanceof Element)) return '';
    const el = node.closest('button, a, input, select, textarea, label, [role]') || node;
    // A label's own words, not those of the control inside it (a select's options).
    const own = (label) =>
      Array.from(label.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join(' ')
        .trim() || label.textContent;
    const label = el.labels && el.labels[0] ? own(el.labels[0]) : '';
    const name = (el.getAttribute('aria-label') || label || el.textContent || '').trim().slice(0, 30);
    return el.tagName.toLowerCase() + (name ? ' "' + name + '"' : '');
  };
  const keep = (list) => {
    for (const e of list.getEntries())
      kept.push({
        entryType: e.entryType,
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        interactionId: e.interactionId || 0,
        target: describe(e.target),
      });
  };
  try {
    new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  } catch (error) {
    // No Event Timing: nothing is kept, and the harness reports "<16".
  }
  // Long animation frames say what kept the main thread from answering (the "why" of a slow one).
  const frames = (window.__longFrames = []);
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries())
        frames.push({
          startTime: f.startTime,
          duration: f.duration,
          renderStart: f.renderStart,
          styleAndLayoutStart: f.styleAndLayoutStart,
          scripts: f.scripts.map((x) => ({
            invoker: x.invoker,
            sourceURL: x.sourceURL,
            startTime: x.startTime,
            duration: x.duration,
            forcedStyleAndLayoutDuration: x.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (error) {
    // No Long Animation Frames API: the diagnosis column stays empty.
  }
})();`;

/**
 * What the main thread did during an entry, from the long frames that overlap it: the script time (and
 * the longest script, by what invoked it and its file, with the style and layout it forced) and the
 * rendering time (style, layout, paint).
 * "no long frame" means no frame over 50 ms: the time went to short tasks or off the main thread.
 */
function mainThreadDuring(entry: EventEntry | undefined, frames: LongFrame[]): string {
  if (!entry) return '—';
  const from = entry.startTime;
  const to = entry.startTime + entry.duration;
  const overlapping = frames.filter((f) => f.startTime < to && f.startTime + f.duration > from);
  if (!overlapping.length) return 'no long frame';
  const scripts = overlapping
    .flatMap((f) => f.scripts)
    .filter((x) => x.startTime < to && x.startTime + x.duration > from);
  const scriptMs = scripts.reduce((sum, x) => sum + x.duration, 0);
  const renderMs = overlapping
    .filter((f) => f.renderStart > 0)
    .reduce((sum, f) => sum + (f.startTime + f.duration - f.styleAndLayoutStart), 0);
  const top = scripts.reduce<(typeof scripts)[number] | undefined>(
    (a, x) => (!a || x.duration > a.duration ? x : a),
    undefined,
  );
  const file = top?.sourceURL.split('/').at(-1) ?? '';
  const topText = top
    ? ` (longest ${Math.round(top.duration)}: ${top.invoker.slice(0, 40)}${file ? ` in ${file}` : ''}${
        top.forcedStyleAndLayoutDuration >= 1
          ? `, of which forced style/layout ${Math.round(top.forcedStyleAndLayoutDuration)}`
          : ''
      })`
    : '';
  return `scripts ${Math.round(scriptMs)}${topText}, rendering ${Math.round(renderMs)}`;
}

const entriesSince = (page: Page, since: number) =>
  page.evaluate(
    (t) =>
      ((window as unknown as { __eventEntries?: EventEntry[] }).__eventEntries ?? []).filter(
        (e) => e.interactionId > 0 && e.startTime >= t,
      ),
    since,
  );

/** Two frames, then an idle moment (at most 3 s): what was started by the load has had its turn. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 3000 })),
        ),
      ),
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Collects the interaction's entries: each is delivered after the frame that follows it, so the harness
 * waits until no new one has come for 600 ms (4 s at most after the action).
 */
async function collect(page: Page, since: number): Promise<EventEntry[]> {
  const deadline = Date.now() + 4000;
  let entries: EventEntry[] = [];
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await sleep(100);
    const now = await entriesSince(page, since);
    if (now.length !== entries.length) {
      entries = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= 600) break;
  }
  return entries;
}

async function runOnce(browser: Browser, origin: string, scenario: Scenario): Promise<Measured> {
  const context = await browser.newContext({
    viewport: scenario.viewport === 'phone' ? PHONE : DESKTOP,
  });
  // A run that hangs is ended: closing its context makes whatever it waits for throw.
  const limit = setTimeout(() => void context.close(), RUN_TIMEOUT_MS);
  try {
    // Nothing leaves the machine (the video host, say): such requests fail at once.
    const host = new URL(origin).host;
    await context.route(
      (url) => url.host !== host,
      (route) => route.abort(),
    );
    await context.addInitScript({ content: OBSERVE_EVENTS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const step = (what: string) => {
      if (process.env['PERF_INP_DEBUG']) process.stderr.write(`  ${what}\n`);
    };
    step('load');
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
    await settle(page);
    step('prepare');
    await scenario.prepare?.(page);
    await settle(page);
    const since = await page.evaluate(() => performance.now());
    step('act');
    await scenario.act(page);
    step('collect');
    const entries = await collect(page, since);
    step('check');
    await scenario.check(page);
    step('done');

    const worst = entries.reduce<EventEntry | undefined>(
      (a, e) => (!a || e.duration > a.duration ? e : a),
      undefined,
    );
    const frames = await page.evaluate(
      () => (window as unknown as { __longFrames?: LongFrame[] }).__longFrames ?? [],
    );
    return {
      latency: worst?.duration ?? 0,
      worst,
      mainThread: mainThreadDuring(worst, frames),
      interactions: new Set(entries.map((e) => e.interactionId)).size,
    };
  } finally {
    clearTimeout(limit);
    await context.close();
  }
}

type Result = { scenario: Scenario; runs: Measured[]; error?: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const ms = (value: number) => (value > 0 ? String(Math.round(value)) : '<16');

/** The slowest entry as input delay + event handlers + until the next paint. */
const breakdown = (e: EventEntry | undefined) =>
  e
    ? `${e.name} on ${e.target || '(removed)'}: ${Math.round(e.processingStart - e.startTime)} + ${Math.round(e.processingEnd - e.processingStart)} + ${Math.round(e.startTime + e.duration - e.processingEnd)}`
    : '—';

/**
 * Measures every interaction (or those on the chosen paths) against the export served at `origin`;
 * prints the table and returns whether every one is within the budget.
 */
export async function measureInteractions({
  origin,
  runs,
  only = [],
}: {
  origin: string;
  runs: number;
  only?: string[];
}): Promise<boolean> {
  const scenarios = only.length ? SCENARIOS.filter((s) => only.includes(s.path)) : SCENARIOS;
  if (!scenarios.length) throw new Error(`No interaction on ${only.join(' ')}`);
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
  const results: Result[] = [];
  try {
    console.log(
      [
        `Interaction latency (Event Timing, as INP): Chromium ${browser.version()}, CPU slowed ${CPU_SLOWDOWN}x, ` +
          `${runs} runs each on a fresh page load, median and max; budget ${BUDGET_MS} ms.`,
        `Viewport ${DESKTOP.width}x${DESKTOP.height} unless marked (phone: ${PHONE.width}x${PHONE.height}). ` +
          'Slowest event: input delay + handlers + until the next paint, ms. Main thread: script and rendering ' +
          'time in the long animation frames (over 50 ms) during that event; the rest went to short tasks or ' +
          'off the main thread (raster, compositing).',
        '',
        '| interaction | page | median ms | max ms | slowest event (run with the max) | main thread in its long frames, ms | result |',
        '|---|---|---|---|---|---|---|',
      ].join('\n'),
    );
    for (const scenario of scenarios) {
      const result: Result = { scenario, runs: [] };
      try {
        for (let i = 0; i < runs; i++) {
          process.stderr.write(`${scenario.name} ${scenario.path}: run ${i + 1}/${runs}\n`);
          result.runs.push(await runOnce(browser, origin, scenario));
        }
      } catch (error) {
        result.error = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      }
      results.push(result);
      const label = `${scenario.name}${scenario.viewport === 'phone' ? ' (phone)' : ''}`;
      if (result.error) {
        console.log(`| ${label} | \`${scenario.path}\` | — | — | ${result.error} | — | ERROR |`);
        continue;
      }
      const latencies = result.runs.map((r) => r.latency);
      const worstRun = result.runs.reduce((a, r) => (r.latency > a.latency ? r : a));
      const mid = median(latencies);
      console.log(
        `| ${label} | \`${scenario.path}\` | ${ms(mid)} | ${ms(Math.max(...latencies))} | ${breakdown(worstRun.worst)}${worstRun.interactions > 1 ? ` (slowest of ${worstRun.interactions} interactions)` : ''} | ${worstRun.mainThread} | ${mid > BUDGET_MS ? 'SLOW' : 'OK'} |`,
      );
    }
  } finally {
    await browser.close();
  }
  const slow = results.filter((r) => !r.error && median(r.runs.map((m) => m.latency)) > BUDGET_MS);
  const failed = results.filter((r) => r.error);
  console.log(
    `\n${results.length - slow.length - failed.length} of ${results.length} interactions within ${BUDGET_MS} ms` +
      (slow.length ? `; slow: ${slow.map((r) => r.scenario.name).join(', ')}` : '') +
      (failed.length ? `; could not run: ${failed.map((r) => r.scenario.name).join(', ')}` : ''),
  );
  return !slow.length && !failed.length;
}
