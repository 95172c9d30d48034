import DOMPurify from 'dompurify';

declare const sanitised: unique symbol;

/**
 * HTML that went through `sanitizeHtml`: the only HTML ui components render. The brand makes a
 * plain string (e.g. a server field) a type error where SafeHtml is expected.
 */
export type SafeHtml = string & { readonly [sanitised]: true };

let hooked = false;

/** DOMPurify with the project's one hook, added on first use (importing ui has no side effect). */
function purifier(): typeof DOMPurify {
  if (!hooked) {
    // Operator HTML often has images without alt text; screen readers would read their file names.
    // An image the operator did not describe is treated as decoration.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Server-provided HTML, made safe to show: scripts, handlers and unknown markup removed. */
export function sanitizeHtml(html: string | undefined): SafeHtml {
  return purifier().sanitize(html ?? '', { USE_PROFILES: { html: true } }) as SafeHtml;
}
