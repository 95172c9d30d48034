import { SaxesParser } from 'saxes';

/** Parses `text` as XML (throws on any well-formedness error) and returns its elements' names, in order. */
export function xmlElements(text: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const names: string[] = [];
  parser.on('opentag', (tag) => names.push(tag.local));
  parser.write(text).close();
  return names;
}
