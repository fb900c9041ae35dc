// Main-thread timeline of a first load (no throttling): what runs before the first contentful paint.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
await b.startTracing(p, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline'] });
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(1500);
await b.stopTracing();
await b.close();
const ev = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const nav = ev.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart' );
const t0 = nav ? nav.ts : Math.min(...ev.filter(e=>e.ts>0).map((e) => e.ts));
const fcpPid = ev.find((e) => e.name === 'firstContentfulPaint')?.pid;
const main = ev.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && (fcpPid === undefined || e.pid === fcpPid));
const names = new Set(['ParseHTML', 'EvaluateScript', 'FunctionCall', 'Layout', 'Paint', 'UpdateLayoutTree', 'firstContentfulPaint', 'largestContentfulPaint::Candidate', 'ResourceFinish', 'ResourceSendRequest', 'v8.compile', 'TimerFire', 'RunMicrotasks', 'Commit', 'PrePaint','FireAnimationFrame','ScheduleStyleRecalculation','MarkDOMContent','MarkLoad','firstPaint']);
const reqs = new Map(ev.filter((e) => e.name === 'ResourceSendRequest').map((e) => [e.args.data.requestId, 'END ' + e.args.data.url]));
for (const e of ev) {
  if (!names.has(e.name)) continue;
  if (e.pid !== main.pid || e.tid !== main.tid) { if (e.name!=='ResourceFinish' && e.name!=='ResourceSendRequest') continue; }
  const t = ((e.ts - t0) / 1000).toFixed(1);
  const d = e.dur ? (e.dur / 1000).toFixed(1) : '';
  const extra = e.args?.data?.url ?? reqs.get(e.args?.data?.requestId) ?? e.args?.data?.requestId ?? e.args?.beginData?.url ?? '';
  if ((e.name === 'Layout' || e.name==='UpdateLayoutTree' || e.name === 'FunctionCall' || e.name==='RunMicrotasks') && e.dur < 2000) continue;
  console.log(t.padStart(7), d.padStart(6), e.name, String(extra).replace(/^http:\/\/127.0.0.1:\d+/, '').slice(0, 60), e.name==='largestContentfulPaint::Candidate'? JSON.stringify(e.args.data).slice(0,150):'');
}
