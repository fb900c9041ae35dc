import { expect, type Page, type TestInfo } from '@playwright/test';
import { approve, approved, compare, kept } from './compare';
import { shoot } from './pictures';

/** `npm run look:approve` sets it: the pictures taken are written as the approved ones. */
export const UPDATE = !!process.env['LOOK_APPROVE'];

/**
 * Pictures the page as it is now and judges it against its approved picture `file` (a soft failure, so
 * a test goes on to its other widths), or approves it on an update run. `name` names the attachments of
 * a failure: the approved picture, the new one and the blocks that differ, in red.
 */
export async function judgeLook(page: Page, file: string, name: string, testInfo: TestInfo) {
  const expected = approved(file);
  // A carousel lays its slides out again a frame or two after a resize: a picture to be approved is
  // taken until two in a row agree, and one that differs from its approved picture is taken again
  // (twice at most).
  const again = async () => {
    // Two frames: the carousel's next layout is in.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return kept(await shoot(page));
  };
  let picture = await kept(await shoot(page));
  for (let tries = 0; tries < 2; tries++) {
    const settled = UPDATE
      ? (await compare(picture, (picture = await again()))).problem === undefined
      : !expected || (await compare(expected, picture)).problem === undefined;
    if (settled) break;
    if (!UPDATE) picture = await again();
  }
  if (UPDATE) {
    if (!expected || (await compare(expected, picture)).problem) approve(file, picture);
    return;
  }
  if (!expected) {
    await testInfo.attach(`${name}-actual.webp`, { body: picture, contentType: 'image/webp' });
    expect.soft(expected, `no approved picture ${file}: npm run look:approve`).toBeDefined();
    return;
  }
  const { problem, diff } = await compare(expected, picture);
  if (problem) {
    await testInfo.attach(`${name}-approved.webp`, { body: expected, contentType: 'image/webp' });
    await testInfo.attach(`${name}-actual.webp`, { body: picture, contentType: 'image/webp' });
    if (diff) await testInfo.attach(`${name}-diff.png`, { body: diff, contentType: 'image/png' });
  }
  expect.soft(problem, `${name}: the look differs`).toBeUndefined();
}
