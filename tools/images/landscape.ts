/*
 * Abstract compositions for covers, thumbnails and gallery shots (projects, services, case
 * studies, posts and anything unclassified). Seven templates; an image family shares a palette
 * and each member takes a different template, so gallery shots look related to their cover.
 */
import { hue, mix, r1, type Palette, type Rng } from '../../pipeline/images/kit';
import { arc, background, crosses, dotGrid, glow, lineGrid, ring, Scene } from './scene';

type Template = (scene: Scene, palette: Palette, rng: Rng) => void;

const orbit: Template = (s, p, rng) => {
  const { width: w, height: h, unit: u } = s;
  const left = rng.chance(0.5);
  const cx = w * (left ? rng.range(0.15, 0.3) : rng.range(0.7, 0.85));
  const cy = h * rng.range(0.35, 0.75);
  const radius = u * rng.range(0.42, 0.62);
  dotGrid(s, p, rng, { x: left ? w * 0.5 : 0, y: 0, w: w * 0.5, h });
  glow(s, cx, cy, radius * 1.9, p.colors[0], 0.35);
  s.add(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${s.duo(p.colors[0], p.colors[1], rng.range(20, 160))}"/>`,
  );
  const stroke = Math.max(1.5, u / 300);
  for (let i = 1; i <= 3; i++)
    s.add(ring(cx, cy, radius * (1 + i * 0.22), p.line, stroke, 0.22 - i * 0.05));
  const a = rng.range(0, Math.PI * 2);
  const orbitR = radius * 1.22;
  s.add(
    `<circle cx="${r1(cx + orbitR * Math.cos(a))}" cy="${r1(cy + orbitR * Math.sin(a))}" r="${r1(u * rng.range(0.05, 0.09))}" fill="${p.colors[2]}"/>`,
  );
  s.add(
    arc(cx, cy, radius * 0.7, rng.range(0, 180), rng.range(200, 320), p.colors[3], u * 0.035, 0.9),
  );
};

const bands: Template = (s, p, rng) => {
  const { width: w, height: h, unit: u } = s;
  const angle = rng.pick([-1, 1]) * rng.range(18, 38);
  const count = rng.int(3, 5);
  let offset = h * rng.range(-0.2, 0.1);
  lineGrid(s, p, rng, 0.06);
  for (let i = 0; i < count; i++) {
    const band = u * rng.range(0.1, 0.24);
    const color = hue(p, i);
    const fill = s.duo(color, mix(color, p.bg[1], 0.45), angle);
    s.add(
      `<rect x="${r1(-w)}" y="${r1(offset)}" width="${r1(w * 3)}" height="${r1(band)}" fill="${fill}" opacity="${r1(rng.range(0.75, 1))}" transform="rotate(${r1(angle)} ${r1(w / 2)} ${r1(h / 2)})"/>`,
    );
    offset += band + u * rng.range(0.04, 0.2);
  }
  const cx = w * rng.range(0.2, 0.8);
  const cy = h * rng.range(0.25, 0.75);
  s.add(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(u * rng.range(0.1, 0.18))}" fill="${p.colors[3]}"/>`,
  );
  s.add(ring(cx, cy, u * 0.24, p.line, Math.max(1.5, u / 300), 0.3));
};

const bento: Template = (s, p, rng) => {
  const { width: w, height: h, unit: u } = s;
  const pad = u * 0.07;
  const gap = u * 0.03;
  const layouts: readonly (readonly [number, number, number, number])[][] = [
    [
      [0, 0, 2, 1],
      [2, 0, 1, 2],
      [0, 1, 1, 1],
      [1, 1, 1, 1],
    ],
    [
      [0, 0, 1, 2],
      [1, 0, 2, 1],
      [1, 1, 1, 1],
      [2, 1, 1, 1],
    ],
    [
      [0, 0, 1, 1],
      [1, 0, 1, 1],
      [2, 0, 1, 2],
      [0, 1, 2, 1],
    ],
  ];
  const cw = (w - pad * 2 - gap * 2) / 3;
  const ch = (h - pad * 2 - gap) / 2;
  const radius = u * 0.045;
  dotGrid(s, p, rng);
  rng.pick(layouts).forEach(([c, row, cs, rs], i) => {
    const x = pad + c * (cw + gap);
    const y = pad + row * (ch + gap);
    const tw = cs * cw + (cs - 1) * gap;
    const th = rs * ch + (rs - 1) * gap;
    const color = hue(p, i);
    const clip = s.clip(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(tw)}" height="${r1(th)}" rx="${r1(radius)}"/>`,
    );
    const fill = s.duo(color, mix(color, p.bg[0], 0.35), rng.range(0, 180));
    let inner = `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(tw)}" height="${r1(th)}" fill="${fill}"/>`;
    const m = Math.min(tw, th);
    const motif = rng.int(0, 3);
    const ink = mix(color, i % 2 ? '#ffffff' : '#000000', 0.3);
    if (motif === 0)
      inner += `<circle cx="${r1(x + tw)}" cy="${r1(y + th)}" r="${r1(m * 0.8)}" fill="${ink}"/>`;
    if (motif === 1) inner += arc(x + tw / 2, y + th / 2, m * 0.3, 180, 360, ink, m * 0.12);
    if (motif === 2)
      for (let k = 1; k < 5; k++)
        inner += `<rect x="${r1(x)}" y="${r1(y + (th * k) / 5)}" width="${r1(tw)}" height="${r1(th / 18)}" fill="${ink}"/>`;
    if (motif === 3)
      inner += `<circle cx="${r1(x + tw * 0.3)}" cy="${r1(y + th * 0.35)}" r="${r1(m * 0.16)}" fill="${ink}"/>`;
    s.add(`<g clip-path="${clip}">${inner}</g>`);
  });
};

const arches: Template = (s, p, rng) => {
  const { width: w, height: h, unit: u } = s;
  glow(s, w * rng.range(0.3, 0.7), h * 0.35, u * 0.8, p.colors[0], 0.45);
  s.add(
    `<circle cx="${r1(w * rng.range(0.35, 0.65))}" cy="${r1(h * rng.range(0.25, 0.4))}" r="${r1(u * rng.range(0.16, 0.24))}" fill="${p.colors[1]}"/>`,
  );
  const count = rng.int(3, 5);
  const span = w * rng.range(0.6, 0.85);
  const gap = u * 0.03;
  const aw = (span - gap * (count - 1)) / count;
  let x = (w - span) / 2;
  for (let i = 0; i < count; i++) {
    const top = h * rng.range(0.18, 0.55);
    const rr = aw / 2;
    const d = (ax: number, at: number, awid: number): string =>
      `M${r1(ax)} ${h}V${r1(at + awid / 2)}A${r1(awid / 2)} ${r1(awid / 2)} 0 0 1 ${r1(ax + awid)} ${r1(at + awid / 2)}V${h}Z`;
    const color = hue(p, i + 2);
    s.add(`<path d="${d(x, top, aw)}" fill="${s.duo(color, mix(color, p.bg[0], 0.5), 90)}"/>`);
    if (rng.chance(0.5))
      s.add(
        `<path d="${d(x + aw * 0.22, top + rr * 0.5, aw * 0.56)}" fill="${mix(color, p.bg[0], 0.55)}"/>`,
      );
    x += aw + gap;
  }
};

const sunset: Template = (s, p, rng) => {
  const { width: w, height: h, unit: u } = s;
  const horizon = h * rng.range(0.58, 0.72);
  const cx = w * rng.range(0.3, 0.7);
  const radius = u * rng.range(0.3, 0.42);
  lineGrid(s, p, rng, 0.05);
  glow(s, cx, horizon, radius * 2.2, p.colors[0], 0.4);
  s.add(
    `<circle cx="${r1(cx)}" cy="${r1(horizon)}" r="${r1(radius)}" fill="${s.duo(p.colors[1], p.colors[0], 90)}"/>`,
  );
  for (let i = 0; i < 5; i++) {
    const y = horizon - radius * (0.08 + i * 0.13);
    s.add(
      `<rect x="0" y="${r1(y)}" width="${w}" height="${r1(radius * (0.05 - i * 0.008))}" fill="${p.bg[1]}"/>`,
    );
  }
  s.add(
    `<rect x="0" y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="${s.duo(mix(p.bg[1], p.colors[2], 0.35), p.bg[0], 90)}"/>`,
  );
  for (let i = 1; i < 4; i++) {
    const lw = radius * (1.6 - i * 0.35);
    s.add(
      `<rect x="${r1(cx - lw / 2)}" y="${r1(horizon + (h - horizon) * i * 0.22)}" width="${r1(lw)}" height="${r1(u * 0.012)}" rx="${r1(u * 0.006)}" fill="${p.colors[0]}" opacity="${r1(0.7 - i * 0.15)}"/>`,
    );
  }
};

const waves: Template = (s, p, rng) => {
  const { width: w, height: h, unit: u } = s;
  s.add(
    `<circle cx="${r1(w * rng.range(0.15, 0.85))}" cy="${r1(h * rng.range(0.18, 0.35))}" r="${r1(u * rng.range(0.08, 0.14))}" fill="${p.colors[3]}"/>`,
  );
  const layers = rng.int(3, 4);
  for (let i = 0; i < layers; i++) {
    const base = h * (0.42 + (i * 0.45) / layers) + rng.range(-0.03, 0.03) * h;
    const amp = u * rng.range(0.04, 0.1);
    const waveLen = w * rng.range(0.45, 0.9);
    const phase = rng.range(0, waveLen);
    const half = waveLen / 2;
    let x = -phase;
    let up = rng.chance(0.5);
    let d = `M${r1(x)} ${h}L${r1(x)} ${r1(base)}`;
    while (x < w) {
      d += `Q${r1(x + half / 2)} ${r1(base + (up ? -2 : 2) * amp)} ${r1(x + half)} ${r1(base)}`;
      x += half;
      up = !up;
    }
    d += `L${r1(x)} ${h}Z`;
    const color = hue(p, i % 3);
    s.add(
      `<path d="${d}" fill="${s.duo(color, mix(color, p.bg[0], 0.4), 90)}" opacity="${r1(0.8 + i * 0.06)}"/>`,
    );
  }
};

const tiles: Template = (s, p, rng) => {
  const { width: w, height: h } = s;
  const cols = rng.int(4, 6);
  const cell = w / cols;
  const rows = Math.ceil(h / cell);
  const y0 = (h - rows * cell) / 2;
  for (let row = 0; row < rows; row++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cell;
      const y = y0 + row * cell;
      const color = rng.pick(p.colors);
      const motif = rng.int(0, 5);
      const corner = rng.int(0, 3);
      const ox = x + (corner % 2) * cell;
      const oy = y + Math.floor(corner / 2) * cell;
      if (rng.chance(0.3))
        s.add(
          `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cell)}" height="${r1(cell)}" fill="${mix(p.bg[0], color, 0.25)}"/>`,
        );
      if (motif <= 1) {
        const sx = corner % 2 ? -1 : 1;
        const sy = corner >= 2 ? -1 : 1;
        s.add(
          `<path d="M${r1(ox)} ${r1(oy)}h${r1(sx * cell)}A${r1(cell)} ${r1(cell)} 0 0 ${sx * sy > 0 ? 1 : 0} ${r1(ox)} ${r1(oy + sy * cell)}Z" fill="${color}"/>`,
        );
      } else if (motif === 2) {
        s.add(
          `<circle cx="${r1(x + cell / 2)}" cy="${r1(y + cell / 2)}" r="${r1(cell * 0.36)}" fill="${color}"/>`,
        );
      } else if (motif === 3) {
        s.add(
          `<path d="M${r1(x)} ${r1(y + cell)}L${r1(x + cell)} ${r1(y)}V${r1(y + cell)}Z" fill="${color}"/>`,
        );
      } else if (motif === 4) {
        s.add(ring(x + cell / 2, y + cell / 2, cell * 0.3, color, cell * 0.08, 1));
      }
    }
  }
};

const TEMPLATES: readonly Template[] = [orbit, bands, bento, arches, sunset, waves, tiles];

/**
 * One landscape (or any-aspect) composition. `familyRng` fixes the palette and the first
 * template; `index` (0 for a cover, 1, 2… for gallery shots) moves to another template.
 */
export function landscape(
  width: number,
  height: number,
  palette: Palette,
  familyStart: number,
  index: number,
  rng: Rng,
): string {
  const scene = new Scene(width, height);
  background(scene, palette, rng);
  const template = TEMPLATES[(familyStart + index * 3) % TEMPLATES.length] ?? orbit;
  template(scene, palette, rng);
  if (rng.chance(0.35)) crosses(scene, palette, rng, rng.int(2, 4));
  return scene.toSvg();
}

export const TEMPLATE_COUNT = TEMPLATES.length;
