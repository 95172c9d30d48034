import DOMPurify from 'dompurify';

// Operator HTML often has images without alt text; screen readers would read their file names.
// An image the operator did not describe is treated as decoration.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Server-provided HTML, made safe to show: scripts, handlers and unknown markup removed. */
export function sanitizeHtml(html: string | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } });
}
