import { xml2js, type Element } from 'xml-js';

/** The text of every element `name` of an XML document (within the elements `within`), in order. */
export function texts(xml: string, name: string, within?: string): string[] {
  const found: string[] = [];
  const walk = (element: Element, inside: boolean) => {
    if (element.name === name && inside)
      found.push((element.elements ?? []).map((child) => child.text ?? child.cdata ?? '').join(''));
    const below = inside || element.name === within;
    (element.elements ?? []).forEach((child) => walk(child, below));
  };
  walk(xml2js(xml, { compact: false }) as Element, within === undefined);
  return found;
}
