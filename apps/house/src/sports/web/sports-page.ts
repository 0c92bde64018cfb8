/**
 * The book's page in the game iframe: countdown to kickoff, the round's matches with odds
 * buttons, the bet slip, my bets, the last results with their revealed seeds. The script
 * (src/client/sports.ts) fills it from /api/sports/*; this is the server-rendered frame.
 */
import { esc } from '../../pages/html';
import { renderPage } from '../../pages/layout';
import type { PageLocale } from '../../pages/page-words';
import { SPORTS_GAME_CODE } from '../sports-config';

const STYLE = `<style>
.sp-match { display: grid; gap: 6px; padding: 8px 0; border-bottom: 1px solid var(--line); }
.sp-teams { font-weight: 600; }
.sp-odds { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 4px; }
.sp-odds button { display: grid; gap: 0; min-height: 48px; padding: 4px; font-size: 12px; }
.sp-odds button b { font-size: 15px; }
.sp-odds button[aria-pressed=true] { background: var(--accent); color: var(--accent-fg); }
.sp-count { font-size: 22px; font-weight: 800; }
.msg.ok { color: var(--win); }
@media (max-width: 420px) { .sp-odds { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
</style>`;

export function sportsPage({ lang, words }: PageLocale, theme?: string): string {
  // The book's own words win over the page words they share a key with (round, stake, fairHow).
  const w = { ...words.page, ...words.sports };
  const teams = words.names.teams;
  const body = `${STYLE}<section class="card">
  <div class="row"><span class="grow"><span id="round-label">${esc(w.round)}</span> <b id="round-code">—</b></span>
    <span>${esc(w.kickoffIn)} <span class="sp-count" id="countdown">—</span></span></div>
  <p class="muted" id="round-state" role="status"></p>
  <p class="muted mono">${esc(w.commitment)}: <span id="commitment">—</span></p>
</section>
<section class="card"><h2>${esc(w.round)}</h2><div id="matches"><p class="muted">${esc(w.loading)}</p></div></section>
<section class="card" aria-labelledby="slip-title">
  <h2 id="slip-title">${esc(w.betSlip)}</h2>
  <p id="slip-pick" class="muted">${esc(w.pickOdds)}</p>
  <form id="slip" class="row">
    <label class="grow">${esc(w.stake)}<input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="10.00" required></label>
    <span class="grow">${esc(w.possibleWin)} <b id="possible">—</b></span>
    <button class="primary" id="place" type="submit" disabled>${esc(w.placeBet)}</button>
  </form>
  <p class="muted" id="limits"></p>
  <p class="msg" id="msg" role="status"></p>
</section>
<section class="card"><h2>${esc(w.myBets)}</h2><div id="bets"></div></section>
<section class="card"><h2>${esc(w.lastResults)}</h2><div id="results"></div><p class="muted">${esc(w.fairHow)}</p></section>`;
  return renderPage({
    title: w.sportsTitle, language: lang, dict: w, theme, body, script: 'sports',
    boot: { game: SPORTS_GAME_CODE, kind: 'sports', teams },
  });
}
