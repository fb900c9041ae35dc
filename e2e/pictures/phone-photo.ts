import sharp from 'sharp';

/** Where the test photo says it was taken (an office in Amman), as a phone writes it into EXIF. */
export const GPS = { latitude: '31/1 57/1 1234/100', longitude: '35/1 54/1 2345/100' };

/** The upright photo's colours: the top half warm, the bottom half cool (what 'upright' is checked by). */
export const TOP = { r: 200, g: 70, b: 50 };
export const BOTTOM = { r: 40, g: 90, b: 190 };

/**
 * A phone's portrait photo as phones store it: 4032x3024 pixels lying on their side, EXIF orientation 6
 * (turn a quarter clockwise to view), with the camera, the owner and the GPS position in EXIF, and XMP.
 * Upright it is 3024x4032: warm on top, cool below, with detail (2,400 discs of many sizes) and grain
 * (a coarse field enlarged, as a scene's texture, and a fine one, as a sensor's), so that its copies
 * weigh what a photo's do: about 115 KB as a 1080 px AVIF, 5.4 MB as the phone's JPEG.
 * Drawn straight into a pixel buffer in about 2 s (an SVG of the same discs took librsvg over a minute).
 */
export async function phonePhoto(): Promise<Buffer> {
  const W = 3024;
  const H = 4032;
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  // Clamped: a value past 0-255 is stored as 0 or 255 (a plain Buffer would wrap it round).
  const pixels = new Uint8ClampedArray(W * H * 3);
  for (let y = 0; y < H; y++) {
    const { r, g, b } = y < H / 2 ? TOP : BOTTOM;
    for (let i = y * W * 3, end = i + W * 3; i < end; i += 3) {
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
    }
  }
  for (let n = 0; n < 2400; n++) {
    const cx = random() * W;
    const cy = random() * H;
    const radius = 3 + random() ** 3 * 240;
    const base = cy < H / 2 ? TOP : BOTTOM;
    const shade = (v: number) => Math.max(0, Math.min(255, v + (random() - 0.5) * 70)) * 0.6;
    const [r, g, b] = [shade(base.r), shade(base.g), shade(base.b)];
    for (let y = Math.max(0, Math.ceil(cy - radius)); y <= Math.min(H - 1, cy + radius); y++) {
      const half = Math.sqrt(radius * radius - (y - cy) ** 2);
      const last = (y * W + Math.min(W - 1, Math.floor(cx + half))) * 3;
      for (let i = (y * W + Math.max(0, Math.ceil(cx - half))) * 3; i <= last; i += 3) {
        pixels[i] = pixels[i]! * 0.4 + r;
        pixels[i + 1] = pixels[i + 1]! * 0.4 + g;
        pixels[i + 2] = pixels[i + 2]! * 0.4 + b;
      }
    }
  }
  // The coarse grain: a field of near-gaussian values at a quarter of the size, enlarged.
  const field = new Uint8ClampedArray((W / 4) * (H / 4));
  for (let i = 0; i < field.length; i++) {
    field[i] = 128 + (random() + random() + random() + random() - 2) * 41;
  }
  const coarse = await sharp(field, { raw: { width: W / 4, height: H / 4, channels: 1 } })
    .resize(W, H, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let p = 0, i = 0; p < W * H; p++, i += 3) {
    const d = (coarse[p]! - 128) * 1.8 + (random() - 0.5) * 20;
    pixels[i] = pixels[i]! + d;
    pixels[i + 1] = pixels[i + 1]! + d;
    pixels[i + 2] = pixels[i + 2]! + d;
  }
  // Stored on its side: the upright picture turned a quarter anticlockwise; orientation 6 undoes that.
  return sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
    .rotate(-90)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: {
        Make: 'PhoneMaker',
        Model: 'Phone 15',
        Artist: 'Rawnaq test',
        Copyright: 'Owner name',
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: GPS.longitude,
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Owner name"/></rdf:RDF></x:xmpmeta>',
    )
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Metadata a picture file carries that should not leave the build (none, for a clean file). */
export async function metadataBlocks(file: Buffer | string): Promise<string[]> {
  const meta = await sharp(file).metadata();
  return [
    ...(meta.exif ? ['EXIF'] : []),
    ...(meta.xmp ? ['XMP'] : []),
    ...(meta.iptc ? ['IPTC'] : []),
    ...(meta.orientation && meta.orientation !== 1 ? [`orientation ${meta.orientation}`] : []),
  ];
}
