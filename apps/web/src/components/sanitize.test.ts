import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes script elements and keeps the text around them', () => {
    const out = sanitizeHtml('<p>Hello</p><script>alert(1)</script><b>there</b>');
    expect(out).not.toMatch(/script/i);
    expect(out).toContain('<p>Hello</p>');
    expect(out).toContain('<b>there</b>');
  });

  it('strips event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">go</a>',
    );
    expect(out).not.toMatch(/onerror|javascript:/i);
    expect(out).toContain('<img src="x.png">');
  });

  it('makes new-tab links unable to reach the opener', () => {
    const out = sanitizeHtml('<a href="https://example.com" target="_blank">x</a>');
    expect(out).toContain('rel="noopener noreferrer"');
  });
});
