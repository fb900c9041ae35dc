/*
 * The native stacks of a process's threads, read from what gdb printed for it (`thread apply all bt`,
 * then the main thread's raw stack, `x/<n>gx $sp`), as the held-renderer report gives them. Pure: the
 * text and the process's memory map in, lines out, so each shape gdb prints can be checked without a
 * browser (tools/held-renderer/held-report.spec.ts). Nothing here expects a number of frames or particular names:
 * a stopped thread can sit in any call of any library, and the same libc prints its functions with or
 * without its debug symbols (libc6-dbg), by other names from one glibc to the next.
 */

type Mapping = { file: string; offset: bigint };
type Frame = { fn?: string; file?: string; place?: string };

/** The file `address` lies in in a memory map (/proc/<pid>/maps) and its offset there. */
function mappingOf(maps: string, address: bigint): Mapping | undefined {
  for (const line of maps.split('\n')) {
    const [range, , offset, , , path] = line.split(/\s+/);
    const [start, end] = (range ?? '').split('-').map((hex) => BigInt(`0x${hex || '0'}`));
    if (start === undefined || end === undefined || address < start || address >= end) continue;
    const file = path?.split('/').pop() || 'anon';
    return { file, offset: address - start + BigInt(`0x${offset ?? '0'}`) };
  }
  return undefined;
}

/** Where `address` lies, as "file+0xoffset" (stable across runs of one build). */
export function placeOf(maps: string, address: bigint): string {
  const mapping = mappingOf(maps, address);
  return mapping ? `${mapping.file}+0x${mapping.offset.toString(16)}` : `0x${address.toString(16)}`;
}

/** The address ranges of Chromium's own code in a memory map. */
function codeOf(maps: string): [bigint, bigint][] {
  return maps
    .split('\n')
    .map((line) => line.split(/\s+/))
    .filter(([, perms, , , , path]) => perms?.includes('x') && /chrom[^/]*$/.test(path ?? ''))
    .map(([range]) => {
      const [start = '0', end = '0'] = (range ?? '').split('-');
      return [BigInt(`0x${start}`), BigInt(`0x${end}`)];
    });
}

/*
 * A thread's heading: "Thread 3 (Thread 0x7f… (LWP 123) "name"):" with libthread_db, "Thread 3 (LWP 123
 * "name"):" without it, "(process 123 …)" for a process gdb sees as one thread; the name may be missing.
 */
const THREAD = /^Thread \d+ \(.*?\b(?:LWP|process) (\d+)\)?(?: "([^"]*)")?/;
/* A frame: "#2  0x… in name (args) from /lib/…" or "at file.c:12"; an inlined frame has no address. */
const FRAME = /^#\d+\s+(?:(0x[0-9a-f]+) in )?(.+?)(?: \(|$)/;
/* A line of the raw stack: "0x7ffd…:" or "0x7ffd… <symbol+8>:", then the words. */
const MEMORY = /^0x[0-9a-f]+(?: <[^>]*>)?:\s+(.*)$/;
/* libc's own steps into a futex wait say nothing the caller does not (the names differ by glibc). */
const FUTEX_STEP = /^_*(futex|GI___futex|pthread_cond_wait_common|lll_lock_wait)/;
/* A place gdb guessed past the last frame it could unwind: no file, memory that is not code, nothing. */
const LOST = /^(anon|\[|0x|\?\?)/;

const shown = ({ fn, file, place }: Frame) => place ?? `${fn}${file ? ` ${file}` : ''}`;

/**
 * One line per distinct stack, "name, name: frame < frame", innermost first, the main thread named
 * "main <name>"; a frame is its function and the file it is in where gdb names the function, else
 * file+offset. Then, when the raw stack was printed, the places in Chromium's code it holds (return
 * addresses gdb cannot unwind: Chromium is built without unwind tables).
 */
export function threadStacks(gdb: string, pid: number, maps: string): string[] {
  const threads: { name: string; frames: Frame[]; lost?: boolean; file?: string }[] = [];
  const words: bigint[] = [];
  let switched = false;
  for (const line of gdb.split('\n')) {
    const memory = MEMORY.exec(line);
    if (memory) {
      words.push(...(memory[1]!.match(/0x[0-9a-f]+/g) ?? []).map((word) => BigInt(word)));
      continue;
    }
    // What gdb says of the thread it switches to (for the raw stack) belongs to no list of frames.
    if (line.startsWith('[Switching to')) switched = true;
    const thread = THREAD.exec(line);
    if (thread) {
      const [, lwp, name = `thread ${lwp}`] = thread;
      threads.push({ name: `${lwp === String(pid) ? 'main ' : ''}${name}`, frames: [] });
      continue;
    }
    const frame = FRAME.exec(line);
    const current = threads.at(-1);
    if (!frame || !current || current.lost || switched) continue;
    const [, address, fn = '??'] = frame;
    // A frame without an address is inlined in the code of the one before it: it is in that file.
    const from =
      / from \S*?([^/\s]+)$/.exec(line)?.[1] ??
      (address ? mappingOf(maps, BigInt(address))?.file : current.file);
    current.file = from;
    if (FUTEX_STEP.test(fn)) continue;
    const next: Frame =
      fn === '??'
        ? { place: address ? placeOf(maps, BigInt(address)) : '??' }
        : { fn, ...(from ? { file: from } : {}) };
    // Chromium is built without unwind tables: past a frame outside a file, gdb guesses.
    if (next.place && LOST.test(next.place)) {
      current.lost = true;
      continue;
    }
    // An inlined call and the function around it can carry one name: one frame, with its file.
    const last = current.frames.at(-1);
    if (last?.fn && last.fn === next.fn) last.file ??= next.file;
    else current.frames.push(next);
  }
  // Idle pools wait alike: one line for each distinct stack, with the threads it holds.
  const lines = new Map<string, string[]>();
  for (const { name, frames } of threads) {
    const stack = frames.map(shown).join(' < ');
    lines.set(stack, [...(lines.get(stack) ?? []), name]);
  }
  const found = [...lines].map(([stack, names]) => `${names.join(', ')}: ${stack}`);
  const code = codeOf(maps);
  const returns = [
    ...new Set(
      words
        .filter((word) => code.some(([start, end]) => word >= start && word < end))
        .map((word) => placeOf(maps, word)),
    ),
  ];
  if (returns.length > 0)
    found.push(
      `main's stack, places in Chromium, innermost first: ${returns.slice(0, 60).join(' ')}`,
    );
  return found;
}
