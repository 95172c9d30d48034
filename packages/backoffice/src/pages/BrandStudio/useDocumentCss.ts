import { useEffect, useState } from 'react';

/**
 * Adds `css` to the back office's document as a constructed stylesheet: its CSP allows no inline
 * <style> (style-src 'self' and one hash), and CSP does not govern the CSSOM.
 */
export function useDocumentCss(css: string) {
  const [sheet] = useState(() => (typeof CSSStyleSheet === 'undefined' ? undefined : new CSSStyleSheet()));
  useEffect(() => {
    if (!sheet || !('adoptedStyleSheets' in document)) return;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [sheet]);
  useEffect(() => {
    sheet?.replaceSync(css);
  }, [sheet, css]);
}
