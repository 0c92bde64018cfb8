import { findSlot } from '../games/slots/slot-catalogue';
import type { LineWin } from '../games/slots/slot-engine';
import { symbolColor } from '../games/slots/symbol-art';
import { amount, api, boot, el, errorText, loadHistory, money, setBalance, showMessage, sleep, startSession, symbolLabel, t } from './common';

/** The slot page: bet per line, spin, reels that stop one by one, winning lines lit. */
interface SpinAnswer {
  roundId: string;
  window: string[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterMultiplier: number;
  winMinor: string;
  balanceMinor: string | null;
  creditPending: boolean;
  /** Free spins only: how many are left after this one. */
  freeSpinsLeft?: number;
}

interface FreeSpins {
  spinsLeft: number;
  betMinor: string | null;
}

const def = findSlot(boot.game ?? '');
const reels = el('reels');
const spinButton = el<HTMLButtonElement>('spin');
const bpl = el<HTMLSelectElement>('bpl');
const freeSpinButton = el<HTMLButtonElement>('free-spin');
const symbols = def ? Object.keys(def.paytable).concat(def.scatter ? [def.scatter.symbol] : []) : [];

function paint(tile: Element, symbol: string) {
  const e = tile as HTMLElement;
  e.dataset.sym = symbol;
  e.style.background = symbolColor(symbol);
  e.textContent = symbolLabel(symbol);
  e.classList.remove('hit');
}

function column(reel: number): HTMLElement[] {
  return Array.from(reels.children[reel]?.children ?? []) as HTMLElement[];
}

function updateTotal() {
  if (!def) return;
  el('total').textContent = amount(BigInt(bpl.value) * BigInt(def.lines.length));
}

/** Shows the free spins the site granted (points mall), or hides the panel when there are none. */
function showFreeSpins(left: number, betMinor: string | null) {
  el('free-spins').hidden = left <= 0;
  el('free-spins-left').textContent = String(left);
  if (betMinor !== null) el('free-spin-bet').textContent = money(betMinor);
  freeSpinButton.disabled = left <= 0;
}

async function loadFreeSpins() {
  try {
    const f = await api<FreeSpins>('/api/slot/free-spins');
    showFreeSpins(f.spinsLeft, f.betMinor);
  } catch {
    showFreeSpins(0, null);
  }
}

async function spin(free = false) {
  if (!def) return;
  spinButton.disabled = true;
  freeSpinButton.disabled = true;
  showMessage('');
  el('win').textContent = '';
  el('wins').hidden = true;
  reels.classList.add('spinning');
  let spinning = true;
  const flicker = (async () => {
    while (spinning) {
      for (let r = 0; r < 5; r++) for (const tile of column(r)) paint(tile, symbols[Math.floor(Math.random() * symbols.length)] ?? '');
      await sleep(70);
    }
  })();
  try {
    const answer = free
      ? await api<SpinAnswer>('/api/slot/free-spin', {})
      : await api<SpinAnswer>('/api/slot/spin', { betPerLineMinor: bpl.value });
    spinning = false;
    await flicker;
    for (let r = 0; r < 5; r++) {
      column(r).forEach((tile, row) => paint(tile, answer.window[r]?.[row] ?? ''));
      await sleep(110);
    }
    reels.classList.remove('spinning');
    showWins(answer);
    if (answer.balanceMinor !== null) setBalance(answer.balanceMinor);
    if (answer.creditPending) showMessage(t('pending'));
    void loadHistory();
  } catch (error) {
    spinning = false;
    await flicker;
    reels.classList.remove('spinning');
    showMessage(errorText(error));
  } finally {
    spinButton.disabled = false;
    await loadFreeSpins();
  }
}

function showWins(answer: SpinAnswer) {
  if (!def) return;
  for (const w of answer.lineWins) {
    const rows = def.lines[w.line - 1] ?? [];
    for (let r = 0; r < w.count; r++) column(r)[rows[r] ?? 0]?.classList.add('hit');
  }
  if (answer.scatterMultiplier > 0 && def.scatter) {
    for (let r = 0; r < 5; r++) for (const tile of column(r)) if (tile.dataset.sym === def.scatter.symbol) tile.classList.add('hit');
  }
  const won = BigInt(answer.winMinor) > 0n;
  const winBox = el('win');
  winBox.textContent = won ? `${t('win')} ${money(answer.winMinor)}` : '';
  winBox.className = won ? 'big win' : 'big';
  const wins = el('wins');
  const items = answer.lineWins.map(
    (w) => `<li>${t('line')} ${w.line}: ${w.count} × ${symbolLabel(w.symbol)} → ${w.multiplier}× ${t('betPerLine')}</li>`,
  );
  if (answer.scatterMultiplier > 0) items.push(`<li>${t('scatter')} × ${answer.scatterCount} → ${answer.scatterMultiplier}× ${t('totalBet')}</li>`);
  wins.innerHTML = `<ul>${items.join('')}</ul>`;
  wins.hidden = items.length === 0;
}

async function main() {
  updateTotal();
  bpl.addEventListener('change', updateTotal);
  spinButton.addEventListener('click', () => void spin());
  freeSpinButton.addEventListener('click', () => void spin(true));
  const session = await startSession();
  if (!session) return;
  spinButton.disabled = false;
  await Promise.all([loadFreeSpins(), loadHistory()]);
}

void main();
