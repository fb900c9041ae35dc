/*
 * What Chromium functions the places in a held page's report are in (tools/held-renderer/native-state.ts prints
 * them as "chromium-headless-shell+0x<file offset>"). Debian's Chromium is stripped and has no symbol
 * package here, but its code still names itself: near each return address, the function loads the
 * strings of its source locations and trace events ('../../cc/trees/proxy_main.cc', 'BeginMainFrame').
 * This prints, for each place, the call just before it and those strings (from objdump, binutils).
 *
 *   npx tsx tools/held-renderer/chromium-places.ts chromium-headless-shell+0x90ec923 …
 *   npx tsx tools/held-renderer/chromium-places.ts --binary /usr/lib/chromium/chromium chromium+0x… …
 *
 * A guess, not a symbol: the strings may belong to an inlined callee. Read a few places together.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const binaryAt = args.indexOf('--binary');
const binary =
  binaryAt >= 0 ? args.splice(binaryAt, 2)[1]! : '/usr/lib/chromium/chromium-headless-shell';
if (args.length === 0) {
  console.error(
    'usage: npx tsx tools/held-renderer/chromium-places.ts [--binary path] <file>+0x<offset> …',
  );
  process.exit(2);
}

const bytes = readFileSync(binary);

/** The binary's loadable segments: file offset to address. */
const segments = execFileSync('readelf', ['-lW', binary], { encoding: 'utf8' })
  .split('\n')
  .filter((line) => /^\s+LOAD\s/.test(line))
  .map((line) => {
    const [, offset, address, , size] = line.trim().split(/\s+/);
    return { offset: Number(offset), address: Number(address), size: Number(size) };
  });
const toAddress = (offset: number) => {
  const segment = segments.find((s) => offset >= s.offset && offset < s.offset + s.size);
  return segment ? offset - segment.offset + segment.address : undefined;
};
const toOffset = (address: number) => {
  const segment = segments.find((s) => address >= s.address && address < s.address + s.size);
  return segment ? address - segment.address + segment.offset : undefined;
};

/** The printable C string at `address`, if there is one of 3 characters or more. */
function stringAt(address: number): string | undefined {
  const offset = toOffset(address);
  if (offset === undefined) return undefined;
  const end = bytes.indexOf(0, offset);
  if (end < 0 || end - offset < 3 || end - offset > 200) return undefined;
  const text = bytes.subarray(offset, end);
  return text.every((byte) => byte >= 32 && byte < 127) ? text.toString('latin1') : undefined;
}

for (const place of args) {
  const offset = Number(place.slice(place.lastIndexOf('+') + 1));
  const address = toAddress(offset);
  if (address === undefined || Number.isNaN(offset)) {
    console.log(`${place}: not in ${binary}`);
    continue;
  }
  // From 0x300 before (the function's body up to the call) to just after the return address.
  const listing = execFileSync(
    'objdump',
    [
      '-d',
      '--no-show-raw-insn',
      `--start-address=0x${(address - 0x300).toString(16)}`,
      `--stop-address=0x${(address + 0x80).toString(16)}`,
      binary,
    ],
    { encoding: 'utf8', maxBuffer: 16 << 20 },
  );
  let call = '';
  const strings: string[] = [];
  for (const line of listing.split('\n')) {
    const instruction = /^\s*([0-9a-f]+):\s+(.*)$/.exec(line);
    if (!instruction) continue;
    const [, at, text = ''] = instruction;
    if (Number.parseInt(at!, 16) < address && /^call/.test(text))
      // objdump names the nearest exported symbol, which in a stripped binary is unrelated: dropped.
      call = text.replace(/\s*<[^>]*>/, '').replace(/\s+/g, ' ');
    const target = /lea\s.*#\s*([0-9a-f]+)/.exec(text)?.[1];
    const found = target ? stringAt(Number.parseInt(target, 16)) : undefined;
    if (found && !strings.includes(found)) strings.push(found);
  }
  console.log(`${place}: ${call || 'no call before it'}`);
  if (strings.length > 0) console.log(`    ${strings.slice(0, 8).join(' | ')}`);
}
