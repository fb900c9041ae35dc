import sharp from 'sharp';

/** Where the test photo says it was taken (an office in Amman), as a phone writes it into EXIF. */
export const GPS = { latitude: '31/1 57/1 1234/100', longitude: '35/1 54/1 2345/100' };

/** The upright photo's colours: the top half warm, the bottom half cool (what 'upright' is checked by). */
export const TOP = { r: 200, g: 70, b: 50 };
export const BOTTOM = { r: 40, g: 90, b: 190 };

/**
 * A phone's portrait photo as phones store it: 4032x3024 pixels lying on their side, EXIF orientation 6
 * (turn a quarter clockwise to view), with the camera, the owner and the GPS position in EXIF, and XMP.
 * Upright it is 3024x4032: warm on top, cool below, with detail (shapes of many sizes) and sensor-like
 * grain, so its copies weigh what a photo's do.
 */
export async function phonePhoto(): Promise<Buffer> {
  const W = 3024;
  const H = 4032;
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const shapes: string[] = [];
  for (let i = 0; i < 2400; i++) {
    const y = random() * H;
    const base = y < H / 2 ? TOP : BOTTOM;
    const shade = (v: number) => Math.max(0, Math.min(255, Math.round(v + (random() - 0.5) * 70)));
    shapes.push(
      `<circle cx="${(random() * W).toFixed(0)}" cy="${y.toFixed(0)}" r="${(3 + random() ** 3 * 240).toFixed(0)}" fill="rgb(${shade(base.r)},${shade(base.g)},${shade(base.b)})" opacity="0.6"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<rect width="${W}" height="${H / 2}" fill="rgb(${TOP.r},${TOP.g},${TOP.b})"/>
<rect y="${H / 2}" width="${W}" height="${H / 2}" fill="rgb(${BOTTOM.r},${BOTTOM.g},${BOTTOM.b})"/>
${shapes.join('\n')}</svg>`;
  // Texture and grain, as a scene and a phone's sensor leave: gaussian noise at a quarter of the size,
  // enlarged (detail that survives the copies' downscaling), laid softly over the picture.
  const grain = await sharp({
    create: {
      width: W / 4,
      height: H / 4,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .resize(W, H, { kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const upright = await sharp(Buffer.from(svg))
    .removeAlpha()
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 95 })
    .toBuffer();
  // Stored on its side: the upright picture turned a quarter anticlockwise; orientation 6 undoes that.
  const sideways = await sharp(upright).rotate(-90).jpeg({ quality: 92 }).toBuffer();
  return sharp(sideways)
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
