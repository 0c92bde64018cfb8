import { esc } from './html';
import { hundredthsText } from '../games/fair/fair-math';
import type { PageWords } from '../i18n/house-words';

/** The seed panel of the provably fair games: shown hash, editable client seed, nonce. */
function seedsHtml(t: PageWords): string {
  return `<section class="card" id="seeds">
  <label>${esc(t.serverSeedHash)}<span class="mono" id="seed-hash">—</span></label>
  <div class="row">
    <label class="grow">${esc(t.clientSeed)}<input id="client-seed" maxlength="32" pattern="[A-Za-z0-9_-]{1,32}" autocomplete="off"></label>
    <label>${esc(t.nonce)}<b id="nonce">—</b></label>
    <button id="rotate">${esc(t.rotate)}</button>
  </div>
  <div id="revealed" class="muted" hidden></div>
</section>`;
}

function footer(t: PageWords, rtpBp: number): string {
  return `<p class="msg" id="msg" role="alert"></p>
<details class="card"><summary>${esc(t.rules)} · ${esc(t.rtp)} ${hundredthsText(rtpBp)} %</summary>
  <p class="mono">${esc(t.fairHow)}</p><p><a href="/verify" target="_blank" rel="noopener">${esc(t.verifier)}</a></p>
</details>
<section class="card"><h3>${esc(t.history)}</h3><div id="history" class="muted">${esc(t.loading)}</div></section>`;
}

export function diceBody(t: PageWords, rtpBp: number): string {
  return `${seedsHtml(t)}
<section class="card">
  <div class="dice-track" dir="ltr" aria-hidden="true"><i id="zone"></i><b id="marker" hidden></b></div>
  <div class="big" id="roll" aria-live="polite">--.--</div>
  <div class="row">
    <label class="grow">${esc(t.stake)}<input id="stake" inputmode="decimal" value="1.00"></label>
    <label class="grow">${esc(t.target)}<input id="target" type="number" min="1" max="98.99" step="0.01" value="50.00"></label>
    <label class="grow">&nbsp;<select id="direction"><option value="under">${esc(t.rollUnder)}</option><option value="over">${esc(t.rollOver)}</option></select></label>
  </div>
  <p class="row muted"><span class="grow">${esc(t.chance)} <b id="chance"></b></span>
    <span class="grow">${esc(t.multiplier)} <b id="multiplier"></b></span><span class="grow">${esc(t.payout)} <b id="payout"></b></span></p>
  <button class="primary" id="play" disabled>${esc(t.roll)}</button>
</section>
${footer(t, rtpBp)}`;
}

export function crashBody(t: PageWords, rtpBp: number): string {
  return `${seedsHtml(t)}
<section class="card">
  <div class="crash-view"><svg viewBox="0 0 300 150" preserveAspectRatio="none" aria-hidden="true">
    <polyline id="curve" fill="none" stroke="currentColor" stroke-width="3" points="0,150"/>
    <line id="cashline" x1="0" x2="300" stroke="var(--gold)" stroke-dasharray="4 4"/></svg>
    <div class="big" id="mult" aria-live="polite">1.00×</div></div>
  <div class="row">
    <label class="grow">${esc(t.stake)}<input id="stake" inputmode="decimal" value="1.00"></label>
    <label class="grow">${esc(t.cashOutAt)}<input id="target" type="number" min="1.01" max="10000" step="0.01" value="2.00"></label>
    <button class="primary" id="play" disabled>${esc(t.play)}</button>
  </div>
</section>
${footer(t, rtpBp)}`;
}
