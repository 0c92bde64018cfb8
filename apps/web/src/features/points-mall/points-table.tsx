/** A page of points rows (exchange records, points details): the table, or a note, and paging. */
import type { ReactNode } from 'react';
import { Pager } from '../../components/records/pager';

export function PointsTable(props: {
  empty: string;
  rows: number;
  head: ReactNode;
  children: ReactNode;
  page: { pageNum: number; totalPages: number };
  onPage: (page: number) => void;
}) {
  if (props.rows === 0) return <p className="wallet-empty">{props.empty}</p>;
  return (
    <>
      <div className="wallet-table-wrap">
        <table className="wallet-table">
          <thead>
            <tr>{props.head}</tr>
          </thead>
          <tbody>{props.children}</tbody>
        </table>
      </div>
      <Pager page={props.page.pageNum} totalPages={props.page.totalPages} onPage={props.onPage} />
    </>
  );
}
