import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/*
 * What this worker's Chromium processes are doing, read from outside them, for a page that answers
 * nothing (issue 51: a scroll-through held 30 s where neither an evaluate nor a debugger pause got
 * through, so the renderer's main thread was not running JavaScript, and DevTools could say no more).
 * Linux only: each thread's state, the kernel function it sleeps in and the CPU time it used in one
 * second come from /proc; where gdb is installed, the native stacks of the renderers and the GPU process
 * too.
 */

type Thread = { tid: number; name: string; state: string; ticks: number; wchan: string };
type Chromium = { pid: number; type: string };

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** The Chromium processes below `root` in the process tree, each with its `--type` (or 'browser'). */
export function chromiumBelow(root: number): Chromium[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // The name may hold spaces and parentheses: the fields after its last ')' are fixed.
    const stat = read(`/proc/${entry}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const found: Chromium[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    queue.push(...(children.get(pid) ?? []));
    // Chromium rewrites its children's command lines into one string: read it whole.
    const command = read(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');
    if (!/^\S*chrom/i.test(command)) continue;
    const type = /--type=(\S+)/.exec(command)?.[1] ?? 'browser';
    if (type !== 'zygote' && type !== 'crashpad-handler') found.push({ pid, type });
  }
  return found;
}

function threadsOf(pid: number): Thread[] {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tids.map((entry) => {
    const tid = Number(entry);
    const stat = read(`/proc/${pid}/task/${tid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      tid,
      name: read(`/proc/${pid}/task/${tid}/comm`).trim(),
      state: fields[0] ?? '?',
      // utime + stime, in clock ticks (1/100 s).
      ticks: Number(fields[11] ?? 0) + Number(fields[12] ?? 0),
      wchan: read(`/proc/${pid}/task/${tid}/wchan`).trim() || '-',
    };
  });
}

/** Where `address` lies in `pid`'s memory map, as "file+0xoffset" (stable across runs of one build). */
function placeOf(maps: string, address: bigint): string {
  for (const line of maps.split('\n')) {
    const [range, , offset, , , path] = line.split(/\s+/);
    const [start, end] = (range ?? '').split('-').map((hex) => BigInt(`0x${hex || '0'}`));
    if (start === undefined || end === undefined || address < start || address >= end) continue;
    const at = address - start + BigInt(`0x${offset ?? '0'}`);
    return `${path?.split('/').pop() || 'anon'}+0x${at.toString(16)}`;
  }
  return `0x${address.toString(16)}`;
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

/**
 * The native stack of each of `pid`'s threads, from gdb (15 s at most): one line per thread, "name:
 * frame < frame", a frame being its function where the library names it, else file+offset.
 */
function stacks(pid: number): Promise<string[]> {
  if (!existsSync('/usr/bin/gdb')) return Promise.resolve([]);
  const maps = read(`/proc/${pid}/maps`);
  return new Promise((done) => {
    execFile(
      '/usr/bin/gdb',
      // Then the main thread's raw stack: past the first frame gdb cannot unwind Chromium, but the
      // return addresses are still there to read.
      [
        '-p',
        String(pid),
        '-batch',
        '-nx',
        '-ex',
        'thread apply all bt 14',
        '-ex',
        'thread 1',
      ].concat(['-ex', 'x/4000gx $sp']),
      { timeout: 15_000, maxBuffer: 8 << 20 },
      (_error, stdout) => {
        const threads: { name: string; frames: string[]; lost?: boolean }[] = [];
        const words: bigint[] = [];
        for (const line of stdout.split('\n')) {
          const memory = /^0x[0-9a-f]+(?: <[^>]*>)?:\s+(.*)$/.exec(line);
          if (memory) {
            words.push(...(memory[1]!.match(/0x[0-9a-f]+/g) ?? []).map((word) => BigInt(word)));
            continue;
          }
          const thread = /^Thread \d+ .*?\(LWP (\d+)\) "([^"]*)"/.exec(line);
          if (thread)
            threads.push({
              name: `${thread[1] === String(pid) ? 'main ' : ''}${thread[2]}`,
              frames: [],
            });
          const frame = /^#\d+\s+(?:(0x[0-9a-f]+) in )?(\S+)/.exec(line);
          const current = threads.at(-1);
          if (!frame || !current || current.lost) continue;
          const [, address, name] = frame;
          // libc's own steps into a futex wait say nothing the caller does not.
          if (/^(__futex_abstimed_wait|__GI___futex|__pthread_cond_wait_common)/.test(name ?? ''))
            continue;
          const from = / from \S*\/([^/\s]+)/.exec(line)?.[1];
          const shown =
            name && name !== '??'
              ? `${name}${from ? ` ${from}` : ''}`
              : placeOf(maps, BigInt(address ?? 0));
          // Chromium is built without unwind tables: past a frame outside a file, gdb guesses.
          if (/^(anon|\[|0x)/.test(shown)) current.lost = true;
          else current.frames.push(shown);
        }
        // Idle pools wait alike: one line for each distinct stack, with how many threads it holds.
        const lines = new Map<string, string[]>();
        for (const { name, frames } of threads) {
          const stack = frames.join(' < ');
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
        done(found);
      },
    );
  });
}

/**
 * One line per Chromium process of this worker: its type and pid, then its main thread and each thread
 * that is running or used CPU in a second of watching, as "name state(+ticks) wchan"; then the stacks
 * of the renderers' and the GPU process's threads, where gdb can attach.
 */
export async function chromiumThreads(root = process.pid): Promise<string> {
  if (!existsSync('/proc/self/task')) return 'no /proc here';
  const processes = chromiumBelow(root);
  if (processes.length === 0) return `no Chromium process below pid ${root}`;
  const before = new Map(processes.map(({ pid }) => [pid, threadsOf(pid)]));
  await new Promise((done) => setTimeout(done, 1_000));
  const available = /MemAvailable:\s+(\d+)/.exec(read('/proc/meminfo'))?.[1];
  const lines = [
    `load ${read('/proc/loadavg').split(' ').slice(0, 3).join(' ')}, ${Math.round(Number(available) / 1024)} MiB available`,
  ];
  for (const { pid, type } of processes) {
    const earlier = new Map((before.get(pid) ?? []).map((thread) => [thread.tid, thread.ticks]));
    const threads = threadsOf(pid);
    const shown = threads
      .map((thread) => ({
        ...thread,
        used: thread.ticks - (earlier.get(thread.tid) ?? thread.ticks),
      }))
      .filter((thread) => thread.tid === pid || thread.used > 0 || /[RD]/.test(thread.state))
      .map(
        (thread) =>
          `${thread.tid === pid ? 'main ' : ''}${thread.name} ${thread.state}(+${thread.used}) ${thread.wchan}`,
      );
    const rss = /VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1];
    lines.push(
      `${type} ${pid} (${Math.round(Number(rss) / 1024)} MiB, ${threads.length} threads): ${shown.join(', ')}`,
    );
  }
  // The threads' stacks of the processes that draw a page: the renderers and the GPU process (which
  // composites, in software here).
  const drawing = processes.filter(({ type }) => type === 'renderer' || type === 'gpu-process');
  const found = await Promise.all(drawing.map(({ pid }) => stacks(pid)));
  drawing.forEach(({ pid, type }, index) => {
    if (found[index]!.length > 0)
      lines.push(`${type} ${pid} stacks:`, ...found[index]!.map((stack) => `  ${stack}`));
  });
  return lines.join('\n');
}
