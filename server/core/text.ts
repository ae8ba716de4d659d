import sanitizeHtml from 'sanitize-html';

/**
 * The two kinds of text users store, made safe for every client of the API (the SPA, the
 * GraphQL schema, anything else), once, when stored:
 *
 * - rich text (forum posts): HTML cut to one allow-list, the server's side of the SPA's
 *   DOMPurify (src/shared/RichText.tsx): paragraphs, emphasis, lists, quotes, small
 *   headings and links (http, https, mailto; new tab, no opener). No scripts, styles,
 *   event handlers, frames, forms or images from elsewhere;
 * - plain text (titles, questions, answers, replies, short answers, profile fields): no
 *   markup at all. Tags are removed (with the content of script and style elements); the
 *   rest stays as typed, `a < b` included, and clients show it as text, never as HTML.
 */
export const RICH_TEXT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_HTML).trim();
}

const SCRIPT_OR_STYLE = /<(script|style|iframe|object|embed|noscript|template|textarea|title|xmp)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?[a-zA-Z!?][^<>]*>/g;

/** Plain text: every tag removed (until none is left, so nested tricks do not rebuild one). */
export function plainText(text: string): string {
  let current = text;
  for (let round = 0; round < 10; round += 1) {
    const next = current.replace(SCRIPT_OR_STYLE, '').replace(TAG, '');
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The OpenAPI description of a plain-text field. */
export const PLAIN_TEXT_NOTE = 'Plain text: markup is removed when stored; show it as text, never as HTML.';
/** The OpenAPI description of a rich-text field. */
export const RICH_TEXT_NOTE = 'Rich text (HTML), sanitised to the portal\'s allow-list when stored (p, br, strong, b, em, i, u, s, ul, ol, li, blockquote, h3, h4, a with http/https/mailto).';
