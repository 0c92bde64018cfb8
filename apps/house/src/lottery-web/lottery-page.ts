/**
 * The betting page served into the platform's iframe (same shell as the other house games) and
 * the draw verifier page. The script (src/client/lottery.ts) fills in the live parts; the rules
 * with their computed RTP are rendered here so they show even before the script runs.
 */
import { DEFAULT_PAYOUTS } from '../lottery/bets/payout-config';
import { findGame, LOTTERY_GAMES, type LotteryGame } from '../lottery/games/lottery-games';
import { lotteryName } from '../lottery/games/lottery-names';
import type { HouseWords, LotteryWords, PageWords } from '../i18n/house-words';
import { formatDecimalText } from '../i18n/format';
import { esc } from '../pages/html';
import { renderPage } from '../pages/layout';
import type { PageLocale } from '../pages/page-words';
import { rulesView } from './lottery-views';

type Words = PageWords & LotteryWords;

/** The lottery pages' script dictionary: the page words with the lottery's own on top. */
export function lotteryDict(words: HouseWords): Words {
  return { ...words.page, ...words.lottery };
}

const STYLE = `<style>
[hidden] { display: none !important; }
.balls { display: flex; flex-wrap: wrap; gap: 4px; }
.balls b { min-width: 30px; height: 30px; padding: 0 6px; border-radius: 15px; display: grid; place-items: center;
  background: var(--accent); color: var(--accent-fg); font-variant-numeric: tabular-nums; }
.countdown { font-size: 26px; font-weight: 800; font-variant-numeric: tabular-nums; }
.locked .countdown { color: var(--lose); }
.prizes td:first-child { width: 64px; color: var(--muted); }
.heat { display: grid; grid-template-columns: repeat(10, 1fr); gap: 2px; font-size: 11px; text-align: center; }
.heat span { border-radius: 4px; padding: 2px 0; background: color-mix(in srgb, var(--accent) calc(var(--h) * 100%), transparent); }
.choices { display: flex; flex-wrap: wrap; gap: 4px; }
.choices button[aria-pressed=true] { background: var(--accent); color: var(--accent-fg); }
.st-won { color: var(--win); font-weight: 700; } .st-void { color: var(--muted); }
</style>`;

const GROUPS: { label: (w: HouseWords) => string; filter: (g: LotteryGame) => boolean }[] = [
  { label: (w) => `${w.lottery.lottery} 5D`, filter: (g) => g.family === 'fast-5d' },
  { label: (w) => w.names.lotteries.north, filter: (g) => g.region === 'north' },
  { label: (w) => w.names.lotteries.central, filter: (g) => g.region === 'central' },
  { label: (w) => w.names.lotteries.south, filter: (g) => g.region === 'south' },
];

function gameOptions(selected: string, words: HouseWords): string {
  return GROUPS.map((group) => {
    const options = LOTTERY_GAMES.filter(group.filter)
      .map((g) => `<option value="${esc(g.code)}"${g.code === selected ? ' selected' : ''}>${esc(lotteryName(g, words))}</option>`)
      .join('');
    return `<optgroup label="${esc(group.label(words))}">${options}</optgroup>`;
  }).join('');
}

export function rulesTable(game: LotteryGame, { lang }: PageLocale, w: Words): string {
  const rows = rulesView(game, DEFAULT_PAYOUTS[game.family], lang).betTypes
    .map((r) => `<tr><th>${esc(r.name)}</th><td>${esc(r.text)}</td><td class="rtp"><bdi>${esc(formatDecimalText(r.rtpPercent, lang.tag))} %</bdi></td></tr>`)
    .join('');
  return `<table id="rules-table"><thead><tr><th>${esc(w.betType)}</th><th>${esc(w.rules)}</th><th>${esc(w.rtp)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function lotteryBody(game: LotteryGame, locale: PageLocale, w: Words): string {
  return `${STYLE}
<section class="card" id="draw-card">
  <div class="row">
    <label class="grow">${esc(w.game)}<select id="game">${gameOptions(game.code, locale.words)}</select></label>
    <label class="grow">${esc(w.draw)}<select id="numero"><option>—</option></select></label>
  </div>
  <p class="row"><span class="grow" id="lock-state">${esc(w.betsCloseIn)}</span><span class="countdown" id="countdown" aria-live="off">--:--</span></p>
  <p class="muted">${esc(w.commitment)}<br><span class="mono" id="commitment">—</span></p>
</section>
<section class="card" id="bet-card">
  <div class="row">
    <label class="grow">${esc(w.betType)}<select id="bet-type"></select></label>
    <label class="grow" id="position-box" hidden>${esc(w.position)}<select id="position">${[1, 2, 3, 4, 5].map((p) => `<option>${p}</option>`).join('')}</select></label>
  </div>
  <div id="pick" class="row"></div>
  <div class="row">
    <label class="grow">${esc(w.stake)}<input id="stake" inputmode="decimal" value="1.00"></label>
    <span class="grow muted">${esc(w.maxPayout)} <b id="max-payout">—</b></span>
    <button class="primary" id="place" disabled>${esc(w.placeBet)}</button>
  </div>
</section>
<p class="msg" id="msg" role="alert"></p>
<section class="card"><h3>${esc(w.lastResult)} <span class="muted" id="last-numero"></span></h3><div id="last" class="muted">${esc(w.loading)}</div></section>
<section class="card"><h3>${esc(w.myBets)}</h3><div id="bets" class="muted">${esc(w.loading)}</div></section>
<section class="card"><h3>${esc(w.results)}</h3><div id="results" class="muted">${esc(w.loading)}</div></section>
<section class="card"><h3>${esc(w.trend)} <span class="muted" id="trend-count"></span></h3><div id="trend" class="muted">${esc(w.loading)}</div></section>
<details class="card" id="rules"><summary>${esc(w.rules)} · ${esc(w.rtp)}</summary>${rulesTable(game, locale, w)}</details>`;
}

/** The page for a lottery game code, or null when the code is not a lottery game. */
export function lotteryGamePage(code: string, locale: PageLocale, theme?: string): string | null {
  const game = findGame(code);
  if (!game) return null;
  const words = lotteryDict(locale.words);
  return renderPage({
    title: lotteryName(game, locale.words), language: locale.lang, dict: words, theme,
    body: lotteryBody(game, locale, words),
    script: 'lottery', boot: { game: game.code, kind: 'lottery' },
  });
}

export function lotteryVerifyBody(w: Words): string {
  const options = LOTTERY_GAMES.map((g) => `<option value="${esc(g.code)}">${esc(g.code)}</option>`).join('');
  return `${STYLE}<section class="card">
  <h2>${esc(w.verifyDraw)}</h2>
  <p class="muted">${esc(w.verifyHow)}</p>
  <form id="verify" class="row">
    <label class="grow">${esc(w.game)}<select id="v-game" name="game">${options}</select></label>
    <label class="grow">${esc(w.numero)}<input id="v-numero" name="numero" required pattern="\\d{8}(-\\d{4})?" autocomplete="off"></label>
    <label class="grow" style="flex-basis:100%">${esc(w.seed)}<input id="v-seed" name="seed" required pattern="[0-9a-f]{64}" autocomplete="off"></label>
    <label class="grow" style="flex-basis:100%">${esc(w.commitment)}<input id="v-commitment" name="commitment" pattern="[0-9a-f]{64}" autocomplete="off"></label>
    <button class="primary" type="submit">${esc(w.check)}</button>
  </form>
</section>
<section class="card" id="v-output" hidden>
  <p id="v-hash-line">sha256(seed)<br><span class="mono" id="v-hash"></span></p>
  <p id="v-commit-check"></p>
  <p id="v-record-check"></p>
  <table class="prizes"><tbody id="v-prizes"></tbody></table>
</section>`;
}
