import sharp from 'sharp';
export const TOP = { r: 200, g: 70, b: 50 };
export const BOTTOM = { r: 40, g: 90, b: 190 };
export async function uprightPixels(): Promise<Buffer> {
  const W = 3024;
  const H = 4032;
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const px = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    const c = y < H / 2 ? TOP : BOTTOM;
    for (let x = 0, i = y * W * 3; x < W; x++, i += 3) {
      px[i] = c.r; px[i + 1] = c.g; px[i + 2] = c.b;
    }
  }
  for (let n = 0; n < 2400; n++) {
    const cx = random() * W;
    const cy = random() * H;
    const r = 3 + random() ** 3 * 240;
    const base = cy < H / 2 ? TOP : BOTTOM;
    const shade = (v: number) => Math.max(0, Math.min(255, v + (random() - 0.5) * 70));
    const [cr, cg, cb] = [shade(base.r), shade(base.g), shade(base.b)];
    for (let y = Math.max(0, Math.ceil(cy - r)); y <= Math.min(H - 1, cy + r); y++) {
      const half = Math.sqrt(r * r - (y - cy) ** 2);
      const x1 = Math.min(W - 1, Math.floor(cx + half));
      for (let x = Math.max(0, Math.ceil(cx - half)), i = (y * W + x) * 3; x <= x1; x++, i += 3) {
        px[i] = px[i]! * 0.4 + cr * 0.6;
        px[i + 1] = px[i + 1]! * 0.4 + cg * 0.6;
        px[i + 2] = px[i + 2]! * 0.4 + cb * 0.6;
      }
    }
  }
  // grain: quarter-size gaussian field enlarged + fine noise
  const gw = W / 4, gh = H / 4;
  const g = Buffer.alloc(gw * gh);
  for (let i = 0; i < g.length; i++) {
    const u = random() + random() + random() + random() - 2; // ~N(0, 0.58)
    g[i] = Math.max(0, Math.min(255, 128 + u * 41));
  }
  const grain = await sharp(g, { raw: { width: gw, height: gh, channels: 1 } }).resize(W, H, { kernel: 'cubic' }).raw().toBuffer();
  for (let p = 0, i = 0; p < W * H; p++, i += 3) {
    const d = (grain[p]! - 128) * Number(process.env.GA ?? 0.35) + (random() - 0.5) * Number(process.env.FN ?? 10);
    px[i] = px[i]! + d; px[i + 1] = px[i + 1]! + d; px[i + 2] = px[i + 2]! + d;
  }
  return px;
}
