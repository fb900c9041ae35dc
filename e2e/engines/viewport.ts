/*
 * Sizing Firefox's page over WebDriver BiDi on every Firefox ESR a machine may have.
 *
 * Puppeteer's `page.setViewport` sends `browsingContext.setViewport` (the size, known to every ESR with
 * BiDi) together with `emulation.setScreenOrientationOverride`, which ESR 153 knows and ESR 140 (Debian
 * 12's firefox-esr) answers with 'unknown command'. The size is applied all the same, a moment after the
 * refusal arrives. So an unknown orientation command is tolerated, as Puppeteer itself tolerates an
 * unknown touch override, and what counts is checked instead: the page's inner size, waited for until it
 * is the one asked for. Any other error, or a size that never comes, fails with what was asked and got.
 */

export interface Size {
  width: number;
  height: number;
}

/** The commands an older Firefox may not know, whose refusal leaves the page's size as asked. */
const OPTIONAL_COMMANDS = ['emulation.setScreenOrientationOverride'];

/** Whether `error` is a browser's 'unknown command' answer to one of the optional commands. */
export function isOptionalCommandUnknown(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return (
    /unknown command|unsupported operation/i.test(message) &&
    OPTIONAL_COMMANDS.some((command) => message.includes(command))
  );
}

export interface ViewportResult extends Size {
  /** The optional command the browser did not know, when it refused one. */
  unknownCommand?: string;
}

/**
 * Asks for `want` through `set` and resolves once `read` gives that inner size. An unknown optional
 * command (above) is tolerated; any other error from `set` is thrown as it is. Throws when the size
 * read `within` ms later is still another one.
 */
export async function setViewportChecked(
  set: () => Promise<void>,
  read: () => Promise<Size>,
  want: Size,
  { within = 5_000, every = 25 }: { within?: number; every?: number } = {},
): Promise<ViewportResult> {
  let unknownCommand: string | undefined;
  try {
    await set();
  } catch (error) {
    if (!isOptionalCommandUnknown(error)) throw error;
    unknownCommand = OPTIONAL_COMMANDS.find((command) => String(error).includes(command));
  }
  const deadline = Date.now() + within;
  let got = await read();
  while ((got.width !== want.width || got.height !== want.height) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, every));
    got = await read();
  }
  if (got.width !== want.width || got.height !== want.height) {
    const refused = unknownCommand ? ` (the browser did not know ${unknownCommand})` : '';
    throw new Error(
      `Firefox's viewport: asked for ${want.width}x${want.height}, the page is ${got.width}x${got.height} after ${within} ms${refused}`,
    );
  }
  return unknownCommand ? { ...got, unknownCommand } : got;
}
