/*
 * What `npm run perf` measures: one page of each type, or the paths asked for, with their light and
 * Arabic twins when asked, and the sitting's other options (tools/perf.ts's usage).
 */

/** One page of each type. */
export const PAGE_TYPES: [string, string][] = [
  ['creative home', '/'],
  ['marketing home', '/marketing-agency/'],
  ['studio home', '/studio-agency/'],
  ['digital home', '/digital-agency/'],
  ['tech startup', '/tech-startup/'],
  ['about', '/about/'],
  ['services', '/service/'],
  ['service detail', '/service/service-details/'],
  ['portfolio', '/portfolio/'],
  ['project', '/portfolio/portfolio-details/'],
  ['case study', '/case-study-details/'],
  ['team', '/team/'],
  ['member', '/team/team-details/'],
  ['contact', '/contact/'],
  ['blog grid', '/blog/'],
  ['blog list', '/blog-list/'],
  ['post', '/blog/blog-details/'],
  ['shop', '/shop/'],
  ['product', '/shop/aurora-poster-set/'],
  ['cart', '/shop/cart/'],
  ['checkout', '/shop/checkout/'],
  ['wishlist', '/shop/wishlist/'],
  // Lighthouse refuses a 404 status, so the not-found page is measured at its file.
  ['404', '/404.html'],
];

/** The pages whose pictures are photographs once the photographers are done. */
export const PHOTO_PAGES: [string, string][] = [
  ['team', '/team/'],
  ['member', '/team/team-details/'],
  ['portfolio', '/portfolio/'],
  ['project', '/portfolio/portfolio-details/'],
  ['case study', '/case-study-details/'],
];

export function parseArgs(argv: string[]) {
  let runs = 3;
  let light = false;
  let arabic = false;
  let dir = 'out';
  let floor = true;
  let inp = false;
  let http1 = false;
  let photos = false;
  let floorEvery = 4;
  let secondLook: number | undefined;
  let looks = 3;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') runs = Math.max(1, Number(argv[++i]) || 3);
    else if (arg === '--light') light = true;
    else if (arg === '--ar') arabic = true;
    else if (arg === '--dir') dir = argv[++i] ?? dir;
    else if (arg === '--no-floor') floor = false;
    else if (arg === '--floor-every') floorEvery = Math.max(0, Math.floor(Number(argv[++i]) || 0));
    else if (arg === '--second-look') secondLook = Math.max(0, Math.floor(Number(argv[++i]) || 0));
    else if (arg === '--looks') looks = Math.max(0, Math.floor(Number(argv[++i]) || 0));
    else if (arg === '--inp') inp = true;
    else if (arg === '--http1') http1 = true;
    else if (arg === '--photos') photos = true;
    else if (arg.startsWith('/')) paths.push(arg);
    else
      throw new Error(
        `Unknown argument ${arg}: use --runs N, --light, --ar, --dir D, --no-floor, --floor-every N, --second-look N, --looks N, --http1, --inp, --photos or paths such as /shop/`,
      );
  }
  const chosen: [string, string][] = paths.length
    ? paths.map((path) => [PAGE_TYPES.find(([, p]) => p === path)?.[0] ?? path, path])
    : photos
      ? PHOTO_PAGES
      : PAGE_TYPES;
  // The Arabic twin of a page is under /ar, and its light twin under /ar/light; a file such as 404.html
  // serves every language and theme.
  const isFile = (path: string) => path.endsWith('.html');
  const languages = arabic
    ? chosen.flatMap(([name, path]): [string, string, string][] =>
        isFile(path)
          ? [[name, '', path]]
          : [
              [name, '', path],
              [`${name} (ar)`, '/ar', path],
            ],
      )
    : chosen.map(([name, path]): [string, string, string] => [name, '', path]);
  const pages = languages.flatMap(([name, prefix, path]): [string, string][] =>
    light && !isFile(path)
      ? [
          [name, `${prefix}${path}`],
          [`${name} (light)`, `${prefix}/light${path}`],
        ]
      : [[name, `${prefix}${path}`]],
  );
  // A second look is as long as the first, unless told.
  return {
    runs,
    pages,
    paths,
    dir,
    floor,
    floorEvery,
    secondLook: secondLook ?? runs,
    looks,
    inp,
    http1,
    photos,
  };
}

export type Options = ReturnType<typeof parseArgs>;
