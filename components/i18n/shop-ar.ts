import type { ShopWords } from './word-types';

/** Arabic interface words of the shop's server components: the same keys as ./shop-en.ts. */
export const shopAr: ShopWords = {
  listSeparator: '، ',
  homeLink: 'الصفحة الرئيسية لموقع {name}',
  crumb: 'المتجر',
};
