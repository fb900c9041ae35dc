/** English interface words of the shop's server components, read as `words().shop` (see ./words.ts). */
export const shopEn = {
  /** Between the items of a list of values (a product's tags, colours, sizes). */
  listSeparator: ', ',
  /**
   * The site header's logo link (components/layout/site-header.tsx, a server component kept by the
   * shop's helper, so its one word lives here). `{name}`: the site's name.
   */
  homeLink: '{name} home',
  /** The shop's crumb in the page heading of every shop page below the catalogue. */
  crumb: 'Shop',
};
