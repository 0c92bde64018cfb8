import { LOTTERY_GAMES, type LotteryGame } from '../lottery/games/lottery-games';
import { lotteryName } from '../lottery/games/lottery-names';
import type { HouseWords } from '../i18n/house-words';
import { esc } from '../pages/html';
import { renderPage } from '../pages/layout';
import type { PageLocale } from '../pages/page-words';
import { lotteryDict } from './lottery-page';

/**
 * The lottery lobby the platform opens with `view: lobby`: every lottery, fast ones first,
 * each linking to its betting page. The links get the session fragment in the browser
 * (client/lottery-lobby.ts); the game the player came from is marked.
 */
export function lotteryLobbyPage(locale: PageLocale, current?: string, theme?: string): string {
  const words = lotteryDict(locale.words);
  const section = (title: string, games: LotteryGame[]) => `<section class="card">
  <h2>${esc(title)}</h2>
  <ul class="lottery-lobby">${games.map((g) => gameItem(g, locale, g.code === current)).join('')}</ul>
</section>`;
  const body = `${section(words.fastLotteries, LOTTERY_GAMES.filter((g) => g.prizeMode === 'ELOTT'))}
${section(words.vnLotteries, LOTTERY_GAMES.filter((g) => g.prizeMode === 'LOTT'))}`;
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
