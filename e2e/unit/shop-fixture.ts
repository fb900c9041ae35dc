import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { getProducts, getShop } from '../../content';
import { catalogueOptions } from '../../components/shop/shop-setup';
import type { CatalogueOptions } from '../../components/shop/catalogue-query';

/*
 * A shop to test the shop's pure logic on (the catalogue's filters, pages and results line, orders,
 * the checkout's fields): the demo's twelve products and its settings and words, as content/ held them
 * on 2026-11-29, kept here (e2e/unit/fixtures/shop/) so that these tests check the logic and not the
 * agency's catalogue, whatever it sells. The specs of the pages read content/ instead.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const read = <T>(name: string) =>
  JSON.parse(readFileSync(join(HERE, 'fixtures', 'shop', name), 'utf8')) as T;

export const fixtureProducts = read<ReturnType<typeof getProducts>>('products.json');
export const fixtureShop = {
  en: read<ReturnType<typeof getShop>>('shop.en.json'),
  ar: read<ReturnType<typeof getShop>>('shop.ar.json'),
};
export const fixtureProduct = (id: string) => fixtureProducts.find((p) => p.id === id);

/** The catalogue's options over the fixture: the schema's lists, the fixture's page size and prices. */
export const fixtureOptions = (): CatalogueOptions => ({
  ...catalogueOptions(),
  price: fixtureShop.en.catalogue.price,
  pageSize: fixtureShop.en.catalogue.pageSize,
});
