import type { en } from './en';
import type { shopEn } from './shop-en';

/*
 * The shapes of the server dictionaries, taken from the English ones: ./ar.ts and ./shop-ar.ts are
 * typed by them (a key missing in one language is a type error), and the lookup (./words.ts) joins
 * them. A module of its own, so that the Arabic dictionaries and the lookup that imports them form
 * no circle.
 */

export type SiteWords = typeof en;
export type ShopWords = typeof shopEn;
export type Words = SiteWords & { shop: ShopWords };
