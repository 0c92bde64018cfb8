import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitize-content';

describe('sanitizeContent', () => {
  it('keeps formatting, links and images', () => {
    const html = '<p><b>Hi</b> <a href="https://x.example/a" target="_blank">go</a></p>';
    expect(sanitizeContent(html)).toBe(
      '<p><b>Hi</b> <a href="https://x.example/a" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
    expect(sanitizeContent('<img src="/static/banners/1-abc.png" alt="x" />')).toBe(
      '<img src="/static/banners/1-abc.png" alt="x" />',
    );
  });

  it('drops scripts, event handlers, styles and javascript: URLs', () => {
    const html =
      '<p style="color:red" onclick="x()">a</p><script>alert(1)</script>' +
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">b</a>' +
      '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>';
    const clean = sanitizeContent(html);
    for (const bad of [
      'script',
      'onerror',
      'onclick',
      'javascript:',
      'style',
      'iframe',
      'onload',
    ]) {
      expect(clean).not.toContain(bad);
    }
    expect(clean).toContain('<p>a</p>');
  });
});
