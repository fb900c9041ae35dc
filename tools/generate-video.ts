/*
 * `npx tsx tools/generate-video.ts`: makes the creative home's hero loop and its poster.
 *
 *   public/videos/hero-loop.mp4                 1280x720, 7 s at 24 fps, H.264 yuv420p, +faststart, no audio
 *   public/images/heroes/hero-loop-poster.webp  its first frame (the picture pipeline makes its copies)
 *
 * Needs ffmpeg with libx264 on the PATH (Debian: `apt-get install -y ffmpeg`). Only for making the
 * files: they are committed, so neither the build nor CI needs ffmpeg. Frames are SVG rasterised by
 * sharp and piped to ffmpeg as raw RGB. Every movement is a whole number of cycles per loop, so the
 * last frame runs into the first without a seam, and the poster is the frame the video starts on.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { VIDEO_POSTERS } from './images/made-elsewhere';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const VIDEO = join(root, 'public', 'videos', 'hero-loop.mp4');
const [POSTER] = VIDEO_POSTERS;

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 7;
const FRAMES = FPS * SECONDS;
const TAU = Math.PI * 2;

const INK = '#0c0c0e';
const ORANGE = '#ff7a45';
const SAND = '#e9c46a';
const TEAL = '#2a9d8f';
const PLUM = '#6d3b6e';

/** A soft glow drifting on a closed path: `cycles` whole turns per loop keep it seamless. */
type Blob = {
  color: string;
  x: number;
  y: number;
  r: number;
  dx: number;
  dy: number;
  cycles: [number, number];
  phase: number;
  opacity: number;
};

const blobs: Blob[] = [
  {
    color: PLUM,
    x: 0.22,
    y: 0.3,
    r: 0.55,
    dx: 0.08,
    dy: 0.06,
    cycles: [1, 1],
    phase: 0,
    opacity: 0.6,
  },
  {
    color: TEAL,
    x: 0.3,
    y: 0.85,
    r: 0.45,
    dx: 0.1,
    dy: 0.05,
    cycles: [1, 2],
    phase: 1.3,
    opacity: 0.45,
  },
  {
    color: ORANGE,
    x: 0.74,
    y: 0.42,
    r: 0.42,
    dx: 0.07,
    dy: 0.09,
    cycles: [1, 1],
    phase: 2.2,
    opacity: 0.5,
  },
  {
    color: SAND,
    x: 0.86,
    y: 0.8,
    r: 0.3,
    dx: 0.06,
    dy: 0.05,
    cycles: [2, 1],
    phase: 4.1,
    opacity: 0.28,
  },
];

const round = (n: number) => Math.round(n * 10) / 10;

/** The frame at loop position u in [0, 1). */
function frame(u: number): string {
  const a = u * TAU;
  const defs: string[] = [];
  const shapes: string[] = [];
  blobs.forEach((b, i) => {
    defs.push(
      `<radialGradient id="g${i}"><stop offset="0" stop-color="${b.color}" stop-opacity="${b.opacity}"/><stop offset="0.55" stop-color="${b.color}" stop-opacity="${round(b.opacity * 0.35)}"/><stop offset="1" stop-color="${b.color}" stop-opacity="0"/></radialGradient>`,
    );
    const cx = (b.x + b.dx * Math.sin(a * b.cycles[0] + b.phase)) * W;
    const cy = (b.y + b.dy * Math.cos(a * b.cycles[1] + b.phase)) * H;
    const r = b.r * W * (1 + 0.06 * Math.sin(a + b.phase));
    shapes.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="url(#g${i})"/>`);
  });
  // Rings spreading from the glow's centre: each grows by one spacing per loop, so the set repeats.
  const spacing = 120;
  for (let k = 0; k < 6; k++) {
    const r = 90 + (k + u) * spacing;
    const fade = Math.max(0, 1 - (k + u) / 6) * Math.min(1, (k + u) * 2);
    shapes.push(
      `<circle cx="${W * 0.74}" cy="${H * 0.42}" r="${round(r)}" fill="none" stroke="${k % 2 ? SAND : ORANGE}" stroke-opacity="${round(fade * 0.35 * 100) / 100}" stroke-width="1.5"/>`,
    );
  }
  // A slow arc turning once per loop.
  shapes.push(
    `<g transform="rotate(${round(u * 360)} ${W * 0.74} ${H * 0.42})"><path d="M ${W * 0.74 - 230} ${H * 0.42} A 230 230 0 0 1 ${W * 0.74} ${H * 0.42 - 230}" fill="none" stroke="${ORANGE}" stroke-width="3" stroke-linecap="round"/></g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs><rect width="${W}" height="${H}" fill="${INK}"/>${shapes.join('')}</svg>`;
}

const raster = (svg: string) => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();

async function main(): Promise<void> {
  const started = performance.now();
  mkdirSync(dirname(VIDEO), { recursive: true });
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...[
        '-y',
        '-loglevel',
        'error',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        '-s',
        `${W}x${H}`,
        '-r',
        String(FPS),
        '-i',
        '-',
      ],
      ...[
        '-an',
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-tune',
        'animation',
        '-crf',
        '30',
        '-g',
        String(FRAMES),
      ],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', VIDEO],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((ok, fail) => {
    ffmpeg.on('error', (error) =>
      fail(new Error(`cannot run ffmpeg (apt-get install -y ffmpeg): ${error.message}`)),
    );
    ffmpeg.on('close', (code) =>
      code === 0 ? ok() : fail(new Error(`ffmpeg exited with ${code}`)),
    );
  });
  for (let i = 0; i < FRAMES; i++) {
    const pixels = await raster(frame(i / FRAMES));
    if (!ffmpeg.stdin.write(pixels)) await new Promise((ok) => ffmpeg.stdin.once('drain', ok));
  }
  ffmpeg.stdin.end();
  await done;

  const first = await raster(frame(0));
  const raw = { raw: { width: W, height: H, channels: 3 as const } };
  const path = join(root, 'public', ...POSTER.split('/').filter(Boolean));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await sharp(first, raw).webp({ quality: 78, effort: 5 }).toBuffer());
  const kb = (path: string) => `${(statSync(path).size / 1024).toFixed(1)} KB`;
  console.log(
    `Video: ${FRAMES} frames -> public/videos/hero-loop.mp4 (${kb(VIDEO)}), poster ${POSTER} (${kb(join(root, 'public', POSTER))}), ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
