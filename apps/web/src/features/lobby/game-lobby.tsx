/**
 * A game lobby (spec §2): the category nav, vendor tabs, list types (all, hot, favourites,
 * recent), the filters and the games; /pvp also lists the rooms of its games. The starting
 * vendor comes from `?page={vendor}` (/rng) or from the header dropdown (router state).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { GameType } from '@wl/contract/games/common';
import { useVendorLanes, vendorsOf } from '../../api/games/vendor-lanes';
import { useToken } from '../../api/use-session';
import { GAME_CATEGORIES } from '../../components/game-categories';
import { useGameActions } from '../../components/games/use-game-actions';
import { usePageTitle } from '../../components/page-title';
import { usePopups } from '../../components/popup-context';
import { ErrorBlock } from '../../components/query-state';
import { CategoryNav } from './category-nav';
import { FilterBar } from './filter-bar';
import { ListTypeTabs } from './list-type-tabs';
import { LobbyResults } from './lobby-results';
import { PvpRooms } from './pvp-rooms';
import {
  LOGIN_LISTS,
  changeFilter,
  changeListType,
  changePage,
  initialFilters,
  type ListType,
} from './lobby-filters';
import { VendorTabs } from './vendor-tabs';
import '../../components/games/games.css';
import './lobby.css';

export function GameLobby({ gameType, vendor }: { gameType: GameType; vendor: string | null }) {
  const { t } = useTranslation();
  const token = useToken();
  const popups = usePopups();
  const lanes = useVendorLanes();
  const actions = useGameActions();
  const [filters, setFilters] = useState(() => initialFilters(vendor));
  const category = GAME_CATEGORIES.find((c) => c.type === gameType);
  const title = category ? t(category.labelKey) : gameType;
  usePageTitle(title);

  // A member who signs out while on favourites or recent goes back to all games.
  const listType: ListType =
    LOGIN_LISTS.includes(filters.listType) && !token ? 'all' : filters.listType;
  const shown = { ...filters, listType };
  const chooseList = (next: ListType) => {
    if (LOGIN_LISTS.includes(next) && !token) return popups.open('login');
    setFilters((current) => changeListType(current, next));
  };

  return (
    <section className="lobby container" aria-labelledby="page-heading">
      <CategoryNav lanes={lanes.data ?? []} />
      <h1 id="page-heading" className="lobby__title">
        {title}
      </h1>
      {lanes.isError ? (
        <ErrorBlock error={lanes.error} onRetry={() => void lanes.refetch()} />
      ) : null}
      <VendorTabs
        vendors={vendorsOf(lanes.data, gameType)}
        selected={filters.vendor}
        onSelect={(value) =>
          setFilters((current) => changeFilter(current, { kind: 'vendor', value }))
        }
      />
      {gameType === 'PVP' ? <PvpRooms key={filters.vendor ?? ''} vendor={filters.vendor} /> : null}
      <div className="lobby__bar">
        <ListTypeTabs value={listType} onChange={chooseList} />
        {listType === 'all' ? (
          <FilterBar
            filters={shown}
            withClassify={gameType === 'RNG'}
            onChange={(change) => setFilters((current) => changeFilter(current, change))}
          />
        ) : null}
      </div>
      {actions.favouriteError ? (
        <p className="lobby__error" role="alert">
          {t('lobby.favouriteFailed')}
        </p>
      ) : null}
      <LobbyResults
        gameType={gameType}
        filters={shown}
        actions={actions}
        onPage={(page) => {
          setFilters((current) => changePage(current, page));
          document.getElementById('page-heading')?.scrollIntoView({ block: 'start' });
        }}
      />
    </section>
  );
}
