/**
 * One game in a list: artwork (lazy, default icon on error), name, vendor, hot/new badges,
 * the favourite toggle with a loading cover while it is saved, and the play and demo buttons.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { GameItem } from '@wl/contract/games/common';
import { useVendorLanes } from '../../api/games/vendor-lanes';
import { Deferred, FilledList } from '../deferred';
import { LoadingBlock } from '../query-state';
import { FlameIcon, StarIcon } from './game-icons';
import { LazyImage } from './lazy-image';
import type { GameActions } from './use-game-actions';

interface CardProps {
  game: GameItem;
  actions: GameActions;
  vendorName: string;
}

export function GameCard({ game, actions, vendorName }: CardProps) {
  const { t } = useTranslation();
  const favourite = actions.isFavourite(game);
  const saving = actions.pendingFavourite === game.nodeId;
  const name = game.gameName || game.displayName;
  return (
    <li className="game-card">
      <div className="game-card__art">
        <LazyImage src={game.iconUrl} alt={name} />
        {game.isHot === 1 || game.isNew === 1 ? (
          <span className="game-card__badges">
            {game.isHot === 1 ? (
              <span className="game-card__badge game-card__badge--hot">
                <FlameIcon />
                {t('lobby.badgeHot')}
              </span>
            ) : null}
            {game.isNew === 1 ? (
              <span className="game-card__badge">{t('lobby.badgeNew')}</span>
            ) : null}
          </span>
        ) : null}
        <button
          type="button"
          className={favourite ? 'game-card__fav game-card__fav--on' : 'game-card__fav'}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'lobby.removeFavourite' : 'lobby.addFavourite', { name })}
          disabled={saving}
          onClick={() => actions.toggleFavourite(game)}
        >
          <StarIcon filled={favourite} />
        </button>
        {saving ? (
          <span className="game-card__cover" role="status" aria-live="polite">
            <span className="query-state__spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('lobby.savingFavourite')}</span>
          </span>
        ) : null}
      </div>
      <div className="game-card__body">
        {/* dir="auto": a Latin name in a right-to-left page keeps its start and is cut at its end. */}
        <h3 className="game-card__name" title={name} dir="auto">
          {name}
        </h3>
        <p className="game-card__vendor">
          <bdi>{vendorName}</bdi>
        </p>
        <div className="game-card__actions">
          <button
            type="button"
            className="btn btn--primary game-card__play"
            disabled={!game.launchable}
            // The spoken name starts with the visible word (WCAG 2.5.3): "Play Crash", and for
            // a game that cannot be opened, "Unavailable" followed by the game's name.
            aria-label={game.launchable ? t('lobby.playGame', { name }) : undefined}
            onClick={() => actions.launch(game, 'real')}
          >
            {game.launchable ? (
              t('lobby.play')
            ) : (
              <>
                {t('lobby.unavailable')}
                <span className="visually-hidden"> {name}</span>
              </>
            )}
          </button>
          {actions.freePlay && game.launchable ? (
            <button
              type="button"
              className="btn game-card__demo"
              aria-label={t('lobby.demoGame', { name })}
              onClick={() => actions.launch(game, 'demo')}
            >
              {t('lobby.demo')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * `deferCards`: the grid is below the first screen; the cards mount after it has painted, one a
 * task, and show together, the loading block in their place until then (components/deferred.tsx).
 */
export function GameGrid({
  games,
  actions,
  deferCards = false,
}: {
  games: readonly GameItem[];
  actions: GameActions;
  deferCards?: boolean;
}) {
  const lanes = useVendorLanes();
  // Games carry the vendor code; the lanes (already loaded for the navigation) name it.
  const names = new Map(
    lanes.data?.flatMap((l) => l.cards.map((c) => [c.vassalage, c.displayName])),
  );
  const cards = games.map((game) => {
    const key = `${game.vassalage}-${game.nodeId}`;
    const card = (
      <GameCard
        key={key}
        game={game}
        actions={actions}
        vendorName={names.get(game.vassalage) ?? game.vassalage}
      />
    );
    return deferCards ? <Deferred key={key}>{card}</Deferred> : card;
  });
  return deferCards ? (
    <FilledList className="game-grid" placeholder={<LoadingBlock />}>
      {cards}
    </FilledList>
  ) : (
    <ul className="game-grid">{cards}</ul>
  );
}
