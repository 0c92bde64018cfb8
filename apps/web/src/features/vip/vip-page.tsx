/**
 * /vip (spec §2): the member's VIP level, the progress to the next level (both lifetime valid
 * bets and deposits must reach its thresholds) and the merchant's level table with each
 * level's bonuses and withdrawal limit. A visitor is asked to log in: levels are per member.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { GetVipProgressResponse } from '@wl/contract/rewards/vip-progress';
import { useToken } from '../../api/use-session';
import { usePageTitle } from '../../components/page-title';
import { usePopups } from '../../components/popup-context';
import { Loaded } from '../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { vipProgressQuery } from './api/vip';
import { VipLevelTable } from './vip-level-table';
import './vip.css';

export function Component() {
  const { t } = useTranslation();
  const token = useToken();
  const popups = usePopups();
  const progress = useQuery(vipProgressQuery(token));
  usePageTitle(t('pages.vip'));
  return (
    <section className="vip container" aria-labelledby="page-heading">
      <h1 id="page-heading" className="vip__title">
        {t('pages.vip')}
      </h1>
      {token ? (
        <Loaded query={progress}>
          {(data) => (
            <>
              <VipStanding data={data} />
              <VipLevelTable levels={data.levels} current={data.level} />
            </>
          )}
        </Loaded>
      ) : (
        <div className="vip__card">
          <p>{t('vip.loginFirst')}</p>
          <button type="button" className="btn btn--accent" onClick={() => popups.open('login')}>
            {t('header.login')}
          </button>
        </div>
      )}
    </section>
  );
}

function VipStanding({ data }: { data: GetVipProgressResponse }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const m = (v: string) => showMoney(v, symbol);
  const next = data.next;
  return (
    <div className="vip__card vip__standing">
      <p className="vip__level">
        <span className="vip__crest" aria-hidden="true">
          {data.level}
        </span>
        <span>
          <strong>{data.playerRankName || t('vip.levelNumber', { level: data.level })}</strong>
          <span className="vip__muted">{t('vip.levelNumber', { level: data.level })}</span>
        </span>
      </p>
      <dl className="vip__facts">
        <div>
          <dt>{t('vip.validBet')}</dt>
          <dd>{m(data.validBet)}</dd>
        </div>
        {/* Progress bought with points in the mall counts toward the level like valid bets. */}
        {Number(data.validBetAdded) > 0 ? (
          <div>
            <dt>{t('vip.validBetAdded')}</dt>
            <dd>{m(data.validBetAdded)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('vip.deposit')}</dt>
          <dd>{m(data.deposit)}</dd>
        </div>
      </dl>
      {next ? (
        <div className="vip__next">
          <p>{t('vip.toNext', { name: next.name, percent: next.percent })}</p>
          <div
            className="vip__bar"
            role="progressbar"
            aria-label={t('vip.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={next.percent}
          >
            <span style={{ inlineSize: `${next.percent}%` }} />
          </div>
          <p className="vip__muted">
            {t('vip.missing', {
              validBet: m(next.validBetMissing),
              deposit: m(next.depositMissing),
            })}
          </p>
        </div>
      ) : (
        <p className="vip__muted">{t('vip.top')}</p>
      )}
    </div>
  );
}
