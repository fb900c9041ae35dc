import sharp from 'sharp';
import { readdirSync } from 'node:fs';
sharp.concurrency(1);
(async () => {
  const files = ['public/images/posts', 'public/images/projects'].flatMap((d) => readdirSync(d).slice(0, 6).map((f) => `${d}/${f}`));
  for (const effort of [0, 1, 2]) {
    let t = Date.now(), bytes = 0;
    for (const f of files) for (const w of [320, 640, 960]) bytes += (await sharp(f).resize(w).avif({ quality: 52, effort, chromaSubsampling: '4:2:0' }).toBuffer()).length;
    console.log('avif effort', effort, Date.now() - t, 'ms', (bytes / 1024).toFixed(0), 'KB');
  }
  let t = Date.now(), bytes = 0;
  for (const f of files) for (const w of [320, 640, 960]) bytes += (await sharp(f).resize(w).webp({ quality: 76, effort: 2 }).toBuffer()).length;
  console.log('webp effort 2', Date.now() - t, 'ms', (bytes / 1024).toFixed(0), 'KB');
})();
