/** English interface words of the shop's server components, read as `words().shop` (see ./words.ts). */
export const shopEn = {};
