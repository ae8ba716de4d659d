import { Button, ButtonGroup } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A small rich-text editor: an editable region (a labelled multi-line text box) with bold,
 * italic, underline and list buttons. What it writes is sanitised by the server before it is
 * stored and by RichText when shown, so the browser's own editing markup is harmless.
 */
export function RichEditor({ labelId, onChange, invalid }: { labelId: string; onChange: (html: string) => void; invalid?: boolean }) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.execCommand('defaultParagraphSeparator', false, 'p');
  }, []);
  const command = (name: string) => {
    area.current?.focus();
    document.execCommand(name);
    onChange(area.current?.innerHTML ?? '');
  };
  const tools = [
    { name: 'bold', icon: 'bold' },
    { name: 'italic', icon: 'italic' },
    { name: 'underline', icon: 'underline' },
    { name: 'insertUnorderedList', icon: 'properties' },
    { name: 'insertOrderedList', icon: 'numbered-list' },
  ] as const;
  return (
    <div className={`rich-editor${invalid ? ' rich-editor--invalid' : ''}`}>
      <ButtonGroup variant="minimal" role="toolbar" aria-label={t('forum.editor.toolbar')}>
        {tools.map((tool) => (
          <Button key={tool.name} icon={tool.icon} aria-label={t(`forum.editor.${tool.name}`)} title={t(`forum.editor.${tool.name}`)} onMouseDown={(e) => e.preventDefault()} onClick={() => command(tool.name)} />
        ))}
      </ButtonGroup>
      <div
        ref={area}
        className="rich-editor__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        tabIndex={0}
        data-testid="post-editor"
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
      />
    </div>
  );
}
