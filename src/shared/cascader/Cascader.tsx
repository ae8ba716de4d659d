import { Button, Classes, Icon, Menu, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { columnsOf, isLeaf, moveFocus, nodesOf, type CascaderFocus, type CascaderKey, type CascaderNode } from './cascader';
import './cascader.css';

export interface CascaderProps<V extends string | number> {
  options: CascaderNode<V>[];
  /** The chosen path (values from the root). */
  value: V[];
  /**
   * A node was chosen: the path to it. Called on every level when changeOnSelect is set
   * (the caller may then load the node's children and put them into options), else only
   * when a leaf completes the path.
   */
  onChange: (path: V[], nodes: CascaderNode<V>[]) => void;
  changeOnSelect?: boolean;
  placeholder?: string;
  /** Children are being loaded: a spinner in the last column. */
  loading?: boolean;
  disabled?: boolean;
  separator?: string;
  'data-testid'?: string;
  /** Accessible name of the button and the list. */
  label?: string;
}

/**
 * The generic cascader (spec: cascader node value, label, children): a button showing the
 * chosen path that opens one Blueprint menu column per level. Usable by keyboard: arrows
 * move within a column (left and right between levels), Enter chooses, Escape closes.
 */
export function Cascader<V extends string | number>(props: CascaderProps<V>) {
  const { options, value, onChange, changeOnSelect = false, placeholder = '', loading = false, disabled = false, separator = ' / ' } = props;
  const [open, setOpen] = useState(false);
  const [browsed, setPath] = useState<V[]>(value);
  // While closed the browsed path is the chosen value; opening starts from it.
  const path = open ? browsed : value;
  const [focus, setFocus] = useState<CascaderFocus>({ column: 0, row: 0 });
  const panel = useRef<HTMLDivElement>(null);

  const columns = columnsOf(options, path);
  const chosen = nodesOf(options, value);
  const text = chosen.map((n) => n.label).join(separator);

  function choose(column: number, node: CascaderNode<V>) {
    if (node.disabled) return;
    const next = [...path.slice(0, column), node.value];
    setPath(next);
    const leaf = isLeaf(node);
    if (leaf || changeOnSelect) onChange(next, nodesOf(options, next).length === next.length ? nodesOf(options, next) : [...nodesOf(options, next.slice(0, -1)), node]);
    if (leaf) {
      setOpen(false);
    } else {
      setFocus({ column: column + 1, row: 0 });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys: CascaderKey[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', 'Home', 'End'];
    if (!keys.includes(event.key as CascaderKey)) return;
    event.preventDefault();
    const moved = moveFocus(columns as CascaderNode[][], focus, event.key as CascaderKey);
    if (moved.choose) {
      const node = columns[focus.column]?.[focus.row];
      if (node) choose(focus.column, node);
    } else {
      setFocus(moved.focus);
    }
  }

  const onOpening = () => {
    const rows = value.map((v, i) => (columns[i] ?? []).findIndex((n) => n.value === v));
    const column = Math.max(0, Math.min(columns.length - 1, value.length - 1));
    setFocus({ column, row: Math.max(0, rows[column] ?? 0) });
    window.setTimeout(() => panel.current?.focus(), 0);
  };

  const content = (
    <div
      ref={panel}
      className="cascader-panel"
      role="group"
      aria-label={props.label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid={props['data-testid'] ? `${props['data-testid']}-panel` : undefined}
    >
      {columns.map((column, c) => (
        <Menu key={c} className="cascader-column" role="listbox">
          {column.map((node, r) => (
            <MenuItem
              key={String(node.value)}
              roleStructure="listoption"
              selected={path[c] === node.value}
              text={node.label}
              disabled={node.disabled}
              active={path[c] === node.value}
              className={focus.column === c && focus.row === r ? 'cascader-focused' : undefined}
              labelElement={isLeaf(node) ? undefined : <Icon icon="chevron-right" />}
              shouldDismissPopover={false}
              onClick={() => choose(c, node)}
            />
          ))}
        </Menu>
      ))}
      {loading && (
        <div className="cascader-column cascader-loading">
          <Spinner size={20} />
        </div>
      )}
    </div>
  );

  return (
    <Popover
      content={content}
      isOpen={open}
      disabled={disabled}
      onInteraction={(next) => {
        if (next && !open) setPath(value);
        setOpen(next);
      }}
      onOpening={onOpening}
      placement="bottom-start"
      minimal
    >
      <Button
        className="cascader-target"
        // The name starts with the field's label and goes on with what the button shows (WCAG 2.5.3).
        aria-label={[props.label, text || placeholder].filter(Boolean).join(': ')}
        aria-haspopup="listbox"
        aria-expanded={open}
        disabled={disabled}
        endIcon="caret-down"
        alignText="start"
        data-testid={props['data-testid']}
        text={text || <span className={Classes.TEXT_MUTED}>{placeholder}</span>}
      />
    </Popover>
  );
}
