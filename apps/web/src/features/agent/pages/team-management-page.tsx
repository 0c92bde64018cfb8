/**
 * Team management (spec §2): the direct downline or the whole team, searchable by name, each
 * member's type, balance, team size, contract status and last login; an agent of the team opens its own level
 * (drill down), and the path back is shown above the list.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { DownlineItem } from '@wl/contract/agent/list-downlines';
import { useToken } from '../../../api/use-session';
import { formatRecordTime as formatTime } from '../../../i18n/format';
import { Loaded } from '../../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { Pager } from '../../../components/records/pager';
import { AGENT_PAGE_SIZE, downlinesQuery } from '../api/agent-api';
import { SearchBox } from '../search-box';

interface Level {
  memberId: number;
  username: string;
}

export default function TeamManagementPage() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const [scope, setScope] = useState<'direct' | 'team'>('direct');
  const [path, setPath] = useState<Level[]>([]);
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const parent = path.at(-1);
  const list = useQuery(
    downlinesQuery(token, {
      scope,
      pageNo,
      pageSize: AGENT_PAGE_SIZE,
      ...(parent && scope === 'direct' ? { parentId: parent.memberId } : {}),
      ...(username ? { username } : {}),
    }),
  );
  const drill = (m: DownlineItem) => {
    setScope('direct');
    setPath([...path, { memberId: m.memberId, username: m.username }]);
    setPageNo(1);
  };
  return (
    <div className="ac-stack">
      <div className="ac-toolbar">
        <div role="group" aria-label={t('agentCentre.team.scope')}>
          {(['direct', 'team'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className="btn btn--ghost"
              aria-pressed={scope === s}
              onClick={() => {
                setScope(s);
                setPath([]);
                setPageNo(1);
              }}
            >
              {t(`agentCentre.team.${s}`)}
            </button>
          ))}
        </div>
        <SearchBox
          id="team-search"
          placeholder={t('agentCentre.team.search')}
          onSearch={(name) => {
            setUsername(name);
            setPageNo(1);
          }}
        />
      </div>
      {path.length > 0 ? (
        <nav aria-label={t('agentCentre.team.path')} className="ac-path">
          <button type="button" className="btn btn--ghost" onClick={() => setPath([])}>
            {t('agentCentre.team.me')}
          </button>
          {path.map((level, i) => (
            <button
              key={level.memberId}
              type="button"
              className="btn btn--ghost"
              aria-current={i === path.length - 1 ? 'location' : undefined}
              onClick={() => setPath(path.slice(0, i + 1))}
            >
              {level.username}
            </button>
          ))}
        </nav>
      ) : null}
      <Loaded query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="ac-muted">{t('agentCentre.empty')}</p>
          ) : (
            <>
              <div
                className="ac-table-wrap"
                tabIndex={0}
                role="region"
                aria-labelledby="ac-page-title"
              >
                <table className="ac-table" data-testid="team-list">
                  <thead>
                    <tr>
                      <th scope="col">{t('agentCentre.team.username')}</th>
                      <th scope="col">{t('agentCentre.team.type')}</th>
                      <th scope="col">{t('agentCentre.team.level')}</th>
                      <th scope="col">{t('agentCentre.team.balance')}</th>
                      <th scope="col">{t('agentCentre.team.teamSize')}</th>
                      <th scope="col">{t('agentCentre.team.contracts')}</th>
                      <th scope="col">{t('agentCentre.team.lastLogin')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((m) => (
                      <tr key={m.memberId}>
                        <th scope="row">
                          {m.isAgent && m.teamSize > 0 ? (
                            <button type="button" className="ac-link" onClick={() => drill(m)}>
                              {m.username}
                            </button>
                          ) : (
                            m.username
                          )}
                        </th>
                        <td>
                          {t(m.isAgent ? 'agentCentre.team.agent' : 'agentCentre.team.player')}
                        </td>
                        <td>{m.depth}</td>
                        <td>{showMoney(m.balance, symbol)}</td>
                        <td>{m.teamSize}</td>
                        <td data-testid="contract-status">
                          {m.contracts.length === 0
                            ? '—'
                            : m.contracts.map((c) => (
                                <span key={c.kind} className="ac-contract-state">
                                  {t(`agentContracts.kinds.${c.kind}`)}:{' '}
                                  {t(`agentContracts.status_${c.status}`)}
                                </span>
                              ))}
                        </td>
                        <td>{m.lastLoginAt ? formatTime(m.lastLoginAt) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />
            </>
          )
        }
      </Loaded>
    </div>
  );
}
