/**
 * /pointMall (spec §2): the points shop, no side menu, banner group w_shop (the layout shows
 * it). The member's points balance and exchange ratio head the page; four panels follow —
 * redeem goods, exchange records, points details, points rules. Points need a signed-in real
 * account (spec §6): a visitor is asked to log in.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useToken } from '../../api/use-session';
import { usePageTitle } from '../../components/page-title';
import { usePopups } from '../../components/popup-context';
import { ExchangeRecords } from './exchange-records';
import { GoodsPanel } from './goods-panel';
import { MallHeader } from './mall-header';
import { PointsDetails } from './points-details';
import { PointsRules } from './points-rules';
import '../wallet/wallet.css';
import './points-mall.css';

const PANELS = ['goods', 'records', 'details', 'rules'] as const;
type Panel = (typeof PANELS)[number];

export function Component() {
  const { t } = useTranslation();
  const token = useToken();
  const popups = usePopups();
  const [panel, setPanel] = useState<Panel>('goods');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  usePageTitle(t('pages.pointMall'));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const step = event.key === forward ? 1 : event.key === back ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (PANELS.indexOf(panel) + step + PANELS.length) % PANELS.length;
    setPanel(PANELS[next] ?? 'goods');
    tabs.current[next]?.focus();
  };

  return (
    <section className="pmall container" aria-labelledby="page-heading">
      <h1 id="page-heading" className="pmall__title">
        {t('pages.pointMall')}
      </h1>
      {token === null ? (
        <div className="wallet-card pmall__signin">
          <p>{t('pointMall.signInFirst')}</p>
          <button type="button" className="btn btn--primary" onClick={() => popups.open('login')}>
            {t('header.login')}
          </button>
        </div>
      ) : (
        <>
          <MallHeader />
          <div
            className="wallet-tabs"
            role="tablist"
            aria-label={t('pages.pointMall')}
            onKeyDown={onKeyDown}
          >
            {PANELS.map((key, i) => (
              <button
                key={key}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`pmall-tab-${key}`}
                aria-selected={key === panel}
                aria-controls="pmall-panel"
                tabIndex={key === panel ? 0 : -1}
                className="wallet-chip"
                onClick={() => setPanel(key)}
              >
                {t(`pointMall.panels.${key}`)}
              </button>
            ))}
          </div>
          <div id="pmall-panel" role="tabpanel" aria-labelledby={`pmall-tab-${panel}`}>
            {panel === 'goods' ? <GoodsPanel /> : null}
            {panel === 'records' ? <ExchangeRecords /> : null}
            {panel === 'details' ? <PointsDetails /> : null}
            {panel === 'rules' ? <PointsRules /> : null}
          </div>
        </>
      )}
    </section>
  );
}
