import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { uprightPixels } from './new-photo';
(async () => {
  let t = Date.now();
  const px = await uprightPixels();
  console.log('pixels', Date.now() - t); t = Date.now();
  const jpg = await sharp(px, { raw: { width: 3024, height: 4032, channels: 3 } }).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 92 }).toBuffer();
  console.log('jpeg', jpg.length, Date.now() - t);
  writeFileSync('/tmp/new-photo.jpg', jpg);
  console.log(await sharp(jpg).metadata().then(m => [m.width, m.height, m.orientation]));
})();
