/*
 * `sizes` values that match the slot a picture is really drawn in, so that a phone fetches the copy
 * that fills it and not the next one up. "100vw" for a picture inside the page's container overstates
 * it by the container's gutters: on Lighthouse's phone (412 px at DPR 1.75) a 372 px slot asks for
 * 721 px instead of 651 px, which passes over a 720 px copy and takes the 960 px one.
 *
 * The container (components/ui/container.tsx) is the window less 1.25rem a side under 640 px, less
 * 2rem a side from 640 px, and 1216 px wide from 1280 px. Grids inside it have 1.5rem gaps.
 */

/** Total side gutters of the container under 640 px and from 640 px, in rem. */
const GUTTERS = { phone: 2.5, wide: 4 } as const;
const WIDE_FROM = 640;
/** From this window width the container is CONTAINER_MAX px wide. */
const MAX_FROM = 1280;
const CONTAINER_MAX = 1216;
const REM = 16;

const trim = (n: number) => Number(n.toFixed(2)).toString();

/**
 * `sizes` for a picture filling one cell of a grid in the container: `columns` maps a window width in
 * px (0 for the narrowest) to the number of columns from that width up; `gap` is the gap between
 * columns in rem. `gridSizes({ 0: 1 })` is a picture across the container.
 */
export function gridSizes(columns: Record<number, number>, gap = 1.5): string {
  const steps = Object.entries(columns)
    .map(([from, count]) => [Number(from), count] as const)
    .sort((a, b) => a[0] - b[0]);
  const columnsAt = (width: number) => steps.filter(([from]) => from <= width).at(-1)?.[1] ?? 1;
  const cell = (count: number, gutters: number) => {
    const vw = trim(100 / count);
    const rem = trim((gutters + (count - 1) * gap) / count);
    return `calc(${vw}vw - ${rem}rem)`;
  };
  const widest = columnsAt(MAX_FROM);
  const entries = [
    `(min-width: ${MAX_FROM}px) ${Math.ceil((CONTAINER_MAX - (widest - 1) * gap * REM) / widest)}px`,
  ];
  // Every width where the columns or the gutters change, widest first.
  const breaks = [...new Set([...steps.map(([from]) => from), WIDE_FROM])]
    .filter((from) => from > 0 && from < MAX_FROM)
    .sort((a, b) => b - a);
  for (const from of breaks)
    entries.push(
      `(min-width: ${from}px) ${cell(columnsAt(from), from >= WIDE_FROM ? GUTTERS.wide : GUTTERS.phone)}`,
    );
  entries.push(cell(columnsAt(0), GUTTERS.phone));
  return entries.join(', ');
}
