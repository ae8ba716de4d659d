import { Pager } from '../../../shared/grid/Pager';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { DataTable, type Column, type Sort } from '../../shared/DataTable';

/** A report page's table as it loads: its rows and total once answered (the previous answer while a new one loads). */
export interface ReportTableProps<Row, SortKey extends string> {
  /** The answer shown; undefined until the first one. */
  rows: Row[] | undefined;
  total: number;
  loading: boolean;
  /** The failure when there is no answer to show. */
  error: unknown;
  onRetry: () => void;
  caption: string;
  columns: Column<Row, SortKey>[];
  rowKey: (row: Row) => string;
  sort: Sort<SortKey>;
  onSort: (sort: Sort<SortKey>) => void;
  shown: ReadonlySet<string>;
  onShownChange: (shown: ReadonlySet<string>) => void;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}

/**
 * A report's table with its states: the skeleton before the first answer, the error with a
 * retry when there is none, else the server-sorted table (its own empty state) and the pager.
 * Filters, figures and exports sit around it on each report page.
 */
export function ReportTable<Row, SortKey extends string>({ rows, total, loading, error, onRetry, page, pageSize, onPage, ...table }: ReportTableProps<Row, SortKey>) {
  if (!rows && loading) return <LoadingState rows={8} />;
  if (!rows) return <ErrorState error={error} onRetry={onRetry} />;
  return (
    <>
      <DataTable {...table} rows={rows} />
      <Pager total={total} page={page} limit={pageSize} onChange={onPage} />
    </>
  );
}
