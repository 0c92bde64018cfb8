/**
 * The bonuses of bonusDetails that carry wagering: each with its progress, newest first. The
 * server settles them before answering, so the progress includes the rounds just played.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useToken } from '../../../api/use-session';
import { BonusProgress } from '../../../components/bonus-progress';
import { Loaded } from '../../../components/records/loaded';
import { bonusesQuery } from '../api/bonuses';

export function BonusProgressList() {
  const { t } = useTranslation();
  const token = useToken();
  const bonuses = useQuery(bonusesQuery(token));
  return (
    <section className="wallet-card" aria-labelledby="bonus-progress-heading">
      <h2 id="bonus-progress-heading" className="wallet-subtitle">
        {t('promotions.bonusList.title')}
      </h2>
      <Loaded query={bonuses}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="wallet-note">{t('promotions.bonusList.none')}</p>
          ) : (
            <ul className="wallet-bonuses">
              {data.list.map((b) => (
                <li key={b.id}>
                  <BonusProgress bonus={b} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
