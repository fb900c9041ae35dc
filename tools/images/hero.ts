/*
 * Wide atmospheric backgrounds for page heroes: soft glows, a large "horizon" arc, thin
 * concentric arcs and a fading line grid. Shapes keep to the right and bottom so headings on the
 * left stay calm. The dark and light variants of one hero share the composition.
 */
import { COLORS, mix, r1, type Palette, type Rng } from '../../pipeline/images/kit';
import { arc, glow, Scene } from './scene';

export function hero(
  width: number,
  height: number,
  palette: Palette,
  theme: 'dark' | 'light',
  rng: Rng,
): string {
  const s = new Scene(width, height);
  const { unit: u } = s;
  const dark = theme === 'dark';
  const bgA = dark ? COLORS.ink : COLORS.paper;
  const bgB = dark
    ? mix(COLORS.charcoal, palette.colors[3], 0.18)
    : mix(COLORS.paper, palette.colors[1], 0.16);
  s.add(`<rect width="${width}" height="${height}" fill="${s.duo(bgA, bgB, rng.range(20, 70))}"/>`);

  // Line grid that fades out towards the top left.
  const step = Math.round(u * rng.range(0.07, 0.1));
  const grid = s.id('p');
  const fade = s.id('m');
  const line = dark ? COLORS.paper : COLORS.ink;
  s.def(
    `<pattern id="${grid}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="${line}" stroke-width="1"/></pattern>`,
  );
  s.def(
    `<mask id="${fade}"><rect width="${width}" height="${height}" fill="${s.linear(
      rng.range(30, 60),
      [
        ['#000000', 0.25],
        ['#ffffff', 1],
      ],
    )}"/></mask>`,
  );
  s.add(
    `<rect width="${width}" height="${height}" fill="url(#${grid})" opacity="${dark ? 0.07 : 0.06}" mask="url(#${fade})"/>`,
  );

  const glowOpacity = dark ? 0.42 : 0.24;
  glow(
    s,
    width * rng.range(0.65, 0.9),
    height * rng.range(0.15, 0.45),
    u * rng.range(0.6, 0.9),
    palette.colors[0],
    glowOpacity,
  );
  glow(
    s,
    width * rng.range(0.35, 0.6),
    height * rng.range(0.8, 1.05),
    u * rng.range(0.5, 0.8),
    palette.colors[2],
    glowOpacity * 0.8,
  );
  glow(
    s,
    width * rng.range(0.0, 0.2),
    height * rng.range(0.0, 0.2),
    u * 0.5,
    palette.colors[3],
    glowOpacity * 0.5,
  );

  // The horizon: a huge circle whose top edge crosses the lower part of the frame.
  const big = width * rng.range(0.5, 0.7);
  const cx = width * rng.range(0.5, 0.8);
  const cy = height + big * rng.range(0.7, 0.82);
  const edge = rng.chance(0.7) ? COLORS.accent : palette.colors[0];
  const body = s.linear(90, [
    [edge, 0, dark ? 0.5 : 0.4],
    [edge, 0.05, dark ? 0.16 : 0.12],
    [edge, 0.18, 0],
  ]);
  s.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(big)}" fill="${body}"/>`);
  s.add(arc(cx, cy, big, 180, 360, edge, Math.max(2, u / 300), dark ? 0.9 : 0.75));
  glow(s, cx, cy - big, u * 0.35, edge, dark ? 0.35 : 0.25);

  // Thin concentric arcs around a focal point on the right.
  const fx = width * rng.range(0.7, 0.88);
  const fy = height * rng.range(0.3, 0.5);
  const stroke = Math.max(1, u / 700);
  for (let i = 1; i <= 4; i++) {
    const start = rng.range(150, 220);
    const opacity = Math.round((dark ? 0.24 - i * 0.04 : 0.2 - i * 0.03) * 100) / 100;
    s.add(arc(fx, fy, u * 0.16 * i, start, start + rng.range(90, 200), line, stroke, opacity));
  }
  s.add(
    `<circle cx="${r1(fx)}" cy="${r1(fy)}" r="${r1(u * 0.05)}" fill="${palette.colors[1]}" opacity="${dark ? 0.9 : 0.85}"/>`,
  );
  return s.toSvg();
}
