import { dealRound, spotReturnMinor, type Spot } from '../games/baccarat/baccarat-rules';
import { hundredthsText } from '../games/fair/fair-math';
import { verifyFair, type WebCryptoSubtle } from '../games/fair/fair-verify';
import { evaluateSpin, spinWinMinor } from '../games/slots/slot-engine';
import { findSlot } from '../games/slots/slot-catalogue';
import { symbolColor } from '../games/slots/symbol-art';
import type { RoundView } from '../rounds/get-round-view';
import { boot, el, money, sleep, symbolLabel, t } from './common';
import { cardHtml } from './cards-view';

/**
 * The round page: re-runs the game engine on the recorded inputs in the browser and says
 * whether the recomputed result matches what was recorded; "Replay" shows it happening again.
 */
type Json<T> = T extends bigint ? string : T extends object ? { [K in keyof T]: Json<T[K]> } : T;
const view = boot.round as Json<RoundView>;
const box = el('replay');

function verdict(ok: boolean): string {
  return `<p class="${ok ? 'win' : 'msg'}">${t('recomputed')}: ${t(ok ? 'matches' : 'mismatch')}</p>`;
}

function slotReplay(v: Extract<Json<RoundView>, { type: 'wager' }>) {
  const def = findSlot(v.gameCode);
  const stops = v.detail.stops as number[];
  if (!def) return;
  const r = evaluateSpin(def, stops);
  const win = spinWinMinor(def, r, BigInt(String(v.detail.betPerLineMinor)));
  const hits = new Set<string>();
  for (const w of r.lineWins) for (let i = 0; i < w.count; i++) hits.add(`${i}:${def.lines[w.line - 1]?.[i]}`);
  const reels = r.window.map((col, i) => `<div class="reel">${col.map((s, row) =>
    `<div class="sym${hits.has(`${i}:${row}`) ? ' hit' : ''}" style="background:${symbolColor(s)}">${symbolLabel(s)}</div>`).join('')}</div>`).join('');
  const lines = r.lineWins.map((w) => `<li>${t('line')} ${w.line}: ${w.count} × ${symbolLabel(w.symbol)} → ${w.multiplier}×</li>`).join('');
  box.innerHTML = `<p class="mono">stops ${stops.join(', ')}</p><div class="reels">${reels}</div><ul>${lines}</ul>
    <p>${t('win')} ${money(win)}</p>${verdict(v.winMinor === null || win.toString() === v.winMinor)}`;
}

async function fairReplay(v: Extract<Json<RoundView>, { type: 'wager' }>) {
  const d = v.detail as Record<string, string | number>;
  const rows = [[t('serverSeedHash'), d.serverSeedHash], [t('clientSeed'), d.clientSeed], [t('nonce'), d.nonce]];
  const recorded = v.kind === 'dice' ? `${t('roll')} ${hundredthsText(Number(d.roll))} (${d.direction} ${hundredthsText(Number(d.target))})`
    : `${t('crashedAt')} ${hundredthsText(Number(d.crashPoint))}× (${t('cashOutAt')} ${hundredthsText(Number(d.target))}×)`;
  let check = `<p class="muted">${t('serverSeed')}: ${t('hidden')}</p>`;
  if (v.serverSeed) {
    const r = await verifyFair(crypto.subtle as unknown as WebCryptoSubtle, { serverSeed: v.serverSeed, clientSeed: String(d.clientSeed), nonce: Number(d.nonce), ...(d.rtpBp === undefined ? {} : { rtpBp: Number(d.rtpBp) }) });
    const ok = r.serverSeedHash === d.serverSeedHash && (v.kind === 'dice' ? r.diceRoll === Number(d.roll) : r.crashPoint === Number(d.crashPoint));
    check = `<p class="mono">${t('serverSeed')}: ${v.serverSeed}</p>${verdict(ok)}`;
  }
  box.innerHTML = `<table><tbody>${rows.map(([k, val]) => `<tr><th>${k}</th><td class="mono">${String(val)}</td></tr>`).join('')}</tbody></table>
    <p><b>${recorded}</b></p>${check}`;
}

async function dealReplay(cards: string[], spot: Spot | null, stake: bigint, winMinor: string | null) {
  const deal = dealRound(cards);
  const ok = spot === null || winMinor === null || spotReturnMinor(spot, stake, deal).toString() === winMinor;
  box.innerHTML = `<div class="two"><div>${t('PLAYER')} <b id="rp-t"></b><div class="cards" id="rp"></div></div>
    <div>${t('BANKER')} <b id="rb-t"></b><div class="cards" id="rb"></div></div></div>
    <p class="big" id="r-out"></p>${spot ? `<p>${t(spot)} · ${money(stake)}</p>` : ''}${verdict(ok)}<button id="again">${t('replay')}</button>`;
  const order = ['rp', 'rb', 'rp', 'rb', ...deal.player.slice(2).map(() => 'rp'), ...deal.banker.slice(2).map(() => 'rb')];
  const sequence = [deal.player[0], deal.banker[0], deal.player[1], deal.banker[1], ...deal.player.slice(2), ...deal.banker.slice(2)];
  for (let i = 0; i < sequence.length; i++) {
    el(order[i] ?? 'rp').insertAdjacentHTML('beforeend', cardHtml(sequence[i] ?? ''));
    await sleep(350);
  }
  el('rp-t').textContent = String(deal.playerTotal);
  el('rb-t').textContent = String(deal.bankerTotal);
  el('r-out').textContent = t(deal.outcome);
  el('again').addEventListener('click', () => void dealReplay(cards, spot, stake, winMinor));
}

async function main() {
  if (view.type === 'table') {
    if (view.result) await dealReplay(view.result.cards, null, 0n, null);
    return;
  }
  if (view.kind === 'slot') slotReplay(view);
  else if (view.kind === 'dice' || view.kind === 'crash') await fairReplay(view);
  else if (view.kind === 'baccarat' && view.table?.result) {
    await dealReplay(view.table.result.cards, view.detail.spot as Spot, BigInt(view.stakeMinor), view.winMinor);
  } else box.innerHTML = `<p class="muted">${t('status')}: ${view.status}</p>`;
}

void main();
