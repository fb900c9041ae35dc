// Long main-thread tasks after the first contentful paint (no throttling), with what ran inside them.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const url = process.argv[2];
const min = Number(process.argv[3] ?? 10);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
await b.startTracing(p, { path: '/tmp/trace2.json', categories: ['devtools.timeline', 'loading', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(3000);
await b.stopTracing();
await b.close();
const ev = JSON.parse(readFileSync('/tmp/trace2.json', 'utf8')).traceEvents;
const fcpPid = ev.find((e) => e.name === 'firstContentfulPaint')?.pid;
const main = ev.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && (fcpPid === undefined || e.pid === fcpPid));
const mine = ev.filter((e) => e.pid === main.pid && e.tid === main.tid);
const t0 = Math.min(...mine.filter((e) => e.ts > 0).map((e) => e.ts));
const fcp = ev.find((e) => e.name === 'firstContentfulPaint');
console.log('FCP', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?');
let total = 0;
for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur > min * 1000)) {
  const kids = mine.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 1000 && e.name !== 'RunTask' && ['EvaluateScript','FunctionCall','UpdateLayoutTree','Layout','ParseHTML','Paint','TimerFire','FireAnimationFrame','RunMicrotasks','v8.compile','EventDispatch','MajorGC','MinorGC','V8.GC_SCAVENGER','ParseAuthorStyleSheet'].includes(e.name));
  const desc = kids.slice(0, 6).map((k) => `${k.name}${k.args?.data?.url ? ':' + k.args.data.url.split('/').pop() : ''}${k.args?.data?.functionName ? ':' + k.args.data.functionName : ''}(${(k.dur / 1000).toFixed(0)})`).join(' ');
  total += Math.max(0, task.dur / 1000 * 4 - 50);
  console.log(((task.ts - t0) / 1000).toFixed(0).padStart(6), (task.dur / 1000).toFixed(1).padStart(6), desc);
}
console.log('sum of max(0, 4x-50):', total.toFixed(0));
