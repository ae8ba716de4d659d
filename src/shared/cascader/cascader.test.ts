import { describe, expect, it } from 'vitest';
import { columnsOf, isLeaf, moveFocus, nodesOf, type CascaderNode } from './cascader';

const tree: CascaderNode<number>[] = [
  { value: 11, label: '北京市' },
  {
    value: 44,
    label: '广东省',
    children: [
      { value: 4401, label: '广州市' },
      { value: 4403, label: '深圳市', children: [{ value: 440305, label: '南山区', isLeaf: true }] },
    ],
  },
  { value: 99, label: 'disabled', disabled: true },
];

describe('cascader', () => {
  it('shows a column per known level of the browsed path', () => {
    expect(columnsOf(tree, []).map((c) => c.length)).toEqual([3]);
    expect(columnsOf(tree, [44, 4403]).map((c) => c.map((n) => n.label))).toEqual([['北京市', '广东省', 'disabled'], ['广州市', '深圳市'], ['南山区']]);
    expect(columnsOf(tree, [11]).length).toBe(1);
    expect(nodesOf(tree, [44, 4403, 440305]).map((n) => n.label)).toEqual(['广东省', '深圳市', '南山区']);
    expect(isLeaf(nodesOf(tree, [44, 4403, 440305])[2]!)).toBe(true);
    expect(isLeaf(tree[0]!)).toBe(false);
  });

  it('moves the keyboard focus: wraps, skips disabled nodes, chooses with Enter and goes deeper with the right arrow', () => {
    const columns = columnsOf(tree, [44]);
    expect(moveFocus(columns, { column: 0, row: 1 }, 'ArrowDown')).toEqual({ focus: { column: 0, row: 0 }, choose: false });
    expect(moveFocus(columns, { column: 0, row: 0 }, 'ArrowUp')).toEqual({ focus: { column: 0, row: 1 }, choose: false });
    expect(moveFocus(columns, { column: 0, row: 0 }, 'End').focus.row).toBe(1);
    expect(moveFocus(columns, { column: 1, row: 1 }, 'Home').focus.row).toBe(0);
    expect(moveFocus(columns, { column: 0, row: 1 }, 'ArrowRight').choose).toBe(true);
    expect(moveFocus(columns, { column: 1, row: 1 }, 'ArrowLeft').focus).toEqual({ column: 0, row: 0 });
    expect(moveFocus(columns, { column: 1, row: 0 }, 'Enter').choose).toBe(true);
    const leaves = columnsOf(tree, [44, 4403]);
    expect(moveFocus(leaves, { column: 2, row: 0 }, 'ArrowRight').choose).toBe(false);
  });
});
