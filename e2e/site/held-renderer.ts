import { test, type Page } from '@playwright/test';

/*
 * A renderer that stops answering in the middle of a visit (issue 51). Found in clean-clone runs of the
 * whole suite, about one visit in 1,000, never in a page's check run alone: the page's JavaScript
 * called window.scrollTo, and Blink's main thread waited for the compositor thread to finish its commit
 * (cc's LayerTreeHost::WaitForCommitCompletion) while the compositor thread, the raster workers and the
 * GPU process's display compositor all sat idle: a wait that nothing would ever end, inside Chromium,
 * with none of the site's code running (the native stacks, symbolised by the strings near each return
 * address, are in the issue's note). A visitor's page that waits like this waits for ever too; a test
 * cannot tell which commit was lost, only that the renderer stopped, and a new tab (a new renderer
 * process) is then the only way on. So a check notices within seconds (watchAnswers), reports where
 * the renderer stood (heldRenderer) and throws RendererHeld, and the page sweep opens the page again in
 * a new tab, saying so in the log and in the test's annotations. A page that holds its renderer twice
 * fails.
 */

/** The annotation of a test whose page's renderer stopped answering and was opened again. */
export const RENDERER_HELD = 'renderer held, page opened again in a new tab';

/** A page whose renderer stopped answering: its message says where each thread stood. */
export class RendererHeld extends Error {
  override name = 'RendererHeld';
}

/** Every 4 s, is the page answering? Two questions in a row left 3 s without an answer mean it is not. */
const PROBE_EVERY_MS = 4_000;
const PROBE_WAIT_MS = 3_000;

/**
 * Asks `page` a trivial question every few seconds while a long evaluate runs in it (a healthy page
 * answers in milliseconds between its own awaits, even on a loaded machine): `stopped` settles with
 * 'stopped answering' once two in a row had no answer. A question that fails (the page closed or
 * navigated) ends the watch: the evaluate being watched fails with it.
 */
export function watchAnswers(page: Page): {
  stopped: Promise<'stopped answering'>;
  stop: () => void;
} {
  let watching = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopped = new Promise<'stopped answering'>((done) => {
    let unanswered = 0;
    const ask = async () => {
      if (!watching) return;
      const answer = await within(
        PROBE_WAIT_MS,
        page.evaluate(() => 'answered' as const).catch(() => 'failed' as const),
        'no answer' as const,
      );
      if (!watching || answer === 'failed') return;
      unanswered = answer === 'answered' ? 0 : unanswered + 1;
      if (unanswered >= 2) done('stopped answering');
      else timer = setTimeout(() => void ask(), PROBE_EVERY_MS);
    };
    timer = setTimeout(() => void ask(), PROBE_EVERY_MS);
  });
  return {
    stopped,
    stop: () => {
      watching = false;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs `visit` in `page`; when its renderer stops answering (RendererHeld), says so (in the log, as the
 * test's annotation, which the summary reporter lists) and runs `visit` again, once, in the page
 * `reopen` gives, which must be in a new context (a new renderer process). `label` starts the log line.
 */
export async function visitAgainIfHeld(
  label: string,
  page: Page,
  visit: (page: Page) => Promise<void>,
  reopen: () => Promise<Page>,
): Promise<void> {
  try {
    await visit(page);
  } catch (error) {
    if (!(error instanceof RendererHeld)) throw error;
    test.info().annotations.push({ type: RENDERER_HELD, description: error.message });
    console.warn(`${label}: ${error.message}\n${label}: opened again in a new tab`);
    test.info().setTimeout(test.info().timeout + 60_000);
    await visit(await reopen());
  }
}

/** Set to `native` to add what each of Chromium's threads was doing to a held page's report. */
const NATIVE = process.env['HELD_DIAGNOSIS'] === 'native';

/**
 * What the page's Chromium threads were doing, from outside the browser (/proc, gdb): the native
 * diagnosis of tools/held-renderer/, loaded only when HELD_DIAGNOSIS=native asks for it.
 */
async function nativeState(): Promise<string> {
  if (!NATIVE) return 'not read (HELD_DIAGNOSIS=native reads them from /proc and gdb)';
  const { chromiumThreads, GDB_WAIT_MS } = await import('../../tools/held-renderer/native-state');
  test.info().setTimeout(test.info().timeout + GDB_WAIT_MS);
  return chromiumThreads();
}

/**
 * The RendererHeld error for `page`, stopped `when`: what the page answers (whereHeld), whether a 1 px
 * resize (a new frame for the compositor) brought it back, and, when asked for, what its Chromium's
 * threads do. Gives the test the time this can take: the page's questions and the resize, 13 s at
 * most, and (native) a second of watching the threads and gdb's wait.
 */
export async function heldRenderer(page: Page, when: string): Promise<RendererHeld> {
  test.info().setTimeout(test.info().timeout + 15_000);
  const where = await whereHeld(page);
  const threads = await nativeState();
  const size = page.viewportSize();
  let resized = 'not tried';
  if (size) {
    await within(
      3_000,
      page.setViewportSize({ width: size.width + 1, height: size.height }),
      undefined,
    );
    resized = await within(
      3_000,
      page.evaluate(() => 'it answered after it'),
      'still no answer after it',
    );
  }
  return new RendererHeld(
    `The page's renderer stopped answering ${when} (${where}; a 1 px resize: ${resized})\n` +
      `Chromium's threads:\n${threads}`,
  );
}

/** `promise`'s answer, or `fallback` when it has none within `ms`. */
export const within = <T>(ms: number, promise: Promise<T>, fallback: T): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((done) => (timer = setTimeout(() => done(fallback), ms))),
  ]).finally(() => clearTimeout(timer));
};

/**
 * What a held page answers, each question bounded: whether an evaluate still runs (its visibility and
 * age) and where a debugger pause, asked through a new DevTools session, takes effect (the stack of the
 * JavaScript then running) or that it did not within 3 s (the main thread busy without yielding, or
 * blocked in native code, as in every hold seen so far).
 */
export async function whereHeld(page: Page): Promise<string> {
  const state = await within(
    2_000,
    page.evaluate(
      () => `${document.visibilityState}, ${Math.round(performance.now())} ms since it started`,
    ),
    'no answer in 2 s',
  );
  const session = await within(2_000, page.context().newCDPSession(page), null);
  if (!session) return `evaluate: ${state}; no DevTools session in 2 s`;
  const paused = new Promise<string>((done) =>
    session.once('Debugger.paused', ({ callFrames }) =>
      done(
        `took effect in ${callFrames
          .slice(0, 6)
          .map(
            (frame) =>
              `${frame.functionName || '(anonymous)'} ${frame.url || '(inline)'}:${frame.location.lineNumber + 1}`,
          )
          .join(' < ')}`,
      ),
    ),
  );
  void session
    .send('Debugger.enable')
    .then(() => session.send('Debugger.pause'))
    .catch(() => {});
  const pause = await within(3_000, paused, 'did not take effect in 3 s');
  void session.send('Debugger.resume').catch(() => {});
  void session.detach().catch(() => {});
  return `evaluate: ${state}; a debugger pause ${pause}`;
}
