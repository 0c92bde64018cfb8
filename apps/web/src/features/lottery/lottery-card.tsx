/** One lottery in the lobby: its draw, live countdown, draw time, latest numbers, favourite. */
import { useTranslation } from '../../i18n/use-translation';
import type { GameMenuItem } from '@wl/contract/lottery-lobby/game-menu';
import {
  fewinTime,
  formatCountdown,
  openNumberDigits,
  remainingMs,
  weekdayKey,
} from './lottery-rules';

export interface LotteryCardProps {
  game: GameMenuItem;
  fetchedAtMs: number;
  nowMs: number;
  favourite: boolean;
  onToggleFavourite: (gameId: string) => void;
  onOpen: (game: GameMenuItem) => void;
}

export function LotteryCard({
  game,
  fetchedAtMs,
  nowMs,
  favourite,
  onToggleFavourite,
  onOpen,
}: LotteryCardProps) {
  const { t } = useTranslation();
  const left = remainingMs(game.remainTime, fetchedAtMs, nowMs);
  const digits = openNumberDigits(game.lastWinNo);
  const titleId = `lottery-${game.gameId}`;
  return (
    <article className="lottery-card" aria-labelledby={titleId}>
      <header className="lottery-card__head">
        <span className="lottery-card__tag">{t(`lottery.group.${game.gameMenuTag}`)}</span>
        <button
          type="button"
          className="lottery-card__fav"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'lottery.unfavourite' : 'lottery.favourite', {
            name: game.remark,
          })}
          onClick={() => onToggleFavourite(game.gameId)}
        >
          {favourite ? '★' : '☆'}
        </button>
      </header>
      <h3 id={titleId} className="lottery-card__name">
        {game.remark}
      </h3>
      <p className="lottery-card__code">{game.gameId}</p>
      <dl className="lottery-card__facts">
        <dt>{t('lottery.numero')}</dt>
        <dd>{game.numero}</dd>
        <dt>{t('lottery.remainTime')}</dt>
        <dd className={left === 0 ? 'lottery-card__locked' : 'lottery-card__countdown'}>
          {left === 0 ? t('lottery.locked') : <time>{formatCountdown(left)}</time>}
        </dd>
        <dt>{t('lottery.lockTime')}</dt>
        <dd>{t('lottery.seconds', { count: Math.round(game.lockTime / 1000) })}</dd>
        <dt>{t('lottery.drawDay')}</dt>
        <dd>{t(weekdayKey(game.drawDayOfWeek))}</dd>
        <dt>{t('lottery.winningTime')}</dt>
        <dd>{game.winningTime}</dd>
        <dt>{t('lottery.fewinTime')}</dt>
        <dd>{fewinTime(game, fetchedAtMs)}</dd>
      </dl>
      <div className="lottery-card__result">
        <span className="lottery-card__result-label">
          {game.lastNumero
            ? t('lottery.lastResult', { numero: game.lastNumero })
            : t('lottery.noResult')}
        </span>
        {digits.length > 0 ? (
          <span className="lottery-card__balls" role="img" aria-label={digits.join(' ')}>
            {digits.map((d, i) => (
              <span key={i} className="lottery-card__ball" aria-hidden="true">
                {d}
              </span>
            ))}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        className="btn btn--primary lottery-card__play"
        onClick={() => onOpen(game)}
      >
        {t('lottery.bet')}
      </button>
    </article>
  );
}
