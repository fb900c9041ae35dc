import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { phonePhoto, metadataBlocks } from '../e2e/pictures/phone-photo';
(async () => { const t = Date.now(); const b = await phonePhoto(); console.log(b.length, Date.now() - t, await metadataBlocks(b), (await sharp(b).metadata()).exif?.includes('PhoneMaker')); writeFileSync('/tmp/new-photo.jpg', b); })();
