import { boot, drawDay, money, t } from './common';

/** HTML pieces of the lottery page; every text from the server is escaped. */
export interface Prize { tier: string; numbers: string[] }
export interface DrawView {
  numero: string; winningTime: string; status: string; voidReason: string | null;
  commitment: string; seed: string | null; result: { gameCode: string; prizes: Prize[] } | null;
}
export interface BetView {
  betId: string; gameCode: string; numero: string; betType: string; numbers: string[]; position: number | null;
  stakeMinor: string; payoutMinor: string | null; status: string;
}
export type Trend =
  | { family: 'fast-5d'; draws: number; positions: number[][]; sum: Record<'big' | 'small' | 'odd' | 'even', number> }
  | { family: 'vn-north' | 'vn-provincial'; draws: number; lo: number[]; de: number[] };

export function h(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Open numbers are shown with at most 6 digits (the longest prize is 6). */
export const shown = (n: string) => n.slice(-6);

export function balls(numbers: string[]): string {
  return `<div class="balls">${numbers.map((n) => `<b>${h(shown(n))}</b>`).join('')}</div>`;
}

export function verifyHref(gameCode: string, d: { numero: string; seed: string | null; commitment: string }): string {
  const q = new URLSearchParams({ game: gameCode, numero: d.numero, seed: d.seed ?? '', commitment: d.commitment, lang: boot.language });
  return `/lottery/verify?${q.toString()}`;
}

export function prizesTable(prizes: Prize[]): string {
  const rows = prizes.map((p) => `<tr><td>${h(p.tier === 'special' || p.tier === 'main' ? t('special') : p.tier.toUpperCase())}</td><td>${balls(p.numbers)}</td></tr>`);
  return `<table class="prizes"><tbody>${rows.join('')}</tbody></table>`;
}

export function resultsTable(gameCode: string, draws: DrawView[]): string {
  if (draws.length === 0) return h(t('noResults'));
  const rows = draws.map((d) => {
    const numbers = d.result ? balls(d.result.prizes[0]?.numbers ?? []) : `<span class="st-void">${h(t('voidDraw'))}</span>`;
    const link = d.seed ? `<a href="${h(verifyHref(gameCode, d))}" target="_blank" rel="noopener">${h(t('verify'))}</a>` : '';
    return `<tr><td>${h(d.numero)}<br><span class="muted">${h(drawDay(d.winningTime))}</span></td><td>${numbers}<span class="mono">${h(t('seed'))}: ${h(d.seed ?? '—')}</span></td><td>${link}</td></tr>`;
  });
  return `<table><tbody>${rows.join('')}</tbody></table>`;
}

const STATUS: Record<string, string> = {
  pending: 'pendingStatus', placed: 'placedStatus', won: 'wonStatus', lost: 'lostStatus', void: 'voidStatus',
};

export function betsTable(bets: BetView[], betName: (type: string) => string): string {
  if (bets.length === 0) return h(t('noBets'));
  const rows = bets.map((b) => {
    const pick = `${b.numbers.map((n) => t(n)).join(', ')}${b.position === null ? '' : ` @${b.position}`}`;
    return `<tr><td>${h(b.numero)}<br><span class="muted">${h(b.gameCode)}</span></td><td>${h(betName(b.betType))}<br><b>${h(pick)}</b></td>
      <td>${h(money(b.stakeMinor))}</td><td class="st-${h(b.status)}">${h(t(STATUS[b.status] ?? b.status))}<br>${b.payoutMinor === null ? '' : h(money(b.payoutMinor))}</td></tr>`;
  });
  return `<table><thead><tr><th>${h(t('draw'))}</th><th>${h(t('bet'))}</th><th>${h(t('stake'))}</th><th>${h(t('status'))}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function heat(counts: number[], label: (i: number) => string): string {
  const max = Math.max(1, ...counts);
  return `<div class="heat">${counts.map((c, i) => `<span style="--h:${(c / max).toFixed(2)}" title="${h(label(i))}: ${c}">${h(label(i))}<br>${c}</span>`).join('')}</div>`;
}

export function trendHtml(trend: Trend): string {
  if (trend.draws === 0) return h(t('noResults'));
  if (trend.family === 'fast-5d') {
    const positions = trend.positions.map((counts, i) => `<p class="muted">${h(t('position'))} ${i + 1}</p>${heat(counts, String)}`).join('');
    const s = trend.sum;
    return `${positions}<p>${h(t('sum'))}: ${h(t('big'))} ${s.big} · ${h(t('small'))} ${s.small} · ${h(t('odd'))} ${s.odd} · ${h(t('even'))} ${s.even}</p>`;
  }
  const ranked = trend.lo.map((c, n) => ({ n: String(n).padStart(2, '0'), c })).sort((a, b) => b.c - a.c || a.n.localeCompare(b.n));
  const list = (items: { n: string; c: number }[]) => items.map((x) => `${x.n}×${x.c}`).join(' · ');
  return `<p>${h(t('hot'))}: <span class="mono">${h(list(ranked.slice(0, 10)))}</span></p>
    <p>${h(t('cold'))}: <span class="mono">${h(list(ranked.slice(-10).reverse()))}</span></p>
    <p class="muted">Đề</p>${heat(trend.de.slice(0, 100), (i) => String(i).padStart(2, '0'))}`;
}
