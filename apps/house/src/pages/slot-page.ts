import type { HouseGame } from '../games/catalogue';
import { windowAt, type SlotDefinition } from '../games/slots/slot-engine';
import { symbolColor } from '../games/slots/symbol-art';
import type { HouseWords } from '../i18n/house-words';
import { formatAmount, formatDecimalText } from '../i18n/format';
import { esc } from './html';
import { symbolLabel, type PageLocale } from './page-words';

export function symbolTile(symbol: string, words: HouseWords): string {
  return `<div class="sym" data-sym="${esc(symbol)}" style="background:${esc(symbolColor(symbol))}">${esc(symbolLabel(symbol, words))}</div>`;
}

export function reelsHtml(window: string[][], words: HouseWords): string {
  return window.map((col) => `<div class="reel">${col.map((s) => symbolTile(s, words)).join('')}</div>`).join('');
}

/** The paytable and rules, including the exactly computed RTP. */
function rulesHtml(def: SlotDefinition, game: HouseGame, { lang, words }: PageLocale): string {
  const t = words.page;
  const rtp = `<bdi>${esc(formatDecimalText(game.rtpPercent, lang.tag))} %</bdi>`;
  const rows = Object.entries(def.paytable)
    .map(([symbol, pays]) => {
      const cells = pays
        .map((m, i) => (m > 0 ? `${i + 1} × → ${m}×` : ''))
        .filter(Boolean)
        .join('<br>');
      return `<tr><td style="width:64px">${symbolTile(symbol, words)}</td><td>${cells}</td></tr>`;
    })
    .join('');
  const scatter = def.scatter
    ? `<p>${symbolTile(def.scatter.symbol, words).replace('class="sym"', 'class="sym" style="width:48px;display:inline-grid"')}
       ${esc(t.scatter)}: ${def.scatter.pays.map((m, n) => (m > 0 ? `${n} ${esc(t.anywhere)} → ${m}× ${esc(t.totalBet)}` : '')).filter(Boolean).join(', ')}</p>`
    : '';
  const lines = def.lines.map((l, i) => `${i + 1}: ${l.map((r) => ['▔', '─', '▁'][r]).join('')}`).join(' · ');
  return `<details class="card" id="rules"><summary>${esc(t.rules)} · ${esc(t.rtp)} ${rtp}</summary>
  <p><b>${esc(t.rtp)}: ${rtp}</b> — ${esc(t.rtpNote)}
  (${def.reels.map((r) => r.length).join(' × ')}).</p>
  <p>${esc(t.wild)}: ${esc(symbolLabel(def.wild ?? '', words))}. ${esc(t.lines)}: ${def.lines.length}. ${esc(t.paytable)} = × ${esc(t.betPerLine)}.</p>
  ${scatter}
  <table><tbody>${rows}</tbody></table>
  <p class="muted mono">${esc(lines)}</p>
</details>`;
}

export function slotBody(def: SlotDefinition, game: HouseGame, locale: PageLocale): string {
  const t = locale.words.page;
  const options = def.betPerLineMinor
    .map((b) => `<option value="${b}">${esc(formatAmount(b, locale.lang.tag))}</option>`)
    .join('');
  return `<section class="card"><div class="reels" id="reels">${reelsHtml(windowAt(def, def.reels.map(() => 0)), locale.words)}</div>
  <div class="big" id="win" aria-live="polite"></div></section>
<section class="card row">
  <label class="grow">${esc(t.betPerLine)}<select id="bpl">${options}</select></label>
  <span class="grow">${esc(t.totalBet)} <b id="total"></b><br><span class="muted">${esc(t.lines)}: ${def.lines.length}</span></span>
  <button class="primary" id="spin" disabled>${esc(t.spin)}</button>
</section>
<section class="card row free-spins" id="free-spins" hidden aria-labelledby="free-spins-label">
  <span class="grow"><span id="free-spins-label">${esc(t.freeSpinsLeft)}</span> <b id="free-spins-left" data-testid="free-spins-left">0</b><br>
  <span class="muted">${esc(t.freeSpinBet)} <span id="free-spin-bet"></span> · ${esc(t.freeSpinNote)}</span></span>
  <button class="primary" id="free-spin" disabled>${esc(t.freeSpin)}</button>
</section>
<p class="msg" id="msg" role="alert"></p>
<section class="card" id="wins" hidden></section>
${rulesHtml(def, game, locale)}
<section class="card"><h3>${esc(t.history)}</h3><div id="history" class="muted">${esc(t.loading)}</div></section>`;
}
