import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safeHtml';

describe('notice HTML', () => {
  it('keeps formatting and drops scripts and handlers', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()"><b>Hi</b><script>steal()</script><img src=x onerror="steal()"></p>',
    );
    expect(clean).toContain('<b>Hi</b>');
    expect(clean).not.toMatch(/script|onclick|onerror/);
  });

  it('marks undescribed images as decoration and keeps given alt text', () => {
    expect(sanitizeHtml('<img src="a.png">')).toBe('<img src="a.png" alt="">');
    expect(sanitizeHtml('<img src="a.png" alt="Prize">')).toContain('alt="Prize"');
  });
});
