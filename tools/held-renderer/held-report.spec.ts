import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { threadStacks } from './gdb-stacks';
import { missingFromReport } from './held-report';

/*
 * The held-renderer report (tools/held-renderer/native-state.ts) read from gdb's text of every shape a machine of
 * the class gives, and the check of what it must say (tools/held-renderer/held-report.ts) on reports that say it
 * and on reports that leave something out. The fixtures are what gdb 13 (Debian 12) printed for a
 * stopped renderer of Chromium 156, with libc6-dbg installed and with its symbols hidden
 * (`set debug-file-directory`), and that renderer's memory map (its Chromium and libc lines).
 */

const FIXTURES = 'tools/held-renderer/fixtures';
const fixture = (name: string) => readFileSync(`${FIXTURES}/${name}`, 'utf8');
const MAPS = fixture('renderer-maps.txt');
const WITH_SYMBOLS = fixture('renderer-libc-symbols.txt');
const WITHOUT_SYMBOLS = fixture('renderer-no-symbols.txt');
const PID = Number(/^Thread 1 .*?\(LWP (\d+)\)/m.exec(WITH_SYMBOLS)![1]);
const THREADS = WITH_SYMBOLS.match(/^Thread \d+ /gm)!.length;

/** A report as chromiumThreads writes it, for renderer PID stopped, with these stack lines. */
const reportOf = (stacks: string[], { state = 'T', threads = THREADS } = {}) =>
  [
    'load 6.71 2.34 0.89, 22118 MiB available',
    'browser 13336 (99 MiB, 32 threads): main chromium-headle S(+0) poll_schedule_timeout.constprop.0',
    'gpu-process 13394 (72 MiB, 13 threads): main chromium-headle S(+0) futex_do_wait',
    `renderer ${PID} (99 MiB, ${threads} threads): main chromium-headle ${state}(+0) do_signal_stop`,
    `renderer ${PID} stacks:`,
    ...stacks.map((line) => `  ${line}`),
  ].join('\n');
const check = (report: string) => missingFromReport(report, { stopped: [PID], stacks: true });
const mainLine = (stacks: string[]) => stacks.find((line) => /(^|, )main /.test(line)) ?? '';

/** The main thread's frames in `gdb` replaced by `frames` (gdb's own numbered lines). */
const mainStoppedIn = (gdb: string, frames: string[]) =>
  gdb.replace(
    /^(Thread 1 .*\n)(#.*\n)+/m,
    (_all, heading: string) => `${heading}${frames.join('\n')}\n`,
  );

for (const [symbols, gdb] of [
  ['with', WITH_SYMBOLS],
  ['without', WITHOUT_SYMBOLS],
] as const) {
  test(`gdb's stacks ${symbols} libc's debug symbols name every thread, the main one with a place in Chromium`, () => {
    const stacks = threadStacks(gdb, PID, MAPS);
    expect(check(reportOf(stacks)), reportOf(stacks)).toEqual([]);
    expect(mainLine(stacks)).toMatch(/^(.*, )?main chromium-headle: .*\S+ libc\.so\.6 < /);
    expect(mainLine(stacks)).toMatch(/ < chromium-headless-shell\+0x[0-9a-f]+$/);
    // Past the last frame gdb could unwind, its guesses (0x27e, 0x0) are left out.
    expect(stacks.join('\n')).not.toMatch(/(^|[ :] )0x[0-9a-f]+( |$)/m);
    // The return addresses left on the main thread's stack, as places in Chromium.
    expect(stacks.at(-1)).toMatch(
      /^main's stack, places in Chromium, innermost first: chromium-headless-shell\+0x/,
    );
  });
}

test('a main thread stopped inside a write, two libc frames above Chromium, is reported and passes', () => {
  // The shape of the issue's machine: an inlined call and its caller under one name.
  const gdb = mainStoppedIn(WITH_SYMBOLS, [
    '#0  0x00007f48e0172e2f in __GI___libc_write (fd=23, buf=0x3c8c0f8a, nbytes=8) at ../sysdeps/unix/sysv/linux/write.c:26',
    '#1  __GI___libc_write (fd=23, buf=0x3c8c0f8a, nbytes=8) at ../sysdeps/unix/sysv/linux/write.c:24',
    '#2  0x0000561a69bc1280 in ?? ()',
    '#3  0x0000000000000017 in ?? ()',
  ]);
  const stacks = threadStacks(gdb, PID, MAPS);
  expect(mainLine(stacks)).toMatch(
    /main chromium-headle: __GI___libc_write libc\.so\.6 < chromium-headless-shell\+0x[0-9a-f]+$/,
  );
  expect(check(reportOf(stacks))).toEqual([]);
  // And the line the issue quotes, as the report printed it then.
  const quoted =
    'main chromium-headle: __GI___libc_write < __GI___libc_write < chromium-headless-shell+0x74ce280';
  expect(check(reportOf([...stacks.filter((line) => line !== mainLine(stacks)), quoted]))).toEqual(
    [],
  );
});

test('threads are named the same without libthread_db, and a thread may sit in any call', () => {
  const plain = WITH_SYMBOLS.replace(/\(Thread 0x[0-9a-f]+ \(LWP (\d+)\)/g, '(LWP $1');
  expect(plain).not.toEqual(WITH_SYMBOLS);
  expect(threadStacks(plain, PID, MAPS)).toEqual(threadStacks(WITH_SYMBOLS, PID, MAPS));
  // Stopped in a poll of another library, one frame deep, with nothing past it gdb could unwind.
  const polling = mainStoppedIn(WITHOUT_SYMBOLS, [
    '#0  0x00007f48e017a0ff in poll () from /lib/x86_64-linux-gnu/libc.so.6',
    '#1  0x0000000000000000 in ?? ()',
  ]);
  const stacks = threadStacks(polling, PID, MAPS);
  expect(mainLine(stacks)).toMatch(/main chromium-headle: poll libc\.so\.6$/);
  expect(check(reportOf(stacks))).toEqual([]);
});

test('a report that leaves out what a person needs fails the check, saying what is missing', () => {
  const stacks = threadStacks(WITH_SYMBOLS, PID, MAPS);
  const others = stacks.filter((line) => line !== mainLine(stacks));
  const mainNames = mainLine(stacks).split(': ')[0]!;
  const broken: [string, string, RegExp][] = [
    ['no load', reportOf(stacks).replace(/^load .*\n/, ''), /the load/],
    ['no browser', reportOf(stacks).replace(/^browser .*\n/m, ''), /the browser process/],
    ['running', reportOf(stacks, { state: 'S' }), /main thread shown stopped \(T\), not S/],
    ['no stacks', reportOf([]).replace(/\nrenderer \d+ stacks:$/, ''), /stacks \(a "renderer/],
    [
      'gdb gave none',
      reportOf(['no stacks from gdb: no answer in 45 s']),
      /threads, not 0 \(no stacks from gdb: no answer in 45 s\)/,
    ],
    [
      'no main thread',
      reportOf([
        ...others,
        `${mainNames.replace('main ', '')}: ___pthread_cond_timedwait64 libc.so.6`,
      ]),
      /main thread named with its frames/,
    ],
    [
      'main without frames',
      reportOf([...others, `${mainNames}: `]),
      /main thread named with its frames/,
    ],
    [
      'main nowhere known',
      reportOf([...others, `${mainNames}: ___pthread_cond_timedwait64`]),
      /in Chromium's file or a library, not only ___pthread_cond_timedwait64/,
    ],
    [
      'a thread left out',
      reportOf(stacks, { threads: THREADS + 1 }),
      new RegExp(`${THREADS + 1} threads, not ${THREADS}`),
    ],
  ];
  for (const [what, report, said] of broken) {
    expect(check(report), what).toContainEqual(expect.stringMatching(said));
  }
  // Without gdb, no stacks are asked for.
  expect(missingFromReport(reportOf([]), { stopped: [PID], stacks: false })).toEqual([]);
});
