/**
 * Points rules: the exchange ratio, the smallest conversion, that points never expire
 * (spec §9) and the merchant's own rules text (plain text, shown as written).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useToken } from '../../api/use-session';
import { Loaded } from '../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { formatCount } from '../../i18n/format';
import { pointConfigQuery } from './api/points-mall';
import { unitValue } from './points-money';

export function PointsRules() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const config = useQuery(pointConfigQuery(token));
  return (
    <div className="wallet-card">
      <Loaded query={config}>
        {(c) => (
          <>
            <ul className="pmall__rules">
              <li>
                {t('pointMall.rules.ratio', {
                  points: formatCount(BigInt(c.pointsPerUnit)),
                  amount: showMoney(unitValue(c.currency), symbol),
                })}
              </li>
              <li>
                {t('pointMall.rules.minimum', { points: formatCount(BigInt(c.minConvertPoints)) })}
              </li>
              <li>{t('pointMall.rules.permanent')}</li>
              <li>{t('pointMall.rules.review')}</li>
            </ul>
            {c.rulesText ? <p className="pmall__rules-text">{c.rulesText}</p> : null}
          </>
        )}
      </Loaded>
    </div>
  );
}
