/**
 * /vnlottery (spec §2, header only): the Vietnamese numeric lottery list (100) by region menu,
 * with week filter, favourites and live countdowns; a card opens its betting page.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LOTTERY_GROUPS, type GameMenuGroup } from '@wl/contract/lottery-lobby/game-menu';
import { usePageTitle } from '../../components/page-title';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { useNumericList } from './api/lottery-lobby';
import { LotteryBoard, LotteryFrame, useLotteryLaunch } from './lottery-board';
import './lottery.css';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('pages.vnlottery'));
  const list = useNumericList();
  const launch = useLotteryLaunch('/vnlottery');
  const groups = useMemo((): GameMenuGroup[] => {
    const items = list.data?.items ?? [];
    return LOTTERY_GROUPS.flatMap((tag) => {
      const gameMenus = items.filter((m) => m.gameMenuTag === tag);
      return gameMenus.length > 0
        ? [{ tag, gameGroupCode: tag, prizeMode: 'LOTT' as const, gameMenus }]
        : [];
    });
  }, [list.data]);
  return (
    <section className="lottery-page container" aria-labelledby="page-heading">
      <h1 id="page-heading" className="lottery-page__title">
        {t('pages.vnlottery')}
      </h1>
      <LotteryFrame state={launch.state} onClose={launch.close} onRetry={launch.open} />
      {list.isPending ? <LoadingBlock /> : null}
      {list.isError ? <ErrorBlock error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <LotteryBoard
          key={groups.map((g) => g.tag).join()}
          groups={groups}
          fetchedAtMs={list.data.fetchedAtMs}
          onOpen={launch.open}
        />
      ) : null}
    </section>
  );
}
