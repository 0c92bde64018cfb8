import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, hundredthsText } from '../games/fair/fair-math';
import { api, decimal, el, errorText, loadHistory, money, parseStake, setBalance, showMessage, sleep, startSession, t } from './common';
import { bumpNonce, initSeeds } from './seeds-panel';

/**
 * The crash page. The round's crash point is fixed by the seeds before the flight; the page
 * flies the multiplier up to it (time ∝ ln of the point) and shows where the auto cash-out was.
 */
const stakeInput = el<HTMLInputElement>('stake');
const targetInput = el<HTMLInputElement>('target');
const play = el<HTMLButtonElement>('play');
const curve = el('curve') as unknown as SVGPolylineElement;
const cashLine = el('cashline') as unknown as SVGLineElement;
const mult = el('mult');

const MS_PER_E = 2_200;
const MAX_FLIGHT_MS = 7_000;

function yOf(value: number, top: number): number {
  return 150 - (Math.log(value) / Math.log(Math.max(top, 2))) * 140;
}

async function fly(crash: number, target: number, won: boolean) {
  const end = crash / 100;
  const duration = Math.min(Math.log(end) * MS_PER_E, MAX_FLIGHT_MS);
  const top = Math.max(end, target / 100) * 1.1;
  cashLine.setAttribute('y1', String(yOf(target / 100, top)));
  cashLine.setAttribute('y2', String(yOf(target / 100, top)));
  const points: string[] = ['0,150'];
  const started = performance.now();
  mult.className = 'big';
  for (;;) {
    const f = duration === 0 ? 1 : Math.min(1, (performance.now() - started) / duration);
    const value = Math.exp(Math.log(end) * f);
    points.push(`${(f * 300).toFixed(1)},${yOf(value, top).toFixed(1)}`);
    curve.setAttribute('points', points.join(' '));
    mult.textContent = `${decimal(value.toFixed(2))}×`;
    if (won && value * 100 >= target) mult.classList.add('win');
    if (f >= 1) break;
    await sleep(30);
  }
  mult.textContent = `${t('crashedAt')} ${decimal(hundredthsText(crash))}×`;
}

async function start() {
  const stake = parseStake(stakeInput.value);
  const target = Math.round(Number(targetInput.value) * 100);
  if (stake === null || !Number.isInteger(target) || target < CRASH_MIN_TARGET || target > CRASH_MAX_TARGET) {
    showMessage(t('BAD_REQUEST'));
    return;
  }
  play.disabled = true;
  showMessage('');
  try {
    const r = await api<{ crashPoint: number; won: boolean; winMinor: string; balanceMinor: string; nonce: string }>(
      '/api/crash/bet', { stakeMinor: stake.toString(), target });
    await fly(r.crashPoint, target, r.won);
    showMessage(r.won ? '' : t('lost'));
    if (r.won) mult.textContent += ` · ${t('win')} ${money(r.winMinor)}`;
    setBalance(r.balanceMinor);
    bumpNonce(r.nonce);
    void loadHistory();
  } catch (error) {
    showMessage(errorText(error));
  } finally {
    play.disabled = false;
  }
}

async function main() {
  play.addEventListener('click', () => void start());
  if (!(await startSession())) return;
  await initSeeds();
  play.disabled = false;
  await loadHistory();
}

void main();
