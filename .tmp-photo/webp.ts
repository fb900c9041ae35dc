import sharp from 'sharp';
(async () => {
  const base = await sharp('/tmp/new-photo.jpg').rotate().resize(1080).toBuffer();
  for (const [q, e] of [[76, 2], [70, 2], [65, 2], [60, 2], [70, 4], [65,4]]) {
    const t = Date.now();
    const b = await sharp(base).webp({ quality: q, effort: e }).toBuffer();
    console.log(q, e, (b.length / 1024).toFixed(0) + 'K', Date.now() - t + 'ms');
  }
})();
