import sharp from 'sharp';
(async () => {
  const base = await sharp('/work/photo-site/public/images/team/laith-haddad.jpg').rotate().resize(960).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: base.info };
  for (const [q, e] of [[52, 1], [52, 4], [45, 1], [45, 4], [40, 4], [52, 6]]) {
    const t = Date.now();
    const b = await sharp(base.data, raw).avif({ quality: q, effort: e, chromaSubsampling: '4:2:0' }).toBuffer();
    console.log('q', q, 'effort', e, (b.length / 1024).toFixed(0) + 'K', Date.now() - t + 'ms');
  }
})();
