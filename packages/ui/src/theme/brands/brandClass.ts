/**
 * The class that themes an element and everything inside it with a brand. Stable (not hashed), so
 * a page's static HTML can carry it before any script runs: the site's build writes it on <html>.
 */
export const brandClassName = (name: string): string => `brand-${name}`;
