import sanitizeHtml from 'sanitize-html';

/** What a comment on a punch-in may hold: paragraphs, emphasis, lists and links; the rest is dropped before it is stored. */
const COMMENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

/** An image-text chapter's body: the comment's tags plus headings, quotes and images. */
const CHAPTER_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...(COMMENT_HTML.allowedTags as string[]), 'h3', 'h4', 'blockquote', 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: COMMENT_HTML.transformTags,
};

export function sanitizeComment(html: string): string {
  return sanitizeHtml(html, COMMENT_HTML).trim();
}

export function sanitizeChapter(html: string): string {
  return sanitizeHtml(html, CHAPTER_HTML).trim();
}

/** The visible text of sanitised html, for the empty and length rules. */
export function textOf(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
}
