/**
 * The home page's winners board: the biggest recent wins as a table (player, game, provider,
 * win, time), refreshed every minute and on a language change (api/rank-list.ts). On phones
 * each row stacks into a small card (winners-board.css).
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useVendorLanes } from '../../api/games/vendor-lanes';
import { useSystemStatus } from '../../api/system/get-status';
import { formatAmount } from '../../components/format-amount';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { formatShortDateTime, localeTag } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { useWinnersBoard } from './api/rank-list';
import './winners-board.css';

/** Vendor code → the name the lobbies show; the code itself when the lanes lack it. */
function useVendorNames(): (code: string) => string {
  const lanes = useVendorLanes();
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const lane of lanes.data ?? []) {
      for (const card of lane.cards) names.set(card.vassalage, card.displayName);
    }
    return (code: string) => names.get(code) ?? code;
  }, [lanes.data]);
}

function WinnersTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const board = useWinnersBoard();
  const vendorName = useVendorNames();
  const { settings } = useSystemStatus().info;
  const currency = { code: settings.currency, symbol: settings.currencySymbol };
  if (board.isPending) return <LoadingBlock />;
  if (board.isError) return <ErrorBlock error={board.error} onRetry={() => void board.refetch()} />;
  if (board.data.list.length === 0) return <p className="home__note">{t('home.winners.empty')}</p>;
  return (
    <table className="winners">
      <caption className="visually-hidden">{t('home.winners.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('home.winners.player')}</th>
          <th scope="col">{t('home.winners.game')}</th>
          <th scope="col">{t('home.winners.vendor')}</th>
          <th scope="col" className="winners__amount">
            {t('home.winners.amount')}
          </th>
          <th scope="col">{t('home.winners.time')}</th>
        </tr>
      </thead>
      <tbody>
        {board.data.list.map((win, index) => (
          <tr key={`${win.winTime}-${win.customerName}-${index}`}>
            <td className="winners__player">
              <bdi>{win.customerName}</bdi>
            </td>
            <td className="winners__game">
              <bdi>{win.gameName ?? '—'}</bdi>
            </td>
            <td className="winners__vendor">
              <bdi>{vendorName(win.vassalage)}</bdi>
            </td>
            <td className="winners__amount">
              <bdi>{formatAmount(win.winAmount, currency, win.currency)}</bdi>
            </td>
            <td className="winners__time">
              <time dateTime={new Date(win.winTime).toISOString()}>
                {formatShortDateTime(win.winTime, localeTag(language))}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WinnersBoard() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-winners" className="home__section">
      <h2 id="home-winners" className="home__heading">
        {t('home.winners.title')}
      </h2>
      <WinnersTable />
    </section>
  );
}
