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
}

/**
 * The back office's data grid: a table whose sortable headers are buttons (the server sorts:
 * one column at a time, a second press turns the direction), a column chooser, and an empty
 * state. Filters and the pager sit around it on each page.
 */
export function DataTable<Row, SortKey extends string>({ columns, rows, rowKey, sort, onSort, shown, onShownChange, caption }: DataTableProps<Row, SortKey>) {
  const { t } = useTranslation();
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
