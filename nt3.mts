import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/browser';
import { readdirSync, readFileSync } from 'node:fs';
const extra = process.argv.slice(2);
const b = await chromium.launch({ executablePath: chromiumExecutable(process.env, { shell: true }), args: [...CHROMIUM_ARGS, ...extra] });
const p = await b.newPage();
await p.setContent('<canvas id=c></canvas>');
const s = await b.newBrowserCDPSession();
const info = await s.send('SystemInfo.getInfo');
console.log(JSON.stringify(info.gpu.featureStatus), JSON.stringify(info.gpu.devices), info.gpu.auxAttributes?.['glRenderer'], info.gpu.driverBugWorkarounds?.length);
for (const pid of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
  try { const c = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '); if (/--type=renderer/.test(c)) console.log('GPU:', c.slice(0, 4000)); } catch {}
}
await b.close();
