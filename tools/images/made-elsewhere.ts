/** Images written by tools/generate-video.ts (video posters), which the artwork generator leaves alone. */
export const VIDEO_POSTERS = ['/images/heroes/hero-loop-poster.webp'] as const;

export const isMadeElsewhere = (src: string): boolean =>
  (VIDEO_POSTERS as readonly string[]).includes(src);
