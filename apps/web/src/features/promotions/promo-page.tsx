/**
 * /promotions (spec §2): the banner area w_promotion (the layout shows it), category tabs,
 * the promotion cards with the member's status, and — signed in — "My applications".
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { PromotionCategory } from '@wl/contract/promotions/promotion';
import { useToken } from '../../api/use-session';
import { usePageTitle } from '../../components/page-title';
import { Loaded } from '../../components/records/loaded';
import { Pager } from '../../components/records/pager';
import { promotionsQuery } from './api/promotions';
import { MyApplications } from './my-applications';
import { PromotionCard } from './promotion-card';
import './promotions.css';

type Tab = 'all' | PromotionCategory | 'mine';

/** Cards per page: a merchant may run many promotions at once. */
export const PROMOTIONS_PER_PAGE = 12;

export function Component() {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const [tab, setTabState] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const setTab = (next: Tab) => {
    setTabState(next);
    setPage(1);
  };
  const list = useQuery(promotionsQuery(token, i18n.language));
  usePageTitle(t('pages.promotions'));
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const tabsOf = (categories: PromotionCategory[]): Tab[] => [
    'all',
    ...categories,
    ...(token ? (['mine'] as const) : []),
  ];
  const label = (key: Tab) =>
    key === 'all'
      ? t('promotions.all')
      : key === 'mine'
        ? t('promotions.myApplications')
        : t(`promotions.categories.${key}`);

  return (
    <section className="promos container" aria-labelledby="page-heading">
      <h1 id="page-heading" className="promos__title">
        {t('pages.promotions')}
      </h1>
      <Loaded query={list}>
        {(data) => {
          const tabs = tabsOf(data.categories);
          const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (step === 0) return;
            event.preventDefault();
            const next = (tabs.indexOf(tab) + step + tabs.length) % tabs.length;
            setTab(tabs[next] ?? 'all');
            refs.current[next]?.focus();
          };
          const inTab = data.list.filter((p) => tab === 'all' || p.category === tab);
          const totalPages = Math.ceil(inTab.length / PROMOTIONS_PER_PAGE);
          const shown = inTab.slice((page - 1) * PROMOTIONS_PER_PAGE, page * PROMOTIONS_PER_PAGE);
          return (
            <>
              <div
                className="promos__tabs"
                role="tablist"
                aria-label={t('promotions.categoriesLabel')}
                onKeyDown={onKeyDown}
              >
                {tabs.map((key, i) => (
                  <button
                    key={key}
                    ref={(el) => {
                      refs.current[i] = el;
                    }}
                    type="button"
                    role="tab"
                    id={`promos-tab-${key}`}
                    aria-selected={key === tab}
                    aria-controls="promos-panel"
                    tabIndex={key === tab ? 0 : -1}
                    className="promos__tab"
                    onClick={() => setTab(key)}
                  >
                    {label(key)}
                  </button>
                ))}
              </div>
              <div id="promos-panel" role="tabpanel" aria-labelledby={`promos-tab-${tab}`}>
                {tab === 'mine' ? (
                  <MyApplications token={token} />
                ) : shown.length === 0 ? (
                  <p className="promos__empty">{t('promotions.none')}</p>
                ) : (
                  <>
                    <ul className="promos__grid">
                      {shown.map((p) => (
                        <li key={p.id}>
                          <PromotionCard promotion={p} />
                        </li>
                      ))}
                    </ul>
                    <Pager page={page} totalPages={totalPages} onPage={setPage} />
                  </>
                )}
              </div>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
