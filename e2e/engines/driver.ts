import { markTarget, type Target } from './find';

/*
 * The one driver layer the engine checks are written against (e2e/engines/*.spec.ts), so every step
 * exists once and runs in Firefox ESR (./firefox.ts, WebDriver BiDi through puppeteer-core) and in
 * WebKitGTK (./webkit.ts, W3C WebDriver classic). An engine gives only the native part (`Native`):
 * loading a page, running a function in it, trusted clicks and keys on a CSS selector, the window size
 * and a screenshot. Finding a control by its role and accessible name is done here, in the page
 * (./find.ts), which marks the control with a temporary attribute for the native driver to act on.
 */

export type Engine = 'firefox' | 'webkit';
export type Until = 'load' | 'dom';
export type Key = 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Escape' | 'Tab' | 'Space' | 'Backspace';
export type { Target } from './find';

/** What each engine implements: everything takes a CSS selector that names one element. */
export interface Native {
  /** The browser's name and version, e.g. 'firefox 153.7.0esr'. */
  readonly version: string;
  goto(url: string, until: Until): Promise<void>;
  /** Runs `source` (a function's text) with `args` in the page and gives back its (awaited) result. */
  evaluate(source: string, args: unknown[]): Promise<unknown>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  press(selector: string, key: Key): Promise<void>;
  /** Asks for an inner size of `width` x `height` CSS px; the engine may give another. */
  resize(width: number, height: number): Promise<void>;
  /** A PNG of what the window shows. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** How long a target may take to appear (a control rendered by an island, a page still loading). */
const FIND_TIMEOUT = 10_000;

export class Driver {
  private marks = 0;

  constructor(
    readonly engine: Engine,
    private readonly native: Native,
    private readonly origin: string,
  ) {}

  get version() {
    return this.native.version;
  }

  /** Opens a path of the site and waits for its load event (`until: 'load'`) or DOMContentLoaded. */
  async goto(path: string, { until = 'load' }: { until?: Until } = {}) {
    await this.native.goto(new URL(path, this.origin).href, until);
  }

  /** Runs a self-contained function in the page (it cannot reach this file's variables). */
  async run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.native.evaluate(fn.toString(), args)) as Awaited<R>;
  }

  /** The page's path and query, e.g. '/shop/?q=kit'. */
  path() {
    return this.run(() => location.pathname + location.search);
  }

  /** Clicks the target (a check box or radio button drawn by its label: the label, as a visitor). */
  async click(target: Target) {
    await this.act(
      target,
      async (selector) => {
        // Scrolled to at once, as a visitor scrolls before pressing: the site scrolls smoothly
        // (scroll-behavior: smooth), and WebKitWebDriver's own scroll into view then leaves the
        // control still out of view when it checks ('element not interactable').
        await this.run(
          (css: string) =>
            document.querySelector(css)!.scrollIntoView({ block: 'center', behavior: 'instant' }),
          selector,
        );
        await this.native.click(selector);
      },
      true,
    );
  }

  /** Types `text` into the target as keys (what is in it already stays; see `clear`). */
  async type(target: Target, text: string) {
    await this.act(target, (selector) => this.native.type(selector, text));
  }

  /** Empties the field (as selecting its text and deleting it would), then types `text`. */
  async fill(target: Target, text: string) {
    await this.act(target, async (selector) => {
      await this.run((css: string) => {
        const field = document.querySelector(css) as HTMLInputElement | HTMLTextAreaElement;
        const proto = Object.getPrototypeOf(field) as object;
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, '');
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }, selector);
      await this.native.type(selector, text);
    });
  }

  async press(target: Target, key: Key) {
    await this.act(target, (selector) => this.native.press(selector, key));
  }

  /** Chooses the option whose value is `value` in a <select> as a visitor would (input and change). */
  async select(target: Target, value: string) {
    await this.act(target, (selector) =>
      this.run(
        (css: string, chosen: string) => {
          const select = document.querySelector(css) as HTMLSelectElement;
          select.focus();
          select.value = chosen;
          if (select.value !== chosen) throw new Error(`${css} has no option ${chosen}`);
          select.dispatchEvent(new Event('input', { bubbles: true }));
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        selector,
        value,
      ),
    );
  }

  /** Whether the target is there and shown now (no waiting). */
  async isShown(target: Target) {
    return (await this.run(markTarget, target, '', false)) === 'found';
  }

  /** Runs `fn` on the target in the page (it must appear within the find timeout): self-contained. */
  async read<A extends unknown[], R>(
    target: Target,
    fn: (el: HTMLElement, ...args: A) => R,
    ...args: A
  ): Promise<Awaited<R>> {
    let result: unknown;
    await this.act(target, async (selector) => {
      result = await this.native.evaluate(
        `(css, ...args) => (${fn.toString()})(document.querySelector(css), ...args)`,
        [selector, ...args],
      );
    });
    return result as Awaited<R>;
  }

  /** The value of one of the target's attributes. */
  attribute(target: Target, name: string) {
    return this.read(target, (el, attr: string) => el.getAttribute(attr), name);
  }

  /** The window's inner size once asked for `width` x `height` (an engine may refuse a narrow one). */
  async resize(width: number, height: number) {
    await this.native.resize(width, height);
    return this.run(() => ({ width: innerWidth, height: innerHeight }));
  }

  screenshot() {
    return this.native.screenshot();
  }

  close() {
    return this.native.close();
  }

  /** Finds the target (waiting for it), marks it, lets the native driver act, then unmarks it. */
  private async act(
    target: Target,
    action: (selector: string) => Promise<unknown>,
    pointer = false,
  ) {
    const id = `m${++this.marks}`;
    const deadline = Date.now() + FIND_TIMEOUT;
    // A page that is still being replaced by the next one (just after a click on a link) may have no
    // document element yet: Firefox then throws in the search. That is a target not there yet.
    const mark = () =>
      this.run(markTarget, target, id, pointer).catch(
        (error: unknown) =>
          `not searchable yet (${error instanceof Error ? error.message : String(error)})`,
      );
    let found = await mark();
    while (found !== 'found' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await mark();
    }
    if (found !== 'found') throw new Error(`${describe(target)}: ${found}`);
    const selector = `[data-engine-target="${id}"]`;
    await action(selector);
    // The page may have gone on to another document: nothing to unmark then.
    await this.run(
      (css: string) => document.querySelector(css)?.removeAttribute('data-engine-target'),
      selector,
    ).catch(() => undefined);
  }
}

export function describe(target: Target): string {
  if ('css' in target) return `"${target.css}"`;
  const within = target.within
    ? ` in ${typeof target.within === 'string' ? target.within : describe(target.within)}`
    : '';
  return `${target.role} "${target.name ?? ''}"${within}`;
}
