/*
 * Stylised portraits: a bust (head, neck, shoulders, a hair or head-scarf shape, no face) over a
 * gradient backdrop with a large shape behind the head. `avatar` frames the head in the centre
 * of a square so it survives a circular crop (testimonials).
 */
import { COLORS, HUES, mix, r1, type Palette, type Rng } from '../../pipeline/images/kit';
import { arc, Scene } from './scene';

const SKIN = [
  '#f3cfb3',
  '#e8b894',
  '#d49a72',
  '#b97d55',
  '#9a6440',
  '#7a4a2e',
  '#5e3a24',
  '#c68b62',
] as const;
const HAIR = [
  '#1b1412',
  '#2e211a',
  '#4a3020',
  '#6b4a30',
  '#2b2b30',
  '#9c7a55',
  '#c8c2b8',
  '#7a2e1c',
] as const;
type Hair = 'short' | 'beard' | 'long' | 'bun' | 'scarf' | 'curly' | 'crop';

// A first name in the alt text ("Portrait of Rania Khoury, …") picks a fitting set of styles.
const FEMININE = new Set(
  'rania dana sara sarah lina hala nour noor maysa rana dina layla leen reem lara tala yara salma hiba farah jana zeina zaina aya mais ruba sana huda maha haya lubna ghada nadia dima rasha amal mariam maryam fatima aisha noura razan shireen bana sama basma joud rawan'.split(
    ' ',
  ),
);
const MASCULINE = new Set(
  'laith omar kareem karim yousef yusuf tariq samer fadi ahmad ahmed mohammad muhammad khaled khalid ali hamza zaid zeid rami hani sami nabil basel bassel majd amer ammar fares faris odai qais saif mahmoud mustafa hassan hussein ibrahim issa jamal walid ziad anas bashar firas ghaith hadi jad malek marwan nizar osama yazan'.split(
    ' ',
  ),
);

function stylesFor(alt: string): readonly Hair[] {
  const first =
    /(?:portrait|photo|picture) of ([a-z]+)/i.exec(alt)?.[1]?.toLowerCase() ??
    alt.split(/\s+/)[0]?.toLowerCase() ??
    '';
  if (FEMININE.has(first)) return ['long', 'bun', 'scarf', 'curly', 'long'];
  if (MASCULINE.has(first)) return ['short', 'beard', 'crop', 'curly', 'short'];
  return ['short', 'curly', 'crop', 'long'];
}

export function portrait(
  width: number,
  height: number,
  palette: Palette,
  rng: Rng,
  avatar: boolean,
  alt: string,
): string {
  const s = new Scene(width, height);
  const cx = width / 2;
  const u = Math.min(width, height * 0.82);
  const r = u * (avatar ? 0.19 : 0.16);
  const hy = height * (avatar ? 0.42 : 0.4);

  // Backdrop, backdrop shape and clothes each take a different hue, so no two layers blend.
  const [backHue, shapeHue, clothHue] = rng.shuffle(HUES) as [string, string, string];
  const light = palette.mood === 'light';
  const b0 = light
    ? mix(COLORS.paper, backHue, rng.range(0.15, 0.3))
    : mix(backHue, COLORS.ink, rng.range(0.25, 0.55));
  const b1 = light
    ? mix(COLORS.paper, palette.colors[1], 0.4)
    : mix(palette.colors[1], COLORS.ink, rng.range(0.45, 0.7));
  s.add(`<rect width="${width}" height="${height}" fill="${s.duo(b0, b1, rng.range(30, 150))}"/>`);
  const shapeColor = mix(shapeHue, b0, light ? 0.3 : 0.15);
  const shape = rng.int(0, 2);
  if (shape === 0)
    s.add(
      `<circle cx="${r1(cx + rng.range(-0.08, 0.08) * width)}" cy="${r1(hy)}" r="${r1(r * 2.3)}" fill="${shapeColor}"/>`,
    );
  if (shape === 1) s.add(arc(cx, hy + r * 0.2, r * 2.4, 180, 360, shapeColor, r * 0.5));
  if (shape === 2) {
    const aw = r * 4.2;
    s.add(
      `<path d="M${r1(cx - aw / 2)} ${height}V${r1(hy - r * 0.4)}A${r1(aw / 2)} ${r1(aw / 2)} 0 0 1 ${r1(cx + aw / 2)} ${r1(hy - r * 0.4)}V${height}Z" fill="${shapeColor}"/>`,
    );
  }
  const ring = mix(b0, light ? COLORS.ink : COLORS.paper, 0.18);
  s.add(
    `<circle cx="${r1(cx)}" cy="${r1(hy)}" r="${r1(r * 3)}" fill="none" stroke="${ring}" stroke-width="${r1(Math.max(1.5, u / 260))}"/>`,
  );

  const skin = rng.pick(SKIN);
  const skinShade = mix(skin, '#000000', 0.18);
  const hair = rng.pick(HAIR);
  const style = rng.pick(stylesFor(alt));
  const cloth = mix(clothHue, rng.chance(0.3) ? COLORS.paper : COLORS.ink, rng.range(0, 0.4));
  const clothShade = mix(cloth, '#000000', 0.25);

  const sy = hy + r * 1.55;
  const sw = u * (avatar ? 0.4 : 0.34);
  const shoulders = `<rect x="${r1(cx - sw)}" y="${r1(sy)}" width="${r1(sw * 2)}" height="${r1(height - sy + sw)}" rx="${r1(sw * 0.55)}" fill="${s.duo(cloth, clothShade, 90)}"/>`;
  const neck = `<rect x="${r1(cx - r * 0.42)}" y="${r1(hy + r * 0.5)}" width="${r1(r * 0.84)}" height="${r1(sy - hy)}" rx="${r1(r * 0.3)}" fill="${skinShade}"/>`;
  const collar = `<path d="M${r1(cx - r * 0.62)} ${r1(sy + 1)}L${r1(cx)} ${r1(sy + r * 0.75)}L${r1(cx + r * 0.62)} ${r1(sy + 1)}Z" fill="${skinShade}"/>`;
  const head = `<circle cx="${r1(cx)}" cy="${r1(hy)}" r="${r1(r)}" fill="${skin}"/>`;
  const cap = (depth: number, extra = 1.06): string =>
    `<path d="M${r1(cx - r * extra)} ${r1(hy + r * depth)}A${r1(r * extra)} ${r1(r * extra)} 0 0 1 ${r1(cx + r * extra)} ${r1(hy + r * depth)}Q${r1(cx + r * 0.5)} ${r1(hy - r * 0.45)} ${r1(cx - r * 0.1)} ${r1(hy - r * 0.5)}Q${r1(cx - r * 0.7)} ${r1(hy - r * 0.3)} ${r1(cx - r * extra)} ${r1(hy + r * depth)}Z" fill="${hair}"/>`;

  if (style === 'scarf') {
    const scarf = mix(
      rng.pick(HUES.filter((c) => c !== shapeHue)),
      COLORS.ink,
      rng.range(0.1, 0.4),
    );
    s.add(shoulders);
    s.add(
      `<path d="M${r1(cx - r * 1.3)} ${r1(hy)}C${r1(cx - r * 1.4)} ${r1(sy + r * 0.4)} ${r1(cx - sw * 0.8)} ${r1(sy + r * 0.3)} ${r1(cx - sw * 0.7)} ${r1(sy + r * 1.2)}H${r1(cx + sw * 0.7)}C${r1(cx + sw * 0.8)} ${r1(sy + r * 0.3)} ${r1(cx + r * 1.4)} ${r1(sy + r * 0.4)} ${r1(cx + r * 1.3)} ${r1(hy)}Z" fill="${mix(scarf, '#000000', 0.15)}"/>`,
    );
    s.add(`<circle cx="${r1(cx)}" cy="${r1(hy - r * 0.05)}" r="${r1(r * 1.3)}" fill="${scarf}"/>`);
    s.add(
      `<ellipse cx="${r1(cx)}" cy="${r1(hy + r * 0.12)}" rx="${r1(r * 0.74)}" ry="${r1(r * 0.86)}" fill="${skin}"/>`,
    );
    return s.toSvg();
  }
  if (style === 'long') {
    s.add(
      `<rect x="${r1(cx - r * 1.18)}" y="${r1(hy - r * 1.1)}" width="${r1(r * 2.36)}" height="${r1(r * 3)}" rx="${r1(r * 1.1)}" fill="${hair}"/>`,
    );
  }
  s.add(shoulders + neck + collar);
  if (style === 'bun')
    s.add(`<circle cx="${r1(cx)}" cy="${r1(hy - r * 1.15)}" r="${r1(r * 0.48)}" fill="${hair}"/>`);
  if (style === 'curly') {
    let curls = '';
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (1.02 + (i / 8) * 0.96);
      curls += `<circle cx="${r1(cx + Math.cos(a) * r * 1.02)}" cy="${r1(hy + Math.sin(a) * r * 1.02)}" r="${r1(r * 0.36)}"/>`;
    }
    s.add(`<g fill="${hair}">${curls}</g>`);
  }
  s.add(head);
  if (style === 'short' || style === 'beard' || style === 'bun' || style === 'curly')
    s.add(cap(-0.05));
  if (style === 'long') s.add(cap(0.25, 1.1));
  if (style === 'crop') s.add(cap(-0.35, 1.02));
  if (style === 'beard') {
    const jaw = (t: number): string => `${r1(cx + r * Math.cos(t))} ${r1(hy + r * Math.sin(t))}`;
    s.add(
      `<path d="M${jaw(0.2)}A${r1(r)} ${r1(r)} 0 0 1 ${jaw(Math.PI - 0.2)}Q${r1(cx)} ${r1(hy + r * 1.05)} ${jaw(0.2)}Z" fill="${hair}"/>`,
    );
  }
  return s.toSvg();
}
