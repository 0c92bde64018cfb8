/**
 * The frame every agent report shares: the period, a member-name filter, the table of rows
 * with the page's columns, and paging. A page gives its query and its columns.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { QueryParams } from '../../api/client';
import { useToken } from '../../api/use-session';
import { Loaded } from '../../components/records/loaded';
import { Pager } from '../../components/records/pager';
import { AGENT_PAGE_SIZE, type Period, type ReportQuery } from './api/agent-api';
import { PeriodPicker, periodQuery } from './period-picker';
import { SearchBox } from './search-box';

export interface Column<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** A column the report can be sorted by (its sort key on the server). */
  sort?: string;
}

interface Page<R> {
  list: R[];
  pageNo: number;
  totalPages: number;
}

export function ReportFrame<R, V extends Page<R>>(props: {
  query: ReportQuery<V>;
  columns: Column<R>[];
  rowKey: (row: R) => string;
  extra?: QueryParams;
  summary?: (value: V) => ReactNode;
  defaultSort?: string;
}) {
  const { t } = useTranslation();
  const token = useToken();
  const [period, setPeriod] = useState<Period>({ quick: 'today' });
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<{ key: string; order: 'asc' | 'desc' } | null>(
    props.defaultSort ? { key: props.defaultSort, order: 'desc' } : null,
  );
  const query = useQuery(
    props.query(token, {
      ...periodQuery(period),
      ...props.extra,
      pageNo,
      pageSize: AGENT_PAGE_SIZE,
      ...(username ? { username } : {}),
      ...(sort ? { sort: sort.key, order: sort.order } : {}),
    }),
  );
  const sortBy = (key: string) => {
    setSort(
      sort?.key === key && sort.order === 'desc' ? { key, order: 'asc' } : { key, order: 'desc' },
    );
    setPageNo(1);
  };
  return (
    <div className="ac-stack">
      <PeriodPicker
        value={period}
        onChange={(p) => {
          setPeriod(p);
          setPageNo(1);
        }}
      />
      <SearchBox
        id="report-member"
        placeholder={t('agentCentre.reports.member')}
        onSearch={(name) => {
          setUsername(name);
          setPageNo(1);
        }}
      />
      <Loaded query={query}>
        {(value) => (
          <>
            {props.summary?.(value)}
            {value.list.length === 0 ? (
              <p className="ac-muted">{t('agentCentre.empty')}</p>
            ) : (
              <div
                className="ac-table-wrap"
                tabIndex={0}
                role="region"
                aria-labelledby="ac-page-title"
              >
                <table className="ac-table">
                  <thead>
                    <tr>
                      {props.columns.map((c) => (
                        <th
                          key={c.key}
                          scope="col"
                          aria-sort={
                            c.sort && sort?.key === c.sort
                              ? sort.order === 'asc'
                                ? 'ascending'
                                : 'descending'
                              : undefined
                          }
                        >
                          {c.sort ? (
                            <button
                              type="button"
                              className="ac-link"
                              onClick={() => sortBy(c.sort!)}
                            >
                              {c.label}
                            </button>
                          ) : (
                            c.label
                          )}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {value.list.map((row) => (
                      <tr key={props.rowKey(row)}>
                        {props.columns.map((c) => (
                          <td key={c.key}>{c.cell(row)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={value.pageNo} totalPages={value.totalPages} onPage={setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}
