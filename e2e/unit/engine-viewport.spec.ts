import { expect, test } from '@playwright/test';
import { ProtocolError } from 'puppeteer-core';
import { setViewportChecked, type Size } from '../engines/viewport';

/*
 * The Firefox driver's resize (e2e/engines/viewport.ts) on both answers a Firefox ESR gives: ESR 153
 * knows `emulation.setScreenOrientationOverride`, ESR 140 (Debian 12) refuses it as an unknown command
 * and applies the size a moment later. A fake page stands in for the browser: `set` answers as the
 * browser would, and the size it reports changes when the browser would apply it.
 */

/** The error ESR 140 gives Puppeteer's setViewport, as Puppeteer 24 words it. */
const unknownOrientation = () => {
  const error = new ProtocolError(
    'Protocol error (emulation.setScreenOrientationOverride): unknown command emulation.setScreenOrientationOverride',
  );
  return error;
};

/** A page whose size becomes `applied` `after` ms once asked, and whose set answers with `answer`. */
function fakePage(applied: Size, after: number, answer: () => Promise<void>) {
  let size: Size = { width: 1366, height: 682 };
  return {
    set: () => {
      setTimeout(() => (size = applied), after);
      return answer();
    },
    read: async () => size,
  };
}

test('ESR 153: the command is known, the size is applied and checked', async () => {
  const page = fakePage({ width: 390, height: 700 }, 0, () => new Promise((r) => setTimeout(r, 5)));
  const got = await setViewportChecked(page.set, page.read, { width: 390, height: 700 });
  expect(got).toEqual({ width: 390, height: 700 });
});

test('ESR 140: the unknown orientation command is tolerated and the size waited for', async () => {
  // The refusal arrives first; the size follows 50 ms later, as measured on ESR 140.12.
  const page = fakePage({ width: 320, height: 740 }, 50, () =>
    Promise.reject(unknownOrientation()),
  );
  const got = await setViewportChecked(page.set, page.read, { width: 320, height: 740 });
  expect(got).toEqual({
    width: 320,
    height: 740,
    unknownCommand: 'emulation.setScreenOrientationOverride',
  });
});

test('ESR 140: a size that never comes fails with what was asked and what the page is', async () => {
  const page = fakePage({ width: 1366, height: 682 }, 0, () =>
    Promise.reject(unknownOrientation()),
  );
  await expect(
    setViewportChecked(page.set, page.read, { width: 320, height: 740 }, { within: 100 }),
  ).rejects.toThrow(
    /asked for 320x740, the page is 1366x682 after 100 ms \(the browser did not know emulation\.setScreenOrientationOverride\)/,
  );
});

test('another unknown command, or another error, is not swallowed', async () => {
  const size = { width: 390, height: 700 };
  for (const error of [
    new ProtocolError(
      'Protocol error (browsingContext.setViewport): unknown command browsingContext.setViewport',
    ),
    new ProtocolError('Protocol error (emulation.setScreenOrientationOverride): invalid argument'),
    new Error('Target closed'),
  ]) {
    const page = fakePage(size, 0, () => Promise.reject(error));
    await expect(setViewportChecked(page.set, page.read, size)).rejects.toBe(error);
  }
});
