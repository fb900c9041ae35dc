import { isIsoDate, isObject, list, nonEmpty, type Node } from './json-ld';

/*
 * What each schema.org type the site writes must carry, by Google's rich results docs for it (the
 * required properties, and the recommended ones the site can give), checked on every node wherever it
 * sits (a post's author, a product's offer and its seller, a breadcrumb's items):
 *
 * - LocalBusiness (ProfessionalService is one): name and address required; url, telephone, image
 *   recommended; Organization adds logo and sameAs (…/structured-data/local-business, …/organization).
 *   PostalAddress: street, locality and country (of those Google lists, the ones an Amman address has).
 * - Article (BlogPosting): headline, image, datePublished, dateModified, author with name and url
 *   (…/structured-data/article).
 * - Product: name and one of offers, review, aggregateRating required; image, description, sku, brand
 *   recommended. Offer: price, priceCurrency (ISO 4217), availability. Review: author with a name and a
 *   reviewRating required, datePublished recommended. Rating, AggregateRating: a ratingValue between
 *   worstRating (1 unless given) and bestRating (5 unless given); AggregateRating a reviewCount or
 *   ratingCount (…/product-snippet, …/merchant-listing, …/review-snippet).
 * - BreadcrumbList: two or more ListItems, positions 1, 2, …, each with a name and every one but the last
 *   with its item (…/breadcrumb). FAQPage: Questions with a name and an acceptedAnswer Answer's text.
 *
 * The page-level rules (dates, URLs, language and tree) are json-ld-nodes.spec.ts's.
 */

/** The page a node is on: its address (./page-address.ts) and its language's home, as absolute URLs. */
export type PageOf = { address: string; home: string; agencyId: string; agencyName: string };

type Need = (ok: boolean, what: string) => void;
type Rule = (node: Node, need: Need, page: PageOf) => void;

const typed = (value: unknown, ...types: string[]): value is Node =>
  isObject(value) && types.includes(String(value['@type']));
const numeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));
const count = (value: unknown) => Number.isInteger(Number(value)) && Number(value) > 0;

/** A rating's value between its worst and best (Google's defaults: 1 and 5). */
function ratingProblems(node: Node, need: Need) {
  const [value, worst, best] = ['ratingValue', 'worstRating', 'bestRating'].map((key) => node[key]);
  need(numeric(value), 'ratingValue (required), a number');
  need(worst === undefined || numeric(worst), 'worstRating a number');
  need(best === undefined || numeric(best), 'bestRating a number');
  const [low, high] = [Number(worst ?? 1), Number(best ?? 5)];
  need(
    low < high && Number(value) >= low && Number(value) <= high,
    'ratingValue within worst..best',
  );
}

export const TYPE_RULES: Readonly<Record<string, Rule>> = {
  ProfessionalService: (node, need, page) => {
    need(nonEmpty(node['name']), 'name (required)');
    need(typed(node['address'], 'PostalAddress'), 'address: a PostalAddress (required)');
    need(node['url'] === page.home, `url: its language's home ${page.home}`);
    need(nonEmpty(node['telephone']), 'telephone');
    need(list(node['image']).length > 0, 'image');
    need(nonEmpty(node['logo']), 'logo');
    need(list(node['sameAs']).length > 0, 'sameAs');
    need(node['@id'] === page.agencyId, `@id: the agency's, ${page.agencyId}`);
  },
  // Every other Organization the site names is the agency, by its @id (a post's publisher, a seller).
  Organization: (node, need, page) => {
    need(node['@id'] === page.agencyId, `@id: the agency's, ${page.agencyId}`);
    need(node['name'] === page.agencyName, `name: the agency's in the page's language`);
  },
  PostalAddress: (node, need) => {
    for (const key of ['streetAddress', 'addressLocality', 'addressCountry'])
      need(nonEmpty(node[key]), key);
  },
  BlogPosting: (node, need, page) => {
    need(nonEmpty(node['headline']), 'headline');
    need(list(node['image']).length > 0, 'image');
    need(node['datePublished'] !== undefined, 'datePublished');
    need(node['dateModified'] !== undefined, 'dateModified');
    const [published, modified] = [node['datePublished'], node['dateModified']];
    if (isIsoDate(published) && isIsoDate(modified))
      need(
        Date.parse(String(modified)) >= Date.parse(String(published)),
        'modified before published',
      );
    const author = node['author'];
    need(list(author).length > 0, 'author');
    for (const one of list(author))
      need(
        typed(one, 'Person', 'Organization') && nonEmpty(one['name']) && nonEmpty(one['url']),
        'author: a Person or Organization with name and url',
      );
    need(typed(node['publisher'], 'Organization'), 'publisher: an Organization');
    need(node['url'] === page.address, `url: the page's address ${page.address}`);
    need(node['mainEntityOfPage'] === page.address, `mainEntityOfPage: ${page.address}`);
  },
  Person: (node, need) => need(nonEmpty(node['name']), 'name'),
  Product: (node, need, page) => {
    need(nonEmpty(node['name']), 'name (required)');
    need(
      ['offers', 'review', 'aggregateRating'].some((key) => node[key] !== undefined),
      'one of offers, review, aggregateRating (required)',
    );
    need(list(node['image']).length > 0, 'image');
    need(nonEmpty(node['description']), 'description');
    need(nonEmpty(node['sku']), 'sku');
    need(typed(node['brand'], 'Brand'), 'brand: a Brand');
    need(node['url'] === page.address, `url: the page's address ${page.address}`);
    for (const offer of list(node['offers']))
      need(
        typed(offer, 'Offer') && offer['url'] === page.address,
        `offers: an Offer at ${page.address}`,
      );
  },
  Brand: (node, need) => need(nonEmpty(node['name']), 'name'),
  Offer: (node, need) => {
    need(numeric(node['price']), 'price (required), a number');
    need(/^[A-Z]{3}$/.test(String(node['priceCurrency'])), 'priceCurrency, an ISO 4217 code');
    need(
      /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|SoldOut|LimitedAvailability|Discontinued|OnlineOnly|InStoreOnly|PreSale|MadeToOrder|Reserved)$/.test(
        String(node['availability']),
      ),
      "availability, one of schema.org's ItemAvailability",
    );
  },
  Review: (node, need) => {
    const author = node['author'];
    need(
      typed(author, 'Person', 'Organization') && nonEmpty(author['name']),
      'author: a Person or Organization with a name (required)',
    );
    need(typed(node['reviewRating'], 'Rating'), 'reviewRating: a Rating (required)');
    need(node['datePublished'] !== undefined, 'datePublished');
    need(nonEmpty(node['reviewBody']), 'reviewBody');
  },
  Rating: ratingProblems,
  AggregateRating: (node, need) => {
    ratingProblems(node, need);
    need(count(node['reviewCount']) || count(node['ratingCount']), 'reviewCount or ratingCount');
  },
  BreadcrumbList: (node, need, page) => {
    const items = list(node['itemListElement']);
    need(items.length >= 2, 'two or more items');
    items.forEach((item, i) => {
      const last = i === items.length - 1;
      need(
        typed(item, 'ListItem') && item['position'] === i + 1,
        `item ${i + 1}: at position ${i + 1}`,
      );
      if (!last) need(isObject(item) && nonEmpty(item['item']), `item ${i + 1}: its item URL`);
      // The last crumb is the page itself: no URL, or the page's address.
      else
        need(
          !isObject(item) || [undefined, page.address].includes(item['item'] as string),
          'the last item: this page',
        );
    });
    need(
      isObject(items[0]) && items[0]['item'] === page.home,
      `item 1: its language's home ${page.home}`,
    );
  },
  ListItem: (node, need) => {
    need(nonEmpty(node['name']), 'name');
    need(count(node['position']), 'position');
  },
  FAQPage: (node, need) => {
    const questions = list(node['mainEntity']);
    need(
      questions.length > 0 && questions.every((q) => typed(q, 'Question')),
      'mainEntity: Questions',
    );
  },
  Question: (node, need) => {
    need(nonEmpty(node['name']), 'name');
    need(typed(node['acceptedAnswer'], 'Answer'), 'acceptedAnswer: an Answer');
  },
  Answer: (node, need) => need(nonEmpty(node['text']), 'text'),
};

/** The problems of one node by its type's rule; a type with no rule here is one (add its rule). */
export function typeProblems(node: Node, page: PageOf): string[] {
  const found: string[] = [];
  const type = String(node['@type']);
  const rule = TYPE_RULES[type];
  if (!rule) return [`@type ${JSON.stringify(node['@type'])} has no rule in json-ld-types.ts`];
  rule(node, (ok, what) => ok || found.push(`${type}: ${what}`), page);
  return found;
}
