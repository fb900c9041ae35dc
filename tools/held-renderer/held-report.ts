/*
 * What the report of a held renderer (native-state.ts) must tell the person reading it, checked in a
 * form that holds on any machine of the class: whatever call a stopped thread sits in, however many
 * libc frames gdb shows above Chromium, whether libc's debug symbols are installed, whichever glibc and
 * gdb. Used by tools/held-renderer/native-state.spec.ts on a real report and by tools/held-renderer/held-report.spec.ts on
 * reports of known shapes, broken ones included.
 */

/** "name state(+ticks) wait" of a process's main thread; the name may hold spaces. */
const MAIN_THREAD = /: main (.+?) ([A-Za-z])\(\+\d+\) (\S+)/;
/** A frame in Chromium's file ("chromium-headless-shell+0x74ce280") or in a library ("write libc.so.6"). */
const KNOWN_PLACE = /(^|\s)(chrom[^\s+]*\+0x[0-9a-f]+|[\w.+-]+\.so(\.\d+)*(\+0x[0-9a-f]+)?)$/;

/** The lines of `report` under "<heading>", without their indent. */
function section(report: string, heading: string): string[] | undefined {
  const lines = report.split('\n');
  const at = lines.indexOf(heading);
  if (at < 0) return undefined;
  const end = lines.findIndex((line, index) => index > at && !line.startsWith('  '));
  return lines.slice(at + 1, end < 0 ? undefined : end).map((line) => line.slice(2));
}

/**
 * What `report` leaves out, for renderers `stopped` (pids) by SIGSTOP: the load; the browser process
 * and each stopped renderer with its size, its threads and its main thread in state T with the kernel
 * function it waits in; and, when `stacks` (gdb is installed), each stopped renderer's stacks, naming
 * every one of its threads, the main thread's with one frame or more, one of them in Chromium's file
 * or in a library. Empty when nothing is missing.
 */
export function missingFromReport(
  report: string,
  { stopped, stacks }: { stopped: number[]; stacks: boolean },
): string[] {
  const missing: string[] = [];
  if (!/^load \d+(\.\d+)? \d+(\.\d+)? \d+(\.\d+)?, \d+ MiB available$/m.test(report))
    missing.push('the load and the memory available ("load 1.0 0.8 0.5, 2048 MiB available")');
  const browser = /^browser \d+ \(\d+ MiB, \d+ threads\)(: .*)$/m.exec(report);
  if (!browser || !MAIN_THREAD.test(browser[1]!))
    missing.push('the browser process, its size, its threads and its main thread');
  for (const pid of stopped) {
    const line = new RegExp(`^renderer ${pid} \\(\\d+ MiB, (\\d+) threads\\)(: .*)$`, 'm').exec(
      report,
    );
    const main = MAIN_THREAD.exec(line?.[2] ?? '');
    if (!line || !main) {
      missing.push(`renderer ${pid}, its size, its threads and its main thread`);
      continue;
    }
    const [, , state, wait] = main;
    if (state !== 'T')
      missing.push(`renderer ${pid}'s main thread shown stopped (T), not ${state}`);
    if (!/^[a-z_][\w.]*$/i.test(wait!))
      missing.push(`the kernel function renderer ${pid}'s main thread waits in, not "${wait}"`);
    if (!stacks) continue;
    const lines = section(report, `renderer ${pid} stacks:`);
    if (!lines) {
      missing.push(`renderer ${pid}'s stacks (a "renderer ${pid} stacks:" section)`);
      continue;
    }
    const gdbSaid = lines.find((text) => text.startsWith('no stacks from gdb'));
    const threads = lines
      .filter((text) => text !== gdbSaid && !text.startsWith("main's stack") && text.includes(': '))
      .map((text) => {
        const [names = '', frames = ''] = text.split(/: (.*)/);
        return { names: names.split(', '), frames: frames.split(' < ').filter(Boolean) };
      });
    const named = threads.flatMap(({ names }) => names).length;
    if (named !== Number(line[1]))
      missing.push(
        `a stack for each of renderer ${pid}'s ${line[1]} threads, not ${named}${gdbSaid ? ` (${gdbSaid})` : ''}`,
      );
    const mainStack = threads.find(({ names }) => names.some((name) => name.startsWith('main ')));
    if (!mainStack || mainStack.frames.length === 0)
      missing.push(`renderer ${pid}'s main thread named with its frames in the stacks`);
    else if (!mainStack.frames.some((frame) => KNOWN_PLACE.test(frame)))
      missing.push(
        `a frame of renderer ${pid}'s main thread in Chromium's file or a library, not only ${mainStack.frames.join(' < ')}`,
      );
  }
  return missing;
}
