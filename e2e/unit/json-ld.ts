import { readFileSync } from 'node:fs';
import { fileOf } from '../site/routes';

/*
 * The JSON-LD of an exported page, read as text: its blocks, and every node in them with where it sits
 * (`$.offers.seller`), nested ones included, for the checks of json-ld-nodes.spec.ts and
 * structured-data.spec.ts.
 */

export type Node = Record<string, unknown>;

/** The parsed JSON-LD blocks of a page; a block that is not valid JSON fails the test. */
export function jsonLd(route: string, html = readFileSync(fileOf(route), 'utf8')): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => {
      try {
        return JSON.parse(match[1] ?? '') as Node;
      } catch (error) {
        throw new Error(`${route}: JSON-LD is not JSON (${String(error)})`);
      }
    },
  );
}

export const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
export const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
export const byType = (nodes: Node[], type: string) =>
  nodes.filter((node) => node['@type'] === type);

/** A node and where it sits in its block: `$`, `$.author`, `$.itemListElement[2]`. */
export type Placed = { node: Node; at: string; top: boolean };

/** Every object in the blocks, the blocks themselves and every one nested in them. */
export function nodesOf(blocks: Node[]): Placed[] {
  const found: Placed[] = [];
  const visit = (value: unknown, at: string, top: boolean) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${at}[${i}]`, false));
    else if (isObject(value)) {
      found.push({ node: value, at, top });
      for (const [key, inner] of Object.entries(value)) visit(inner, `${at}.${key}`, false);
    }
  };
  for (const block of blocks) visit(block, '$', true);
  return found;
}

/** Every property of every node with its value (each item of a list on its own): `$.author.url`. */
export function propertiesOf(blocks: Node[]): { key: string; value: unknown; at: string }[] {
  return nodesOf(blocks).flatMap(({ node, at }) =>
    Object.entries(node).flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.map((item, i) => ({ key, value: item, at: `${at}.${key}[${i}]` }))
        : [{ key, value, at: `${at}.${key}` }],
    ),
  );
}

/**
 * A date as ISO 8601 asks and Google's docs show: a full date (2025-06-12) or a date and time with its
 * zone (2025-06-12T08:00:00+03:00, …Z), and a day that exists (not 2025-02-30).
 */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/.exec(
      value,
    );
  if (!match) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The properties whose values are dates: schema.org's date properties, named date… or …Date. */
export const isDateKey = (key: string) =>
  /^date[A-Z]|Date$|^(validFrom|validThrough|priceValidUntil|uploadDate|expires)$/.test(key);

/** The properties whose values are pages of this site, when they are on its origin. */
export const PAGE_KEYS = new Set(['url', 'item', 'mainEntityOfPage', '@id']);
/** The properties whose values are files (pictures). */
export const FILE_KEYS = new Set(['image', 'logo', 'contentUrl', 'thumbnailUrl']);
/** The properties whose values are other sites' pages or schema.org's names of things. */
export const OTHER_URL_KEYS = new Set(['sameAs', 'availability', 'itemCondition', '@context']);
