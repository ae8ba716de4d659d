import sanitizeHtml from 'sanitize-html';

/**
 * The rich text a post may hold: paragraphs, emphasis, lists, quotes, small headings and
 * links (http, https, mailto; opened in a new tab without the opener). Everything else is
 * dropped before the post is stored; the SPA sanitises again when it shows it.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML).trim();
}

/** The text of a sanitised post, for the length rule and excerpts. */
export function postText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
