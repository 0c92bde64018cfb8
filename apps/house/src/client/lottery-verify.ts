import { commitmentOf, deriveResult } from '../lottery/draw/derive-result';
import { findGame } from '../lottery/games/lottery-games';
import { canonicalResult } from '../lottery/draw/draw-result';
import { el, t } from './common';
import { h, prizesTable, type DrawView } from './lottery-render';

/**
 * The lottery verifier: recomputes a draw in the browser with the engine's own deriveResult
 * (bundled from the same file the house draws with), checks sha256(seed) against the
 * commitment, and compares with the result the house published for that draw.
 */
const params = new URLSearchParams(location.search);
const fields = [['game', 'v-game'], ['numero', 'v-numero'], ['seed', 'v-seed'], ['commitment', 'v-commitment']] as const;
for (const [name, id] of fields) {
  const v = params.get(name);
  if (v !== null) el<HTMLInputElement>(id).value = v;
}

async function published(gameCode: string, numero: string): Promise<DrawView | null> {
  try {
    const res = await fetch(`/api/lottery/results?gameCode=${encodeURIComponent(gameCode)}&limit=200`);
    const env = (await res.json()) as { success: boolean; value: DrawView[] };
    return env.success ? (env.value.find((d) => d.numero === numero) ?? null) : null;
  } catch {
    return null;
  }
}

async function compute() {
  const gameCode = el<HTMLSelectElement>('v-game').value;
  const numero = el<HTMLInputElement>('v-numero').value.trim();
  const seed = el<HTMLInputElement>('v-seed').value.trim().toLowerCase();
  const commitment = el<HTMLInputElement>('v-commitment').value.trim().toLowerCase();
  const game = findGame(gameCode);
  if (!game || !/^[0-9a-f]{64}$/.test(seed)) return;
  const hash = await commitmentOf(seed);
  const result = await deriveResult(seed, game, numero);
  el('v-hash').textContent = hash;
  const commitOk = commitment === '' ? null : hash === commitment;
  el('v-commit-check').innerHTML = commitOk === null ? '' : `<b class="${commitOk ? 'win' : 'msg'}">${h(t(commitOk ? 'commitmentOk' : 'commitmentBad'))}</b>`;
  el('v-prizes').innerHTML = prizesTable(result.prizes).replace(/^<table class="prizes"><tbody>|<\/tbody><\/table>$/g, '');
  const record = await published(gameCode, numero);
  el('v-record-check').innerHTML = record?.result
    ? `<b class="${canonicalResult(record.result as typeof result) === canonicalResult(result) ? 'win' : 'msg'}">${h(t(canonicalResult(record.result as typeof result) === canonicalResult(result) ? 'matches' : 'mismatch'))}</b>`
    : '';
  el('v-output').hidden = false;
}

el<HTMLFormElement>('verify').addEventListener('submit', (event) => {
  event.preventDefault();
  void compute();
});
if (params.get('seed')) void compute();
