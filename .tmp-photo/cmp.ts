import sharp from 'sharp';
(async () => {
  for (const f of ['/tmp/new-photo.jpg']) {
    const out: string[] = [];
    for (const w of [320, 1080, 1920]) {
      const t = Date.now();
      const a = await sharp(f).rotate().resize(w).avif({ quality: 52, effort: 1, chromaSubsampling: '4:2:0' }).toBuffer();
      const b = await sharp(f).rotate().resize(w).webp({ quality: 76, effort: 2 }).toBuffer();
      out.push(`${w}: avif ${(a.length/1024).toFixed(0)}K webp ${(b.length/1024).toFixed(0)}K ${Date.now()-t}ms`);
    }
    await sharp(f).rotate().resize(600).jpeg().toFile(f.replace('.jpg', '-view.jpg'));
    console.log(f, out.join(' | '));
  }
})();
