/**
 * /lottery (spec §2, header only, navigation hidden): every lottery menu with live countdowns,
 * then the popular lotteries (20) and, for members, the recently played ones (100).
 */
import { useTranslation } from '../../i18n/use-translation';
import { useToken } from '../../api/use-session';
import { usePageTitle } from '../../components/page-title';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { useGameMenus, usePopularLotteries, useRecentLotteries } from './api/lottery-lobby';
import { LotteryBoard, LotteryFrame, LotteryGrid, useLotteryLaunch } from './lottery-board';
import './lottery.css';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('pages.lottery'));
  const token = useToken();
  const menus = useGameMenus();
  const popular = usePopularLotteries();
  const recent = useRecentLotteries();
  const launch = useLotteryLaunch('/lottery');
  const fetchedAtMs = menus.data?.fetchedAtMs ?? 0;
  return (
    <section className="lottery-page container" aria-labelledby="page-heading">
      <h1 id="page-heading" className="lottery-page__title">
        {t('pages.lottery')}
      </h1>
      <LotteryFrame state={launch.state} onClose={launch.close} onRetry={launch.open} />
      {menus.isPending ? <LoadingBlock /> : null}
      {menus.isError ? (
        <ErrorBlock error={menus.error} onRetry={() => void menus.refetch()} />
      ) : null}
      {menus.data ? (
        <LotteryBoard groups={menus.data.groups} fetchedAtMs={fetchedAtMs} onOpen={launch.open} />
      ) : null}
      <section className="lottery-section" aria-labelledby="lottery-popular">
        <h2 id="lottery-popular" className="lottery-section__title">
          {t('lottery.popular')}
        </h2>
        {popular.isError ? (
          <ErrorBlock error={popular.error} onRetry={() => void popular.refetch()} />
        ) : null}
        {popular.data ? (
          <LotteryGrid
            games={popular.data}
            fetchedAtMs={popular.dataUpdatedAt}
            label={t('lottery.popular')}
            onOpen={launch.open}
          />
        ) : null}
      </section>
      {token ? (
        <section className="lottery-section" aria-labelledby="lottery-recent">
          <h2 id="lottery-recent" className="lottery-section__title">
            {t('lottery.recent')}
          </h2>
          {recent.isError ? (
            <ErrorBlock error={recent.error} onRetry={() => void recent.refetch()} />
          ) : null}
          {recent.data ? (
            <LotteryGrid
              games={recent.data}
              fetchedAtMs={recent.dataUpdatedAt}
              label={t('lottery.recent')}
              onOpen={launch.open}
            />
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
