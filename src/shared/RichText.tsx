import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Rich text from the server (questions, options, explanations), sanitised before display. */
export function RichText({ html, className, inline = false }: { html: string; className?: string; inline?: boolean }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  const Tag = inline ? 'span' : 'div';
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
