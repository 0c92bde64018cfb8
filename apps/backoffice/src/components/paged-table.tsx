import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, Pager } from './data-table';
import { ErrorText } from './error-text';

/** One page of a server list as /ops answers it. */
export interface ListPage<Row> {
  list: Row[];
  total: number;
  totalPages: number;
  pageNum: number;
}

/** A list call's refusal, its page as a table, and the pager below it. */
export function PagedTable<Row>(props: {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rowKey: (row: Row) => string;
  page: ListPage<Row> | undefined;
  error: unknown;
  onPage: (pageNo: number) => void;
}) {
  return (
    <>
      <ErrorText error={props.error} />
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={props.page?.list ?? []}
        rowKey={props.rowKey}
      />
      {props.page && (
        <Pager
          page={props.page.pageNum}
          pages={props.page.totalPages}
          total={props.page.total}
          onPage={props.onPage}
        />
      )}
    </>
  );
}
