import { LOTTERY_GAMES, type LotteryGame } from '../lottery/games/lottery-games';
import { lotteryName } from '../lottery/games/lottery-names';
import type { HouseWords } from '../i18n/house-words';
import { esc } from '../pages/html';
import { renderPage } from '../pages/layout';
import type { PageLocale } from '../pages/page-words';
import { lotteryDict } from './lottery-page';
import { arrangeLotteries, type OperatorLobby } from '../lottery/operator-lobby';

/**
 * The lottery lobby the platform opens with `view: lobby`: fast lotteries first, each linking
 * to its betting page. With the operator's lobby (ADR 0040) only its enabled lotteries, in its
 * order within each group; without one every lottery. The links get the session fragment in the
 * browser (client/lottery-lobby.ts); the game the player came from is marked.
 */
export function lotteryLobbyPage(
  locale: PageLocale,
  current?: string,
  theme?: string,
  lobby: OperatorLobby | null = null,
): string {
  const words = lotteryDict(locale.words);
  const games = arrangeLotteries(LOTTERY_GAMES, lobby);
  const section = (title: string, games: LotteryGame[]) => `<section class="card">
  <h2>${esc(title)}</h2>
  <ul class="lottery-lobby">${games.map((g) => gameItem(g, locale, g.code === current)).join('')}</ul>
</section>`;
  const fast = games.filter((g) => g.prizeMode === 'ELOTT');
  const vn = games.filter((g) => g.prizeMode === 'LOTT');
  const body = [fast.length > 0 ? section(words.fastLotteries, fast) : '', vn.length > 0 ? section(words.vnLotteries, vn) : '']
    .filter(Boolean)
    .join('\n');
  return renderPage({
    title: words.lobbyTitle, language: locale.lang, dict: words, theme, body, script: 'lottery-lobby', header: false,
  });
}

function gameItem(game: LotteryGame, { lang, words }: PageLocale, current: boolean) {
  const href = `/game/${encodeURIComponent(game.code)}?lang=${lang.code}`;
  const w: HouseWords['lottery'] = words.lottery;
  const badge = current ? ` <em class="lottery-lobby__now">${esc(w.playingNow)}</em>` : '';
  return `<li${current ? ' aria-current="true"' : ''}><span><bdi>${esc(lotteryName(game, words))}</bdi>${badge}</span>
<a class="link" data-lottery="${esc(game.code)}" href="${esc(href)}">${esc(w.betNow)}</a></li>`;
}
