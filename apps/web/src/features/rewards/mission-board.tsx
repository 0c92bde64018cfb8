/**
 * The mission leaderboard (MCSFE_getMissionLeaderboard): the day or the week, current or the
 * last closed period; the top members by missions completed (names masked) and my place.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { MissionPeriod } from '@wl/contract/rewards/missions';
import { useToken } from '../../api/use-session';
import { Loaded } from '../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { missionBoardQuery } from './api/rewards';
import '../../components/data-table.css';

export function MissionBoard() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const [period, setPeriod] = useState<MissionPeriod>('weekly');
  const [previous, setPrevious] = useState(false);
  const board = useQuery(missionBoardQuery(token, period, previous));
  const toggle = (pressed: boolean, label: string, onClick: () => void) => (
    <button
      type="button"
      className={pressed ? 'btn btn--primary' : 'btn btn--ghost'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <section className="missions__group" aria-labelledby="missions-board">
      <h4 id="missions-board" className="missions__heading">
        {t('missions.board.title')}
      </h4>
      <div className="missions__choices">
        <div role="group" aria-label={t('missions.board.period')}>
          {toggle(period === 'daily', t('missions.periods.daily'), () => setPeriod('daily'))}
          {toggle(period === 'weekly', t('missions.periods.weekly'), () => setPeriod('weekly'))}
        </div>
        <div role="group" aria-label={t('missions.board.which')}>
          {toggle(!previous, t('missions.board.current'), () => setPrevious(false))}
          {toggle(previous, t('missions.board.previous'), () => setPrevious(true))}
        </div>
      </div>
      <Loaded query={board}>
        {(data) => (
          <>
            <p className="rewards__note">
              {data.me.rank === null
                ? t('missions.board.notRanked')
                : t('missions.board.me', { rank: data.me.rank, completed: data.me.completed })}
            </p>
            {data.list.length === 0 ? (
              <p className="rewards__empty">{t('missions.board.empty')}</p>
            ) : (
              <div
                className="data-table-wrap"
                tabIndex={0}
                role="region"
                aria-label={t('missions.board.title')}
              >
                <table className="data-table">
                  <caption className="visually-hidden">{t('missions.board.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('missions.board.rank')}</th>
                      <th scope="col">{t('missions.board.player')}</th>
                      <th scope="col">{t('missions.board.completed')}</th>
                      <th scope="col">{t('missions.board.rewards')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={`${r.rank}-${r.name}`}>
                        <td>{r.rank}</td>
                        <th scope="row">{r.name}</th>
                        <td>{r.completed}</td>
                        <td>{showMoney(r.rewards, symbol)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
