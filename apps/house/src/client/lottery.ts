import { api, ApiError, boot, decimal, drawDay, el, errorText, money, parseStake, setBalance, showMessage, startSession, t } from './common';
import { balls, betsTable, h, resultsTable, trendHtml, verifyHref, type BetView, type DrawView, type Trend } from './lottery-render';

/**
 * The lottery betting page: pick a game and its open draw, a bet type, numbers and a stake.
 * The countdown runs to the draw's lock time: remainTime from the board minus half the round
 * trip of that request; at zero betting is disabled until the next draw opens.
 */
interface BoardEntry {
  gameCode: string; family: string;
  current: { numero: string; remainTime: number; commitment: string | null; bettingOpen: boolean };
  last: { numero: string; winningTime: string; winNo: string[]; commitment: string; seed: string } | null;
}
interface RuleRow { betType: string; name: string; text: string; rtpPercent: string; win: string; per: string }
interface Rules { betTypes: RuleRow[] }

const DIGITS: Record<string, number> = { lo2: 2, de: 2, de_dau: 2, de_dau_duoi: 2, lo3: 3, ba_cang: 3, d4: 4 };
const XIEN: Record<string, number> = { xien2: 2, xien3: 3, xien4: 4 };
const CHOICES: Record<string, string[]> = {
  sum_big_small: ['big', 'small'], pos_big_small: ['big', 'small'], sum_odd_even: ['odd', 'even'],
  pos_odd_even: ['odd', 'even'], pos_digit: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
};

const gameSelect = el<HTMLSelectElement>('game');
const numeroSelect = el<HTMLSelectElement>('numero');
const typeSelect = el<HTMLSelectElement>('bet-type');
const placeButton = el<HTMLButtonElement>('place');
let gameCode = boot.game ?? gameSelect.value;
let rules: RuleRow[] = [];
let board: BoardEntry | null = null;
let lockDeadline = 0; // performance.now() at which betting closes
let choice: string | null = null;
let betRef: string | null = null;
let hasSession = false;
let pollTimer: number | undefined;

const rule = () => rules.find((r) => r.betType === typeSelect.value);
const newRef = () => `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

function renderPick() {
  const type = typeSelect.value;
  const box = el('pick');
  el('position-box').hidden = !type.startsWith('pos_');
  const choices = CHOICES[type];
  if (choices) {
    choice = null;
    box.innerHTML = `<div class="choices">${choices.map((c) => `<button type="button" data-c="${h(c)}" aria-pressed="false">${h(t(c))}</button>`).join('')}</div>`;
  } else {
    const count = XIEN[type] ?? 1;
    const digits = DIGITS[type] ?? 2;
    box.innerHTML = Array.from({ length: count }, (_, i) =>
      `<label class="grow">${h(t('numbers'))} ${count > 1 ? i + 1 : ''}<input class="num" inputmode="numeric" maxlength="${digits}" pattern="\\d{${digits}}" placeholder="${'0'.repeat(digits)}" title="${h(t('pickHint'))}"></label>`).join('');
  }
  betRef = null;
  updatePayout();
}

function selection(): { numbers: string[]; position: number | null } | null {
  const type = typeSelect.value;
  const position = type.startsWith('pos_') ? Number(el<HTMLSelectElement>('position').value) : null;
  if (CHOICES[type]) return choice === null ? null : { numbers: [choice], position };
  const digits = DIGITS[type] ?? 2;
  const numbers = [...document.querySelectorAll<HTMLInputElement>('#pick input.num')].map((i) => i.value.trim());
  return numbers.every((n) => new RegExp(`^\\d{${digits}}$`).test(n)) ? { numbers, position } : null;
}

function updatePayout() {
  const r = rule();
  const stake = parseStake(el<HTMLInputElement>('stake').value);
  // Amount and percentage each isolated, so a right-to-left page keeps their order.
  el('max-payout').innerHTML = r && stake !== null ? `<bdi>${h(money((stake * BigInt(r.win)) / BigInt(r.per)))}</bdi> (<bdi>${h(decimal(r.rtpPercent))} %</bdi>)` : '—';
}

function updateLock() {
  const left = Math.max(0, lockDeadline - performance.now());
  const open = board?.current.bettingOpen === true && left > 0;
  const s = Math.ceil(left / 1000);
  el('countdown').textContent = `${Math.floor(s / 3600) > 0 ? `${Math.floor(s / 3600)}:` : ''}${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  el('lock-state').textContent = open ? t('betsCloseIn') : t('locked');
  el('draw-card').classList.toggle('locked', !open);
  placeButton.disabled = !open || !hasSession;
  return left;
}

async function loadBoard() {
  window.clearTimeout(pollTimer);
  const started = performance.now();
  try {
    const [entry] = await api<BoardEntry[]>(`/api/lottery/board?games=${encodeURIComponent(gameCode)}`);
    const roundTrip = performance.now() - started;
    if (!entry) return;
    const changed = board?.current.numero !== entry.current.numero;
    board = entry;
    lockDeadline = performance.now() + entry.current.remainTime - roundTrip / 2;
    numeroSelect.innerHTML = `<option value="${h(entry.current.numero)}">${h(entry.current.numero)}</option>`;
    el('commitment').textContent = entry.current.commitment ?? '—';
    el('last-numero').innerHTML = entry.last ? `<bdi dir="ltr">${h(entry.last.numero)}</bdi> · <bdi>${h(drawDay(entry.last.winningTime))}</bdi>` : '';
    el('last').innerHTML = entry.last
      ? `${balls(entry.last.winNo)}<p class="mono">${h(t('seed'))}: ${h(entry.last.seed)}</p><a href="${h(verifyHref(gameCode, entry.last))}" target="_blank" rel="noopener">${h(t('verify'))}</a>`
      : h(t('noResults'));
    if (changed) void loadLists();
  } catch (error) {
    showMessage(errorText(error));
  }
  // Re-poll every min(remaining, 30 s), or 7 s once betting is closed (waiting for the next draw).
  const left = updateLock();
  pollTimer = window.setTimeout(() => void loadBoard(), left > 0 ? Math.min(left + 300, 30_000) : 7_000);
}

async function loadLists() {
  const code = encodeURIComponent(gameCode);
  const [results, trend] = await Promise.allSettled([
    api<DrawView[]>(`/api/lottery/results?gameCode=${code}&limit=10`),
    api<Trend>(`/api/lottery/trend?gameCode=${code}&count=30`),
  ]);
  if (results.status === 'fulfilled') el('results').innerHTML = resultsTable(gameCode, results.value);
  if (trend.status === 'fulfilled') {
    el('trend').innerHTML = trendHtml(trend.value);
    el('trend-count').textContent = t('lastDraws').replace('{n}', String(trend.value.draws));
  }
  if (hasSession) await loadBets();
}

async function loadBets() {
  try {
    const bets = await api<BetView[]>(`/api/lottery/bets?limit=20`);
    el('bets').innerHTML = betsTable(bets, (type) => rules.find((r) => r.betType === type)?.name ?? type);
  } catch (error) {
    el('bets').textContent = errorText(error);
  }
}

async function loadRules() {
  const r = await api<Rules>(`/api/lottery/rules?gameCode=${encodeURIComponent(gameCode)}&lang=${boot.language}`);
  rules = r.betTypes;
  typeSelect.innerHTML = rules.map((x) => `<option value="${h(x.betType)}">${h(x.name)} · ${h(decimal(x.rtpPercent))} %</option>`).join('');
  const body = rules.map((x) => `<tr><th>${h(x.name)}</th><td>${h(x.text)}</td><td class="rtp"><bdi>${h(decimal(x.rtpPercent))} %</bdi></td></tr>`).join('');
  const table = document.querySelector('#rules-table tbody');
  if (table) table.innerHTML = body;
  renderPick();
}

async function place() {
  const pick = selection();
  const stake = parseStake(el<HTMLInputElement>('stake').value);
  if (!board || !pick || stake === null) return showMessage(t('lottery.bet_invalid'));
  betRef ??= newRef(); // kept across a retry after a network failure: the house replays it
  placeButton.disabled = true;
  try {
    const bet = await api<BetView & { balanceMinor: string | null }>('/api/lottery/bets', {
      gameCode, numero: board.current.numero, betType: typeSelect.value, numbers: pick.numbers,
      position: pick.position, stakeMinor: stake.toString(), betRef,
    });
    betRef = null;
    if (bet.balanceMinor !== null) setBalance(bet.balanceMinor);
    showMessage('');
    el('msg').innerHTML = `<span class="win">${h(t('placed'))}: ${h(bet.numero)} · ${h(pick.numbers.map(t).join(', '))} · ${h(money(bet.stakeMinor))}</span>`;
    await loadBets();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'INTERNAL_ERROR')) betRef = null;
    showMessage(errorText(error));
  } finally {
    updateLock();
  }
}

async function main() {
  gameSelect.addEventListener('change', () => {
    gameCode = gameSelect.value;
    board = null;
    void loadRules().then(loadBoard);
  });
  typeSelect.addEventListener('change', renderPick);
  el('pick').addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-c]');
    if (!button) return;
    choice = button.dataset.c ?? null;
    for (const b of el('pick').querySelectorAll('button')) b.setAttribute('aria-pressed', String(b === button));
    betRef = null;
  });
  el('pick').addEventListener('input', () => (betRef = null));
  el('stake').addEventListener('input', () => {
    betRef = null;
    updatePayout();
  });
  placeButton.addEventListener('click', () => void place());
  window.setInterval(updateLock, 250);
  hasSession = (await startSession()) !== null;
  await loadRules();
  await loadBoard();
}

void main();
