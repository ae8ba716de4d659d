import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../../core/text.js';

/** A post's rich text: the portal's one allow-list (core/text.ts), dropped to it before the post is stored; the SPA sanitises again when it shows it. */
export function sanitizePostHtml(html: string): string {
  return sanitizeRichText(html);
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
