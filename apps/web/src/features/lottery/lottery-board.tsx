/**
 * The lottery lobby body: menu tabs (plus favourites), week filter, and the cards of the chosen
 * menu; a card opens the betting page in the iframe panel.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { GameMenuGroup, GameMenuItem } from '@wl/contract/lottery-lobby/game-menu';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { safeWebUrl } from '../../components/safe-web-url';
import { LotteryCard } from './lottery-card';
import { LotteryMenuTabs } from './lottery-menu-tabs';
import { filterByWeekday } from './lottery-rules';
import { useNow } from '../../components/use-now';
import { useFavourites, useLotteryLaunch, type LaunchState } from './use-lottery-lobby';
import { WeekFilter } from './week-filter';

const FAVOURITES_TAB = 'FAVOURITES';

export function LotteryGrid({
  games,
  fetchedAtMs,
  label,
  onOpen,
}: {
  games: GameMenuItem[];
  fetchedAtMs: number;
  label: string;
  onOpen: (game: GameMenuItem) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const { favourites, toggle } = useFavourites();
  if (games.length === 0) return <p className="lottery-empty">{t('lottery.empty')}</p>;
  return (
    <div className="lottery-grid" role="list" aria-label={label}>
      {games.map((game) => (
        <div role="listitem" key={`${game.gameMenuTag}-${game.gameId}`}>
          <LotteryCard
            game={game}
            fetchedAtMs={fetchedAtMs}
            nowMs={now}
            favourite={favourites.includes(game.gameId)}
            onToggleFavourite={toggle}
            onOpen={onOpen}
          />
        </div>
      ))}
    </div>
  );
}

export function LotteryBoard({
  groups,
  fetchedAtMs,
  onOpen,
}: {
  groups: GameMenuGroup[];
  fetchedAtMs: number;
  onOpen: (game: GameMenuItem) => void;
}) {
  const { t } = useTranslation();
  const { favourites } = useFavourites();
  const [active, setActive] = useState<string>(groups[0]?.tag ?? FAVOURITES_TAB);
  const [weekday, setWeekday] = useState<number | null>(null);
  const tabs = [
    ...groups.map((g) => ({ key: g.tag, label: t(`lottery.group.${g.tag}`) })),
    { key: FAVOURITES_TAB, label: t('lottery.favourites') },
  ];
  const games = useMemo(() => {
    const all = groups.flatMap((g) => g.gameMenus);
    const chosen =
      active === FAVOURITES_TAB
        ? all.filter((g) => favourites.includes(g.gameId))
        : (groups.find((g) => g.tag === active)?.gameMenus ?? []);
    return filterByWeekday(chosen, weekday);
  }, [groups, active, favourites, weekday]);
  const activeLabel = tabs.find((tab) => tab.key === active)?.label ?? '';
  return (
    <>
      <LotteryMenuTabs tabs={tabs} active={active} onSelect={setActive} />
      <WeekFilter value={weekday} onChange={setWeekday} />
      <LotteryGrid games={games} fetchedAtMs={fetchedAtMs} label={activeLabel} onOpen={onOpen} />
    </>
  );
}

/** The betting page of the launched lottery, in an iframe panel above the lobby. */
export function LotteryFrame({
  state,
  onClose,
  onRetry,
}: {
  state: LaunchState;
  onClose: () => void;
  onRetry: (game: GameMenuItem) => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  const url = state.status === 'open' ? safeWebUrl(state.url) : null;
  return (
    <section
      className="lottery-frame"
      aria-label={t('lottery.bettingPage', { name: state.game.remark })}
    >
      <div className="lottery-frame__bar">
        <h2 className="lottery-frame__title">{state.game.remark}</h2>
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      {state.status === 'pending' ? <LoadingBlock /> : null}
      {state.status === 'failed' ? (
        <ErrorBlock error={state.error} onRetry={() => onRetry(state.game)} />
      ) : null}
      {state.status === 'open' && !url ? <p role="alert">{t('errors.invalid_url')}</p> : null}
      {url ? (
        <iframe
          className="lottery-frame__iframe"
          src={url}
          title={t('lottery.bettingPage', { name: state.game.remark })}
          allow="fullscreen"
        />
      ) : null}
    </section>
  );
}

export { useLotteryLaunch };
