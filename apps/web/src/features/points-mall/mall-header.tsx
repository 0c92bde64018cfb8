/**
 * The head of the mall: the member's points (available, and held by orders under review),
 * the exchange ratio (spec §3 "Points: balance, exchange ratio") and the cash conversion.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useToken } from '../../api/use-session';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { Loaded } from '../../components/records/loaded';
import { formatCount } from '../../i18n/format';
import { pointBalanceQuery, pointConfigQuery } from './api/points-mall';
import { ConvertDialog } from './convert-dialog';
import { unitValue } from './points-money';

export function MallHeader() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const balance = useQuery(pointBalanceQuery(token));
  const config = useQuery(pointConfigQuery(token));
  const [converting, setConverting] = useState(false);
  return (
    <div className="wallet-card pmall__head">
      <Loaded query={balance}>
        {(b) => (
          <div className="pmall__points">
            <span className="pmall__label">{t('pointMall.available')}</span>
            <strong className="pmall__big" data-testid="points-available">
              {formatCount(BigInt(b.available))}
            </strong>
            {b.held !== '0' ? (
              <span className="pmall__muted">
                {t('pointMall.held', { points: formatCount(BigInt(b.held)) })}
              </span>
            ) : null}
          </div>
        )}
      </Loaded>
      {config.data ? (
        <div className="pmall__points">
          <span className="pmall__label">{t('pointMall.ratio')}</span>
          <strong>
            {t('pointMall.ratioValue', {
              points: formatCount(BigInt(config.data.pointsPerUnit)),
              amount: showMoney(unitValue(config.data.currency), symbol),
            })}
          </strong>
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn--primary"
        disabled={!balance.data || !config.data}
        onClick={() => setConverting(true)}
      >
        {t('pointMall.convert.open')}
      </button>
      {converting && balance.data && config.data ? (
        <ConvertDialog
          available={BigInt(balance.data.available)}
          config={config.data}
          onClose={() => setConverting(false)}
        />
      ) : null}
    </div>
  );
}
