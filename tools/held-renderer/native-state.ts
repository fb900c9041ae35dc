import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { threadStacks } from './gdb-stacks';

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

/**
 * How long gdb may take for one process. Its own work is about 2 s of CPU (the symbols of Chromium's
 * 220 MB file and of libc); on the shared 2-core machine at a load of 15 to 19, one gdb took 7 to 9 s and
 * the renderer's and the GPU process's, side by side, more than the 15 s this was first given.
 */
export const GDB_WAIT_MS = 45_000;

/**
 * The native stack of each of `pid`'s threads, from gdb (gdb-stacks.ts gives their lines), or one line
 * saying why there are none (gdb could not attach, or did not finish in GDB_WAIT_MS).
 */
function stacks(pid: number): Promise<string[]> {
  if (!existsSync('/usr/bin/gdb')) return Promise.resolve([]);
  const maps = read(`/proc/${pid}/maps`);
  return new Promise((done) => {
    execFile(
      '/usr/bin/gdb',
      // No debug info server: the machines have no network, and a download would outlast the wait.
      // Then the main thread's raw stack: past the first frame gdb cannot unwind Chromium, but the
      // return addresses are still there to read.
      [
        '-p',
        String(pid),
        '-batch',
        '-nx',
        '-iex',
        'set debuginfod enabled off',
        '-ex',
        'thread apply all bt 14',
        '-ex',
        'thread 1',
        '-ex',
        'x/4000gx $sp',
      ],
      { timeout: GDB_WAIT_MS, maxBuffer: 8 << 20 },
      (error, stdout, stderr) => {
        const found = threadStacks(stdout, pid, maps);
        if (found.length > 0) return done(found);
        const why =
          error?.killed || error?.signal
            ? `no answer in ${GDB_WAIT_MS / 1000} s`
            : (/^.*(ptrace|attach|denied|not permitted).*$/im.exec(stderr)?.[0] ??
              `none printed (${error ? `exit ${error.code}` : 'no error'})`);
        done([`no stacks from gdb: ${why}`]);
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
