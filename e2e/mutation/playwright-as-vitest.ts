import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test as vitestTest,
} from 'vitest';

/*
 * The unit project's specs are written for Playwright's runner (`npm test` runs them there). The mutation
 * run (`npm run mutation`, e2e/mutation/) needs a runner that Stryker can drive mutant by mutant, Vitest,
 * so its config points `@playwright/test` here: the same files, unchanged, run under Vitest. Only what the
 * pure-logic specs use is mapped; a spec that needs a browser, a server or Playwright's own fixtures is not
 * in the mutation run (e2e/mutation/vitest.config.ts lists the ones that are).
 */

type Body = (fixtures: Record<string, never>) => unknown;
type Hook = (fixtures: Record<string, never>) => unknown;

const noFixtures = {} as Record<string, never>;
const run = (body: Body) => () => body(noFixtures) as Promise<void> | void;

/** `test.skip(condition, reason)` inside a test: Vitest's own context skip is not reachable here, so throw its marker. */
class Skipped extends Error {}

function test(title: string, body: Body) {
  vitestTest(title, async (context) => {
    try {
      await body(noFixtures);
    } catch (error) {
      if (error instanceof Skipped) context.skip(error.message);
      else throw error;
    }
  });
}

test.describe = Object.assign((title: string, body: () => void) => describe(title, body), {
  // Vitest runs a file's tests one after the other, and its time limit is the config's.
  configure: () => {},
  serial: (title: string, body: () => void) => describe(title, body),
});
test.beforeAll = (hook: Hook) => beforeAll(run(hook));
test.afterAll = (hook: Hook) => afterAll(run(hook));
test.beforeEach = (hook: Hook) => beforeEach(run(hook));
test.afterEach = (hook: Hook) => afterEach(run(hook));
test.setTimeout = () => {};
test.skip = (condition: boolean | string, reason?: string) => {
  if (condition === true) throw new Skipped(reason ?? 'skipped');
};

export { expect, test };
