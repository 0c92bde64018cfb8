/**
 * HTML from the back office (notices, help centre) is sanitised again in the browser before it
 * is shown, whatever the server did: scripts, event handlers and javascript: URLs go; links
 * that open a new tab cannot reach back to this page.
 */
import DOMPurify from 'dompurify';

let hooked = false;

function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
  });
}
