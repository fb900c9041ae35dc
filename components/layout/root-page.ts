/**
 * Which page the root paths (`/` and `/light/`) show: the coming-soon page while
 * `comingSoon.atRoot` is on in content/site.json (a pre-launch deploy), else the creative home.
 */
export function rootPageName(site: {
  comingSoon: { atRoot: boolean };
}): 'coming-soon' | 'home-creative' {
  return site.comingSoon.atRoot ? 'coming-soon' : 'home-creative';
}
