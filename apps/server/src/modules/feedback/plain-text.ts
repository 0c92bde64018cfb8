import sanitizeHtml from 'sanitize-html';

/** Markup is removed, with the text of script and style elements. */
const NO_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** The escapes sanitize-html writes into text, turned back into the characters. */
const ESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Member-written text kept as plain text (ADR 0034): HTML tags and the content of script and
 * style are dropped, control characters other than line breaks and tabs removed, and the
 * escapes the sanitiser writes undone, so text such as "5 < 6" stays as typed (an entity such
 * as "&lt;" reads as the character it stands for, as a browser shows it). Screens show the
 * result as text, never as HTML.
 */
export function plainText(input: string): string {
  const stripped = sanitizeHtml(input, NO_MARKUP).replace(
    /&(amp|lt|gt|quot|#39);/g,
    (escape) => ESCAPES[escape] ?? escape,
  );
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return stripped.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}
