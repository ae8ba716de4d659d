/** The spec's cascader node: value, label, children (undefined: not loaded yet; empty: a leaf). */
export interface CascaderNode<V extends string | number = string | number> {
  value: V;
  label: string;
  children?: CascaderNode<V>[];
  /** True when the node has no children to load (a leaf even while children is undefined). */
  isLeaf?: boolean;
  disabled?: boolean;
}

/** The columns shown for a browsed path: the roots, then the children of each node on the path that has them. */
export function columnsOf<V extends string | number>(options: CascaderNode<V>[], path: V[]): CascaderNode<V>[][] {
  const columns: CascaderNode<V>[][] = [options];
  let level = options;
  for (const value of path) {
    const node = level.find((n) => n.value === value);
    if (!node?.children || node.children.length === 0) break;
    columns.push(node.children);
    level = node.children;
  }
  return columns;
}

/** The nodes along a path, as far as they are known. */
export function nodesOf<V extends string | number>(options: CascaderNode<V>[], path: V[]): CascaderNode<V>[] {
  const nodes: CascaderNode<V>[] = [];
  let level: CascaderNode<V>[] | undefined = options;
  for (const value of path) {
    const node: CascaderNode<V> | undefined = level?.find((n) => n.value === value);
    if (!node) break;
    nodes.push(node);
    level = node.children;
  }
  return nodes;
}

export const isLeaf = (node: CascaderNode) => node.isLeaf === true || (Array.isArray(node.children) && node.children.length === 0);

/** Where the keyboard focus is: a column and a row in it. */
export interface CascaderFocus {
  column: number;
  row: number;
}

export type CascaderKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Home' | 'End';

/**
 * The keyboard: up and down move within a column (wrapping, skipping disabled nodes), home
 * and end jump; right and Enter choose the focused node (right only when it has children),
 * left goes back to the parent column. Answers the new focus and whether to choose the node.
 */
export function moveFocus(columns: CascaderNode[][], focus: CascaderFocus, key: CascaderKey): { focus: CascaderFocus; choose: boolean } {
  const column = columns[focus.column] ?? [];
  const enabled = column.map((n, i) => (n.disabled ? -1 : i)).filter((i) => i >= 0);
  if (enabled.length === 0) return { focus, choose: false };
  const at = Math.max(0, enabled.indexOf(focus.row));
  switch (key) {
    case 'ArrowDown':
      return { focus: { ...focus, row: enabled[(at + 1) % enabled.length]! }, choose: false };
    case 'ArrowUp':
      return { focus: { ...focus, row: enabled[(at - 1 + enabled.length) % enabled.length]! }, choose: false };
    case 'Home':
      return { focus: { ...focus, row: enabled[0]! }, choose: false };
    case 'End':
      return { focus: { ...focus, row: enabled.at(-1)! }, choose: false };
    case 'ArrowLeft':
      return { focus: focus.column > 0 ? { column: focus.column - 1, row: 0 } : focus, choose: false };
    case 'ArrowRight': {
      const node = column[focus.row];
      return { focus, choose: !!node && !node.disabled && !isLeaf(node) };
    }
    case 'Enter': {
      const node = column[focus.row];
      return { focus, choose: !!node && !node.disabled };
    }
  }
}
