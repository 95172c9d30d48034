/**
 * The platform's wire names and the product's names for them (docs/contract.md § Wire words).
 * The client renames them at the edge, both ways, so the site's features speak only the product's
 * words: a vendor, not a `vassalage`; a draw number, not a `numero`.
 */
export const wireWords = {
  vassalage: 'vendor',
  vassalageList: 'vendorPopup',
  numero: 'drawNumber',
} as const;

type WireWords = typeof wireWords;
type ProductWords = { [K in keyof WireWords as WireWords[K]]: K };

type Renamed<T, Words> = T extends readonly (infer Item)[]
  ? Renamed<Item, Words>[]
  : T extends object
    ? { [K in keyof T as K extends keyof Words ? Words[K] & PropertyKey : K]: Renamed<T[K], Words> }
    : T;

/** A wire value as the product reads it. */
export type Product<T> = Renamed<T, WireWords>;
/** A product value as the wire carries it. */
export type Wire<T> = Renamed<T, ProductWords>;

const productWords: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(wireWords).map(([wire, product]) => [product, wire]),
);

function rename(value: unknown, words: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((item) => rename(item, words));
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const renamed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) renamed[words[key] ?? key] = rename(item, words);
  return renamed;
}

/** A checked wire value in the product's words. */
export const toProduct = <T>(value: T): Product<T> => rename(value, wireWords) as Product<T>;
/** A product request in the wire's words, before it is checked and sent. */
export const toWire = <T>(value: T): Wire<T> => rename(value, productWords) as Wire<T>;
