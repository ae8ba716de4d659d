import { Button, Checkbox, HTMLTable, Icon, NonIdealState, PopoverNext } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A column of a back-office table: its header, its cell, and the server's sort key when it sorts. */
export interface Column<Row, SortKey extends string> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  sortKey?: SortKey;
  /** Shown unless the reader hides it (the column chooser); a column without a label to hide is always shown. */
  hideable?: boolean;
}

export interface Sort<SortKey extends string> {
  key: SortKey;
  direction: 'ASC' | 'DESC';
}

export interface DataTableProps<Row, SortKey extends string> {
  columns: Column<Row, SortKey>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: Sort<SortKey>;
  onSort?: (sort: Sort<SortKey>) => void;
  /** The keys of the hideable columns shown. */
  shown: ReadonlySet<string>;
  onShownChange: (shown: ReadonlySet<string>) => void;
  caption: string;
  /** Row selection for a bulk action: the chosen rows' keys (a checkbox per row, and one for the page). */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: ReadonlySet<string>) => void; label: (row: Row) => string };
}

/**
 * The back office's data grid: a table whose sortable headers are buttons (the server sorts:
 * one column at a time, a second press turns the direction), a column chooser, and an empty
 * state. Filters and the pager sit around it on each page.
 */
export function DataTable<Row, SortKey extends string>({ columns, rows, rowKey, sort, onSort, shown, onShownChange, caption, selection }: DataTableProps<Row, SortKey>) {
  const { t } = useTranslation();
  const pageKeys = rows.map(rowKey);
  const chosenOnPage = selection ? pageKeys.filter((key) => selection.selected.has(key)).length : 0;
  const toggle = (keys: string[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    selection.onChange(next);
  };
  const visible = columns.filter((column) => !column.hideable || shown.has(column.key));
  const chooser = (
    <div className="admin-columns" role="group" aria-label={t('admin.table.columns')}>
      {columns
        .filter((column) => column.hideable)
        .map((column) => (
          <Checkbox
            key={column.key}
            label={column.label}
            checked={shown.has(column.key)}
            onChange={() => {
              const next = new Set(shown);
              if (next.has(column.key)) next.delete(column.key);
              else next.add(column.key);
              onShownChange(next);
            }}
          />
        ))}
    </div>
  );
  return (
    <>
      <div className="admin-table__tools">
        <PopoverNext content={chooser} placement="bottom-end">
          <Button variant="minimal" icon="column-layout" text={t('admin.table.columns')} />
        </PopoverNext>
      </div>
      <HTMLTable className="admin-table" striped interactive>
        <caption className="bp6-text-muted admin-table__caption">{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="admin-table__select">
                <Checkbox
                  aria-label={t('admin.table.selectPage')}
                  checked={rows.length > 0 && chosenOnPage === rows.length}
                  indeterminate={chosenOnPage > 0 && chosenOnPage < rows.length}
                  disabled={rows.length === 0}
                  onChange={() => toggle(pageKeys, chosenOnPage < rows.length)}
                />
              </th>
            )}
            {visible.map((column) => {
              const sorted = column.sortKey !== undefined && sort?.key === column.sortKey;
              return (
                <th key={column.key} scope="col" aria-sort={sorted ? (sort!.direction === 'ASC' ? 'ascending' : 'descending') : undefined}>
                  {column.sortKey !== undefined && onSort ? (
                    <Button
                      variant="minimal"
                      size="small"
                      aria-label={t('admin.table.sortBy', { column: column.label })}
                      endIcon={<Icon icon={sorted ? (sort!.direction === 'ASC' ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical'} />}
                      onClick={() => onSort({ key: column.sortKey!, direction: sorted && sort!.direction === 'ASC' ? 'DESC' : 'ASC' })}
                    >
                      {column.label}
                    </Button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {selection && (
                <td className="admin-table__select">
                  <Checkbox aria-label={t('admin.table.selectRow', { row: selection.label(row) })} checked={selection.selected.has(rowKey(row))} onChange={(event) => toggle([rowKey(row)], event.currentTarget.checked)} />
                </td>
              )}
              {visible.map((column) => (
                <td key={column.key}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {rows.length === 0 && <NonIdealState icon="search" title={t('admin.table.empty')} />}
    </>
  );
}
