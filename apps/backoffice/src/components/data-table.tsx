import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import './data-table.css';

/**
 * Every list of the back office: TanStack Table renders the columns a page defines; paging is
 * the server's (pageNo/pageSize on every /ops list), so the table shows one page at a time.
 */
export function DataTable<Row>(props: {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation();
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.rowKey,
  });
  return (
    <div className="table-scroll">
      <table>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {props.rows.length === 0 && (
            <tr>
              <td colSpan={props.columns.length}>{t('table.empty')}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

export function Pager(props: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(props.pages, 1);
  return (
    <nav className="pager" aria-label={t('table.page', { page: props.page, pages })}>
      <button type="button" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('table.previous')}
      </button>
      <span>
        {t('table.page', { page: props.page, pages })} · {t('table.total', { count: props.total })}
      </span>
      <button
        type="button"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('table.next')}
      </button>
    </nav>
  );
}

/** A CSV of what the page shows, quoted so commas and quotes in values survive. */
export function CsvButton(props: { filename: string; header: string[]; rows: string[][] }) {
  const { t } = useTranslation();
  const download = () => {
    const quote = (v: string) => `"${v.replaceAll('"', '""')}"`;
    const text = [props.header, ...props.rows].map((r) => r.map(quote).join(',')).join('\r\n');
    const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = props.filename;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <button type="button" onClick={download}>
      {t('table.exportCsv')}
    </button>
  );
}
