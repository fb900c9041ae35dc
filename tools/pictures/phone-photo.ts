import sharp, { type Sharp } from 'sharp';

/*
 * Photographs made for the tests and for measuring: drawn, not downloaded (nothing is fetched at build
 * or test), with the detail, grain and metadata of a phone's pictures.
 */

/** Where the test photo says it was taken (an office in Amman), as a phone writes it into EXIF. */
export const GPS = { latitude: '31/1 57/1 1234/100', longitude: '35/1 54/1 2345/100' };

/** The upright photo's colours: the top half warm, the bottom half cool (what 'upright' is checked by). */
export const TOP = { r: 200, g: 70, b: 50 };
export const BOTTOM = { r: 40, g: 90, b: 190 };

type Colour = { r: number; g: number; b: number };

/**
 * A phone's portrait photo as phones store it: 4032x3024 pixels lying on their side, EXIF orientation 6
 * (turn a quarter clockwise to view), with the camera, the owner and the GPS position in EXIF, and XMP.
 * Upright it is 3024x4032: warm on top, cool below (`photoPixels`).
 */
export async function phonePhoto(): Promise<Buffer> {
  const pixels = await photoPixels(3024, 4032, { top: TOP, bottom: BOTTOM, seed: 7 });
  return withPhoneMetadata(
    sharp(pixels, { raw: { width: 3024, height: 4032, channels: 3 } }).rotate(-90),
    6,
  );
}

/**
 * An upright photo's pixels (RGB, row by row): the top half in one colour, the bottom half in another,
 * with detail (2,400 discs of many sizes) and grain (a coarse field enlarged, as a scene's texture, and
 * a fine one, as a sensor's), so that its copies weigh what a photo's do: at 3024x4032, about 115 KB as
 * a 1080 px AVIF and 5.4 MB as a phone's JPEG. Drawn straight into a buffer in about 2 s (an SVG of the
 * same discs took librsvg over a minute).
 */
export async function photoPixels(
  W: number,
  H: number,
  { top, bottom, seed: start }: { top: Colour; bottom: Colour; seed: number },
): Promise<Uint8ClampedArray> {
  let seed = start;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  // Clamped: a value past 0-255 is stored as 0 or 255 (a plain Buffer would wrap it round).
  const pixels = new Uint8ClampedArray(W * H * 3);
  for (let y = 0; y < H; y++) {
    const { r, g, b } = y < H / 2 ? top : bottom;
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
    const base = cy < H / 2 ? top : bottom;
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
  const [fieldW, fieldH] = [Math.round(W / 4), Math.round(H / 4)];
  const field = new Uint8ClampedArray(fieldW * fieldH);
  for (let i = 0; i < field.length; i++) {
    field[i] = 128 + (random() + random() + random() + random() - 2) * 41;
  }
  const coarse = await sharp(field, { raw: { width: fieldW, height: fieldH, channels: 1 } })
    .resize(W, H, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let p = 0, i = 0; p < W * H; p++, i += 3) {
    const d = (coarse[p]! - 128) * 1.8 + (random() - 0.5) * 20;
    pixels[i] = pixels[i]! + d;
    pixels[i + 1] = pixels[i + 1]! + d;
    pixels[i + 2] = pixels[i + 2]! + d;
  }
  return pixels;
}

/**
 * The JPEG a phone writes: `orientation` in EXIF, with the camera, the owner and the GPS position, and
 * an XMP block naming the owner.
 */
export function withPhoneMetadata(image: Sharp, orientation: number): Promise<Buffer> {
  return image
    .withMetadata({ orientation })
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
