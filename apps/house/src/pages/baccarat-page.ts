import { SPOT_PAYS, SPOTS } from '../games/baccarat/baccarat-rules';
import { esc } from './html';
import type { PageWords } from '../i18n/house-words';

export const CHIPS_MINOR = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n];

export function baccaratBody(t: PageWords): string {
  const spots = SPOTS.map(
    (s) => `<button class="${s}" data-spot="${s}"><b>${esc(t[s])}</b><span class="muted">${SPOT_PAYS[s]}</span>
      <span class="muted" data-total="${s}"></span><span class="win" data-mine="${s}"></span></button>`,
  ).join('');
  const chips = CHIPS_MINOR.map(
    (c, i) => `<button data-chip="${c}" aria-pressed="${i === 0}">${Number(c / 100n)}</button>`,
  ).join('');
  return `<section class="card">
  <div class="row"><span class="grow">${esc(t.round)} <b id="seq">—</b></span>
    <span class="grow" id="clock" aria-live="polite">${esc(t.loading)}</span>
    <span>${esc(t.players)} <b id="players">0</b></span></div>
  <div class="two">
    <div><b style="color:var(--player)">${esc(t.PLAYER)}</b> <b id="ptotal"></b><div class="cards" id="pcards"></div></div>
    <div><b style="color:var(--banker)">${esc(t.BANKER)}</b> <b id="btotal"></b><div class="cards" id="bcards"></div></div>
  </div>
  <div class="big" id="outcome" aria-live="polite"></div>
</section>
<section class="card">
  <div class="chips" role="group" aria-label="${esc(t.chip)}">${chips}</div>
  <div class="spots" id="spots" style="margin-top:8px">${spots}</div>
</section>
<p class="msg" id="msg" role="alert"></p>
<section class="card"><h3>${esc(t.road)}</h3><div class="road" id="road"></div></section>
<details class="card"><summary>${esc(t.rules)} · ${esc(t.rtp)} 98.94 %</summary>
  <p>8 × 52. ${esc(t.bankerPays)} ${esc(t.TIE)} 8:1 · ${esc(t.PLAYER_PAIR)} / ${esc(t.BANKER_PAIR)} 11:1.</p></details>
<section class="card"><h3>${esc(t.history)}</h3><div id="history" class="muted">${esc(t.loading)}</div></section>`;
}
