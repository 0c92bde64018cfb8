import type { Deal } from '../games/baccarat/baccarat-rules';
import { api, el, errorText, loadHistory, money, setBalance, showMessage, startSession, t } from './common';
import { cardsHtml } from './cards-view';

/** The live table: polls the round, takes chips on spots, shows the deal and the road. */
interface TableState {
  serverNow: number;
  round: { id: string; seq: string; status: 'betting' | 'settled'; msLeft: number } | null;
  totals: { spot: string; stakeMinor: string; players: number }[];
  players: number;
  myBets: { id: string; tableRound: string; spot: string; stakeMinor: string; status: string; winMinor: string | null }[];
  last: { id: string; seq: string; deal: Deal } | null;
  road: string[];
}

let chip = 100n;
let state: TableState | null = null;
let closesAt = 0;
let lastShown = '';

function render(s: TableState) {
  state = s;
  if (!s.round) return;
  el('seq').textContent = s.round.seq;
  el('players').textContent = String(s.players);
  closesAt = s.round.status === 'betting' ? Date.now() + s.round.msLeft : 0;
  for (const b of document.querySelectorAll<HTMLElement>('[data-total]')) {
    const tot = s.totals.find((x) => x.spot === b.dataset.total);
    b.textContent = tot ? `${money(tot.stakeMinor)} · ${tot.players} ${t('players')}` : '';
  }
  for (const b of document.querySelectorAll<HTMLElement>('[data-mine]')) {
    const mine = s.myBets.filter((x) => x.spot === b.dataset.mine && x.tableRound === s.round?.id);
    const sum = mine.reduce((n, x) => n + BigInt(x.stakeMinor), 0n);
    b.textContent = sum > 0n ? money(sum) : '';
  }
  if (s.last && s.last.id !== lastShown) showDeal(s.last, s);
  el('road').innerHTML = s.road
    .map((o) => `<i class="${o[0]}" title="${t(o)}">${t(o).slice(0, 1)}</i>`)
    .join('');
}

function showDeal(last: NonNullable<TableState['last']>, s: TableState) {
  lastShown = last.id;
  el('pcards').innerHTML = cardsHtml(last.deal.player);
  el('bcards').innerHTML = cardsHtml(last.deal.banker);
  el('ptotal').textContent = String(last.deal.playerTotal);
  el('btotal').textContent = String(last.deal.bankerTotal);
  const mine = s.myBets.filter((b) => b.tableRound === last.id);
  const won = mine.reduce((n, b) => n + BigInt(b.winMinor ?? '0'), 0n);
  const out = el('outcome');
  out.textContent = `${t('result')}: ${t(last.deal.outcome)}${won > 0n ? ` · ${t('win')} ${money(won)}` : ''}`;
  out.className = won > 0n ? 'big win' : 'big';
  if (mine.length > 0) void refreshBalance();
}

async function refreshBalance() {
  try {
    const s = await api<{ balanceMinor: string | null }>('/api/session');
    setBalance(s.balanceMinor);
    void loadHistory();
  } catch {
    /* the next poll tries again */
  }
}

function tickClock() {
  const clock = el('clock');
  if (!state?.round) return;
  const left = Math.max(0, closesAt - Date.now());
  clock.textContent = state.round.status === 'betting' && left > 0 ? `${t('betsClose')} ${Math.ceil(left / 1000)} s` : t('dealing');
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-spot]')) b.disabled = left <= 0;
}

async function poll() {
  try {
    render(await api<TableState>('/api/baccarat/state'));
  } catch (error) {
    showMessage(errorText(error));
  }
}

async function placeBet(spot: string) {
  showMessage('');
  try {
    const r = await api<{ balanceMinor: string }>('/api/baccarat/bet', { spot, stakeMinor: chip.toString() });
    setBalance(r.balanceMinor);
    await poll();
  } catch (error) {
    showMessage(errorText(error));
  }
}

async function main() {
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-chip]')) {
    b.addEventListener('click', () => {
      chip = BigInt(b.dataset.chip ?? '100');
      for (const o of document.querySelectorAll('[data-chip]')) o.setAttribute('aria-pressed', String(o === b));
    });
  }
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-spot]')) {
    b.addEventListener('click', () => void placeBet(b.dataset.spot ?? ''));
  }
  if (!(await startSession())) return;
  await poll();
  setInterval(() => void poll(), 1_000);
  setInterval(tickClock, 250);
  await loadHistory();
}

void main();
