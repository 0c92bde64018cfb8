/**
 * The lobby's games for the chosen list: on wide screens one page with the page bar; on
 * narrow screens (≤ 900 px) pages appended as the end of the list scrolls into view. The hot
 * list is one unpaged list.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { GameType } from '@wl/contract/games/common';
import { useHotGames } from '../../api/games/hot-games';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { GameGrid } from '../../components/games/game-card';
import type { GameActions } from '../../components/games/use-game-actions';
import { useMediaQuery } from '../../components/use-media-query';
import { useLobbyPage, type LobbyPageRequest, type PagedListType } from './api/list-lobby-games';
import type { LobbyFilters } from './lobby-filters';
import { PagerBar } from './pager-bar';
import { useInfiniteScroll } from './use-infinite-scroll';

export const NARROW_QUERY = '(max-width: 900px)';

interface Props {
  gameType: GameType;
  filters: LobbyFilters;
  actions: GameActions;
  onPage: (page: number) => void;
}

function Empty() {
  const { t } = useTranslation();
  return <p className="lobby__empty">{t('lobby.empty')}</p>;
}

function HotList({ gameType, filters, actions }: Omit<Props, 'onPage'>) {
  const hot = useHotGames({ gameType, vassalage: filters.vendor ?? undefined });
  if (hot.isPending) return <LoadingBlock />;
  if (hot.isError) return <ErrorBlock error={hot.error} onRetry={() => void hot.refetch()} />;
  if (hot.data.list.length === 0) return <Empty />;
  return <GameGrid games={hot.data.list} actions={actions} />;
}

function PagedList({
  request,
  actions,
  onPage,
}: {
  request: LobbyPageRequest;
  actions: GameActions;
  onPage: (page: number) => void;
}) {
  const page = useLobbyPage(request);
  if (page.isPending) return <LoadingBlock />;
  if (page.isError) return <ErrorBlock error={page.error} onRetry={() => void page.refetch()} />;
  return (
    <>
      {page.data.games.length === 0 ? (
        <Empty />
      ) : (
        <GameGrid games={page.data.games} actions={actions} />
      )}
      <PagerBar page={request.pageNo} totalPages={page.data.totalPages} onPage={onPage} />
    </>
  );
}

function ScrollChunk({
  request,
  actions,
  onLoaded,
}: {
  request: LobbyPageRequest;
  actions: GameActions;
  onLoaded: (pageNo: number, totalPages: number) => void;
}) {
  const page = useLobbyPage(request);
  const total = page.data?.totalPages;
  const { pageNo } = request;
  useEffect(() => {
    if (total !== undefined) onLoaded(pageNo, total);
  }, [pageNo, total, onLoaded]);
  if (page.isPending) return <LoadingBlock />;
  if (page.isError) return <ErrorBlock error={page.error} onRetry={() => void page.refetch()} />;
  if (request.pageNo === 1 && page.data.games.length === 0) return <Empty />;
  return <GameGrid games={page.data.games} actions={actions} />;
}

function ScrollList({
  base,
  actions,
}: {
  base: Omit<LobbyPageRequest, 'pageNo'>;
  actions: GameActions;
}) {
  const [pages, setPages] = useState(1);
  const [loaded, setLoaded] = useState({ pages: 0, totalPages: 1 });
  // The next page is asked for only once the last one has arrived, so a long fling past the
  // end adds one page at a time rather than a burst.
  const more = loaded.pages === pages && pages < loaded.totalPages;
  const onLoaded = useCallback(
    (pageNo: number, totalPages: number) =>
      setLoaded((current) => ({ pages: Math.max(current.pages, pageNo), totalPages })),
    [],
  );
  const sentinel = useInfiniteScroll(
    () => setPages((n) => Math.min(n + 1, loaded.totalPages)),
    more,
    loaded.pages,
  );
  return (
    <div className="lobby__scroll">
      {Array.from({ length: pages }, (_, index) => (
        <ScrollChunk
          key={index + 1}
          request={{ ...base, pageNo: index + 1 }}
          actions={actions}
          onLoaded={onLoaded}
        />
      ))}
      {more ? <div ref={sentinel} className="lobby__sentinel" aria-hidden="true" /> : null}
    </div>
  );
}

export function LobbyResults({ gameType, filters, actions, onPage }: Props) {
  const narrow = useMediaQuery(NARROW_QUERY);
  if (filters.listType === 'hot')
    return <HotList gameType={gameType} filters={filters} actions={actions} />;
  const base = {
    listType: filters.listType satisfies PagedListType,
    gameType,
    filters: {
      vendor: filters.vendor,
      gameName: filters.gameName,
      classify: filters.classify,
      minBet: filters.minBet,
    },
  };
  if (narrow) {
    // A new list or filter starts the scroll again from page 1.
    return <ScrollList key={JSON.stringify(base)} base={base} actions={actions} />;
  }
  return (
    <PagedList request={{ ...base, pageNo: filters.pageNo }} actions={actions} onPage={onPage} />
  );
}
