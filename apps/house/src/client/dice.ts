import { diceBetIsValid, diceMultiplierText, diceReturnMinor, diceWinningOutcomes, hundredthsText, type DiceDirection } from '../games/fair/fair-math';
import { api, boot, decimal, el, errorText, loadHistory, money, parseStake, setBalance, showMessage, startSession, t } from './common';
import { bumpNonce, initSeeds } from './seeds-panel';

/** The dice page: stake, target and direction; the roll comes from the seed pair and nonce. */
const stakeInput = el<HTMLInputElement>('stake');
const targetInput = el<HTMLInputElement>('target');
const direction = el<HTMLSelectElement>('direction');
const play = el<HTMLButtonElement>('play');

function bet(): { stake: bigint | null; dir: DiceDirection; target: number; valid: boolean } {
  const dir = direction.value === 'over' ? 'over' : 'under';
  const target = Math.round(Number(targetInput.value) * 100);
  const stake = parseStake(stakeInput.value);
  return { stake, dir, target, valid: stake !== null && diceBetIsValid(dir, target) };
}

function update() {
  const b = bet();
  const zone = el('zone');
  if (!diceBetIsValid(b.dir, b.target)) {
    el('chance').textContent = el('multiplier').textContent = el('payout').textContent = '—';
    return;
  }
  const chance = diceWinningOutcomes(b.dir, b.target);
  el('chance').textContent = `${decimal(hundredthsText(chance))} %`;
  el('multiplier').textContent = `${decimal(diceMultiplierText(b.dir, b.target, boot.rtpBp))}×`;
  el('payout').textContent = b.stake === null ? '—' : money(diceReturnMinor(b.stake, b.dir, b.target, boot.rtpBp));
  const pct = b.target / 100;
  zone.style.left = b.dir === 'under' ? '0' : `${pct}%`;
  zone.style.right = b.dir === 'under' ? `${100 - pct}%` : '0';
}

async function roll() {
  const b = bet();
  if (!b.valid || b.stake === null) {
    showMessage(t('BAD_REQUEST'));
    return;
  }
  play.disabled = true;
  showMessage('');
  try {
    const r = await api<{ roll: number; won: boolean; winMinor: string; balanceMinor: string; nonce: string }>(
      '/api/dice/bet', { stakeMinor: b.stake.toString(), direction: b.dir, target: b.target });
    const out = el('roll');
    out.textContent = decimal(hundredthsText(r.roll));
    out.className = r.won ? 'big win' : 'big';
    const marker = el('marker');
    marker.hidden = false;
    marker.style.left = `calc(${r.roll / 100}% - 2px)`;
    showMessage(r.won ? '' : t('lost'));
    if (r.won) out.textContent += ` · ${t('win')} ${money(r.winMinor)}`;
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
  for (const input of [stakeInput, targetInput, direction]) input.addEventListener('input', update);
  update();
  play.addEventListener('click', () => void roll());
  if (!(await startSession())) return;
  await initSeeds();
  play.disabled = false;
  await loadHistory();
}

void main();
