/** One round (ODSFE2_getBetDetail), with a link opening the house's round page in a new tab. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useToken } from '../../api/use-session';
import { betDetailQuery } from './bet-records-api';
import { showMoney } from '../../components/records/money';
import { ProfitAmount } from './bet-money';
import { Loaded } from '../../components/records/loaded';
import { formatRecordTime as formatTime } from '../../i18n/format';

export function RoundDetail(props: { id: string; symbol: string; onBack: () => void }) {
  const { t } = useTranslation();
  const token = useToken();
  const detail = useQuery(betDetailQuery(token, props.id));
  const { symbol } = props;
  return (
    <section className="bet-records-card" aria-label={t('betRecords.detailTitle')}>
      <button type="button" className="btn btn--ghost" onClick={props.onBack}>
        {t('betRecords.back')}
      </button>
      <Loaded query={detail}>
        {(d) => (
          <>
            <dl className="bet-records-detail">
              <dt>{t('betRecords.roundId')}</dt>
              <dd>{d.roundId}</dd>
              <dt>{t('betRecords.game')}</dt>
              <dd>
                {d.vendorCode} · {d.gameCode}
              </dd>
              <dt>{t('betRecords.status')}</dt>
              <dd>{t(`betRecords.statuses.${d.status}`)}</dd>
              <dt>{t('betRecords.startedAt')}</dt>
              <dd>{formatTime(d.startedAt)}</dd>
              <dt>{t('betRecords.settledAt')}</dt>
              <dd>{d.settledAt === null ? '—' : formatTime(d.settledAt)}</dd>
              <dt>{t('betRecords.stake')}</dt>
              <dd>{showMoney(d.stake, symbol)}</dd>
              <dt>{t('betRecords.validBet')}</dt>
              <dd>{showMoney(d.validBet, symbol)}</dd>
              <dt>{t('betRecords.payout')}</dt>
              <dd>{showMoney(d.payout, symbol)}</dd>
              <dt>{t('betRecords.profit')}</dt>
              <dd>
                <ProfitAmount amount={d.profit} symbol={symbol} />
              </dd>
            </dl>
            {d.detailUrl ? (
              <a href={d.detailUrl} target="_blank" rel="noopener noreferrer" className="btn">
                {t('betRecords.openRound')}
              </a>
            ) : (
              <p className="bet-records-note">{t('betRecords.noRoundPage')}</p>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
