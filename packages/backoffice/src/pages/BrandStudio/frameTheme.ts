import { brandClassName } from '@playsite/brands';

const sheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * Puts `css` into a same-origin frame's page, as a stylesheet constructed in the frame's own
 * window (a document adopts only its own window's sheets). The site page's CSP allows only its
 * hashed inline style; the CSSOM is not restricted. Returns the document, or nothing when it is
 * not readable yet (still loading, or another origin).
 */
export function applyFrameCss(frame: HTMLIFrameElement | null, css: string): Document | undefined {
  const view = frame?.contentWindow as (Window & typeof globalThis) | null | undefined;
  const doc = frame?.contentDocument;
  if (!view || !doc || doc.readyState === 'loading' || doc.URL === 'about:blank') return undefined;
  let sheet = sheets.get(doc);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheets.set(doc, sheet);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(css);
  return doc;
}

/**
 * Whether the frame's page is in this brand: `?brand=` chooses it in development only, elsewhere
 * the host name does.
 */
export const servesBrand = (doc: Document, brandId: string): boolean =>
  doc.documentElement.classList.contains(brandClassName(brandId));
