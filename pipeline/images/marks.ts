/*
 * Small single-colour geometric marks for client wordmarks and emblems, one of eight shapes
 * chosen from the seed.
 */
import { createRng, r1 } from './kit';

/** A small geometric mark in a size x size box at (x, y). */
export function mark(seed: string, x: number, y: number, size: number, ink: string): string {
  const rng = createRng(seed);
  const c = (n: number): string => r1(n);
  const h = size / 2;
  const cx = x + h;
  const cy = y + h;
  switch (rng.int(0, 7)) {
    case 0:
      return `<circle cx="${c(cx)}" cy="${c(cy)}" r="${c(h * 0.86)}" fill="none" stroke="${ink}" stroke-width="${c(size * 0.14)}"/><circle cx="${c(cx + h * 0.22)}" cy="${c(cy - h * 0.22)}" r="${c(h * 0.34)}" fill="${ink}"/>`;
    case 1:
      return `<rect x="${c(x)}" y="${c(y)}" width="${c(size)}" height="${c(size)}" rx="${c(size * 0.22)}" fill="none" stroke="${ink}" stroke-width="${c(size * 0.14)}"/><path d="M${c(x + size * 0.3)} ${c(y + size * 0.7)}L${c(x + size * 0.7)} ${c(y + size * 0.3)}" stroke="${ink}" stroke-width="${c(size * 0.14)}" stroke-linecap="round"/>`;
    case 2:
      return `<path d="M${c(cx)} ${c(y)}L${c(x + size)} ${c(y + size)}H${c(x)}Z" fill="${ink}"/>`;
    case 3:
      return `<circle cx="${c(x + size * 0.36)}" cy="${c(cy)}" r="${c(size * 0.36)}" fill="${ink}"/><circle cx="${c(x + size * 0.64)}" cy="${c(cy)}" r="${c(size * 0.32)}" fill="none" stroke="${ink}" stroke-width="${c(size * 0.08)}"/>`;
    case 4: {
      const pts = [0, 1, 2, 3, 4, 5].map(
        (i) =>
          `${c(cx + h * Math.cos((Math.PI / 3) * i - Math.PI / 2))} ${c(cy + h * Math.sin((Math.PI / 3) * i - Math.PI / 2))}`,
      );
      return `<path d="M${pts.join('L')}Z" fill="none" stroke="${ink}" stroke-width="${c(size * 0.12)}" stroke-linejoin="round"/><circle cx="${c(cx)}" cy="${c(cy)}" r="${c(h * 0.3)}" fill="${ink}"/>`;
    }
    case 5:
      return `<path d="M${c(x)} ${c(y + size)}V${c(y + h)}A${c(h)} ${c(h)} 0 0 1 ${c(x + size)} ${c(y + h)}V${c(y + size)}H${c(x + size * 0.72)}V${c(y + h)}A${c(size * 0.22)} ${c(size * 0.22)} 0 0 0 ${c(x + size * 0.28)} ${c(y + h)}V${c(y + size)}Z" fill="${ink}"/>`;
    case 6:
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${c(x)}" y="${c(y + i * size * 0.36)}" width="${c(size * (1 - i * 0.25))}" height="${c(size * 0.24)}" rx="${c(size * 0.12)}" fill="${ink}"/>`,
        )
        .join('');
    default:
      return `<path d="M${c(x)} ${c(cy)}A${c(h)} ${c(h)} 0 0 1 ${c(x + size)} ${c(cy)}Z" fill="${ink}"/><path d="M${c(x)} ${c(cy + size * 0.14)}H${c(x + size)}A${c(h)} ${c(h)} 0 0 1 ${c(x)} ${c(cy + size * 0.14)}Z" fill="${ink}" opacity="0.55"/>`;
  }
}
