import { readFileSync, readdirSync } from 'node:fs';
import { cmsConfig } from './scripts/cms/config';
import { inFieldOrder } from './scripts/cms/order';
import { formatContentJson } from './content/format-json';
const config = cmsConfig();
let bad = 0;
for (const c of config.collections) {
  const dir = c.folder;
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
    const text = readFileSync(`${dir}/${f}`, 'utf8'); const data = JSON.parse(text);
    if (c.filter && data.$schema !== c.filter.value) continue;
    const out = formatContentJson(inFieldOrder(data, { name: '', fields: c.fields }));
    if (out !== text) { bad++; const a = text.split('\n'), b = out.split('\n'); const i = a.findIndex((l, k) => l !== b[k]); console.log(f, i, a[i], '|', b[i]); }
  }
}
console.log('bad', bad);
