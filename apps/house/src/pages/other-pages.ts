import { formatDateTime, formatMoney } from '../i18n/format';
import type { RoundView } from '../rounds/get-round-view';
import { esc } from './html';
import type { PageWords } from '../i18n/house-words';
import { gameName, type PageLocale } from './page-words';

export function verifyBody(t: PageWords): string {
  return `<section class="card">
  <h2>${esc(t.verifier)}</h2>
  <p class="muted mono">${esc(t.fairHow)}</p>
  <form id="verify" class="row">
    <label class="grow" style="flex-basis:100%">${esc(t.serverSeed)}<input id="server-seed" name="serverSeed" required pattern="[0-9a-f]{64}" autocomplete="off"></label>
    <label class="grow">${esc(t.clientSeed)}<input id="client-seed" name="clientSeed" required maxlength="32"></label>
    <label class="grow">${esc(t.nonce)}<input id="nonce" name="nonce" type="number" min="0" step="1" value="0" required></label>
    <button class="primary" type="submit">${esc(t.check)}</button>
  </form>
</section>
<section class="card" id="output" hidden>
  <p>${esc(t.serverSeedHash)}<br><span class="mono" id="out-hash"></span></p>
  <p>HMAC-SHA256<br><span class="mono" id="out-digest"></span></p>
  <p class="row"><span class="grow">${esc(t.dice)}: <b id="out-dice"></b></span><span class="grow">${esc(t.crash)}: <b id="out-crash"></b></span></p>
</section>`;
}

export function roundBody(view: RoundView, { lang, words }: PageLocale): string {
  const t = words.page;
  if (view.type === 'table') {
    const settled = view.settledAt ? formatDateTime(view.settledAt, lang.tag) : '';
    return `<section class="card"><h2>${esc(t.round)} ${esc(view.seq)}</h2><p class="mono">${esc(view.id)}</p>
      <p>${esc(t.status)}: ${esc(view.status)} · ${esc(settled)}</p></section>
      <section class="card" id="replay"></section>`;
  }
  const money = (m: bigint | null) => (m === null ? '—' : `<bdi>${esc(formatMoney(m, view.currency, lang.tag))}</bdi>`);
  return `<section class="card"><h2><bdi>${esc(gameName(view.gameCode, words))}</bdi></h2>
  <p class="mono">${esc(t.round)} ${esc(view.id)}</p>
  <table><tbody>
    <tr><th>${esc(t.time)}</th><td>${esc(formatDateTime(view.createdAt, lang.tag))}</td></tr>
    <tr><th>${esc(t.stake)}</th><td>${money(view.stakeMinor)}</td></tr>
    <tr><th>${esc(t.win)}</th><td>${money(view.winMinor)}</td></tr>
    <tr><th>${esc(t.status)}</th><td>${esc(view.status)}${view.mode === 'demo' ? ` · ${esc(t.demo)}` : ''}</td></tr>
  </tbody></table></section>
<section class="card" id="replay"><p class="muted">${esc(t.loading)}</p></section>`;
}

export function errorBody(code: string, dicts: PageWords[]): string {
  const lines = dicts.map((d) => `<p>${esc((d as Record<string, string>)[code] ?? d.INTERNAL_ERROR)}</p>`).join('');
  return `<section class="card"><h2>${esc(code)}</h2>${lines}</section>`;
}
