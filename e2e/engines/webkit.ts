import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Key, Native, Until } from './driver';

/*
 * WebKitGTK (Safari's engine) through its W3C WebDriver server, WebKitWebDriver, which starts the
 * MiniBrowser in automation mode, under xvfb-run (the MiniBrowser needs a display). A tiny client over
 * fetch: one session, one window. Clicks and keys are WebDriver's element commands: trusted input.
 * WebDriver classic has no console endpoint: errors are read from the page (./proxy.ts's probe).
 */

export const WEBKIT_DRIVER = process.env['WEBKIT_DRIVER_PATH'] ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env['MINIBROWSER_PATH'] ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
// WebDriver's code points for the keys the checks press.
const KEYS: Record<Key, string> = {
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Space: '\uE00D',
  Backspace: '\uE003',
};

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function launchWebKit(): Promise<Native> {
  const port = await freePort();
  // Its own process group, so closing ends xvfb-run, Xvfb, the driver and the MiniBrowser together.
  const child = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  // Ended with the worker too, should it stop without closing the driver.
  process.once('exit', kill);
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    const json = (await response.json()) as { value: unknown };
    if (!response.ok) {
      const { error, message } = json.value as { error: string; message: string };
      throw new Error(`WebKitWebDriver ${method} ${path}: ${error}: ${message}`);
    }
    return json.value;
  };
  // The driver takes a moment to listen.
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        kill();
        throw new Error(`WebKitWebDriver did not start on port ${port}: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const created = (await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        // Navigation returns at once; `goto` waits for the state asked for itself (a page whose
        // scripts are held never reaches its load event while they are).
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    },
  })) as { sessionId: string; capabilities: { browserName: string; browserVersion: string } };
  const session = `/session/${created.sessionId}`;
  const { browserName, browserVersion } = created.capabilities;

  const execute = (source: string, args: unknown[]) =>
    call('POST', `${session}/execute/sync`, {
      script: `return (${source}).apply(null, arguments);`,
      args,
    });
  const element = async (selector: string) => {
    const found = (await call('POST', `${session}/element`, {
      using: 'css selector',
      value: selector,
    })) as Record<string, string>;
    return `${session}/element/${found[ELEMENT]}`;
  };

  /*
   * Why a page was not taken. Once, in a clean-clone run on a grown copy (2026-11-29), the first page of
   * WebKitGTK's worker answered 'Could not parse script result' to every readyState read for 45 s, and its
   * retry passed; 14 runs of the spec did not show it again. The next one says what the window was on,
   * whether any script ran there, and what each read answered.
   */
  const held = async (seen: Map<string, { first: number; times: number }>) => {
    const ask = (what: Promise<unknown>) =>
      what.then(
        (value) => JSON.stringify(value),
        (error: unknown) => String(error),
      );
    const answers = [...seen].map(
      ([state, { first, times }]) =>
        `'${state}' ${times} ${times === 1 ? 'time' : 'times'} from ${first} ms`,
    );
    return [
      `reads: ${answers.join('; ')}`,
      `window URL: ${await ask(call('GET', `${session}/url`))}`,
      `title: ${await ask(call('GET', `${session}/title`))}`,
      `a script returning 1: ${await ask(execute('() => 1', []))}`,
    ].join('; ');
  };

  return {
    version: `${browserName} ${browserVersion}`,
    async goto(url: string, until: Until) {
      // The old document says so until it is replaced: a page is only taken once it is the new one.
      await execute('() => { window.__engineLeaving = true; }', []).catch(() => undefined);
      await call('POST', `${session}/url`, { url });
      const wanted = until === 'load' ? ['complete'] : ['interactive', 'complete'];
      const started = Date.now();
      const end = started + 45_000;
      // Each answer, with when it first came and how often: a page that never arrives says what it was.
      const seen = new Map<string, { first: number; times: number }>();
      for (;;) {
        const state = String(
          await execute('() => (window.__engineLeaving ? "old" : document.readyState)', []).catch(
            (error: unknown) => `between pages: ${String(error)}`,
          ),
        );
        if (wanted.includes(state)) return;
        const entry = seen.get(state) ?? { first: Date.now() - started, times: 0 };
        seen.set(state, { ...entry, times: entry.times + 1 });
        if (Date.now() > end) throw new Error(`${url} did not reach ${until}: ${await held(seen)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    evaluate: execute,
    async click(selector: string) {
      await call('POST', `${await element(selector)}/click`);
    },
    async type(selector: string, text: string) {
      await call('POST', `${await element(selector)}/value`, { text });
    },
    async press(selector: string, key: Key) {
      await call('POST', `${await element(selector)}/value`, { text: KEYS[key] });
    },
    async resize(width: number, height: number) {
      // The window's outer size is what WebDriver sets: ask again with the difference the frame takes.
      await call('POST', `${session}/window/rect`, { width, height });
      const inner = (await execute('() => [innerWidth, innerHeight]', [])) as [number, number];
      const [dw, dh] = [width - inner[0], height - inner[1]];
      if (dw > 0 || dh > 0)
        await call('POST', `${session}/window/rect`, {
          width: width + Math.max(dw, 0),
          height: height + Math.max(dh, 0),
        });
    },
    async screenshot() {
      return Buffer.from(String(await call('GET', `${session}/screenshot`)), 'base64');
    },
    async close() {
      await call('DELETE', session).catch(() => undefined);
      kill();
    },
  };
}
