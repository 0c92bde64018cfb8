import { LOTTERY_GAMES, type LotteryGame } from '../lottery/games/lottery-games';
import { esc } from '../pages/html';
import { dictionary } from '../pages/i18n';
import { renderPage } from '../pages/layout';
import { lotteryWords, type LotteryWords } from './lottery-words';

/**
 * The lottery lobby the platform opens with `view: lobby`: every lottery, fast ones first,
 * each linking to its betting page. The links get the session fragment in the browser
 * (client/lottery-lobby.ts); the game the player came from is marked.
 */
export function lotteryLobbyPage(language: 'EN' | 'TW', current?: string, theme?: string): string {
  const words = { ...dictionary(language), ...lotteryWords(language) };
  const section = (title: string, games: LotteryGame[]) => `<section class="card">
  <h2>${esc(title)}</h2>
  <ul class="lottery-lobby">${games.map((g) => gameItem(g, language, words, g.code === current)).join('')}</ul>
</section>`;
  const body = `${section(words.fastLotteries, LOTTERY_GAMES.filter((g) => g.prizeMode === 'ELOTT'))}
${section(words.vnLotteries, LOTTERY_GAMES.filter((g) => g.prizeMode === 'LOTT'))}`;
  return renderPage({
    title: words.lobbyTitle, language, dict: words, theme, body, script: 'lottery-lobby', header: false,
  });
}

function gameItem(game: LotteryGame, language: 'EN' | 'TW', w: LotteryWords, current: boolean) {
  const href = `/game/${encodeURIComponent(game.code)}?lang=${language}`;
  const badge = current ? ` <em class="lottery-lobby__now">${esc(w.playingNow)}</em>` : '';
  return `<li${current ? ' aria-current="true"' : ''}><span>${esc(game.names[language])}${badge}</span>
<a class="link" data-lottery="${esc(game.code)}" href="${esc(href)}">${esc(w.betNow)}</a></li>`;
}
