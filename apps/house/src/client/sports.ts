/**
 * The FB Sports page (sports/web/sports-page.ts): polls the public board, counts down to
 * kickoff, keeps one pick in the bet slip and places it with the session token; lists my bets
 * and the last results with their revealed seeds.
 */
import { verifyRound } from '../sports/derive-scores';
import { api, ApiError, boot, decimal, el, errorText, money, parseStake, setBalance, showMessage, startSession, t } from './common';

interface MatchView {
  matchId: string;
  matchNo: number;
  homeRating: number;
  awayRating: number;
  home: string;
  away: string;
  odds: Record<Pick['selection'], string>;
  score: { home: number; away: number } | null;
}
interface RoundView {
  code: string;
  kickoffAt: string;
  status: string;
  commitment: string;
  seed: string | null;
  voidReason: string | null;
  matches: MatchView[];
}
interface Board {
  now: string;
  minStakeMinor: string;
  maxStakeMinor: string;
  round: RoundView | null;
  results: RoundView[];
}
interface BetView {
  betId: string;
  roundCode: string;
  home: string;
  away: string;
  selection: string;
  odds: string;
  stakeMinor: string;
  payoutMinor: string | null;
  status: string;
  score: { home: number; away: number } | null;
}
interface Pick {
  matchId: string;
  market: '1X2' | 'OU25';
  selection: 'home' | 'draw' | 'away' | 'over' | 'under';
  odds: string;
  label: string;
}

const SELECTIONS: { market: Pick['market']; selection: Pick['selection'] }[] = [
  { market: '1X2', selection: 'home' }, { market: '1X2', selection: 'draw' }, { market: '1X2', selection: 'away' },
  { market: 'OU25', selection: 'over' }, { market: 'OU25', selection: 'under' },
];
const teams = (boot as unknown as { teams: Record<string, string> }).teams;
const teamName = (code: string) => teams[code] ?? code;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let board: Board | null = null;
let clockSkewMs = 0;
let pick: Pick | null = null;
let hasSession = false;

function possibleReturn(): bigint | null {
  const stake = parseStake(el<HTMLInputElement>('stake').value);
  if (!pick || stake === null) return null;
  const [whole = '0', frac = '0'] = pick.odds.split('.');
  return (stake * BigInt(whole + frac.padEnd(3, '0'))) / 1000n;
}

function renderSlip() {
  el('slip-pick').textContent = pick ? `${pick.label} @ ${decimal(pick.odds)}` : t('pickOdds');
  el('possible').innerHTML = `<bdi>${esc(money(possibleReturn()))}</bdi>`;
  el<HTMLButtonElement>('place').disabled = !pick || !hasSession || !board?.round;
  for (const b of document.querySelectorAll<HTMLButtonElement>('#matches button[data-match]')) {
    b.setAttribute('aria-pressed', String(pick?.matchId === b.dataset.match && pick?.selection === b.dataset.selection));
  }
}

function renderMatches(round: RoundView | null) {
  const box = el('matches');
  if (!round) {
    box.innerHTML = `<p class="muted">${esc(t('waitingRound'))}</p>`;
    return;
  }
  box.innerHTML = round.matches.map((m) => {
    const buttons = SELECTIONS.map(({ market, selection }) =>
      `<button type="button" data-match="${m.matchId}" data-market="${market}" data-selection="${selection}" aria-pressed="false"
        aria-label="${esc(`${teamName(m.home)} – ${teamName(m.away)}: ${t(selection)} ${decimal(m.odds[selection])}`)}">
        <span>${esc(t(selection))}</span><b>${decimal(m.odds[selection])}</b></button>`).join('');
    return `<div class="sp-match"><div class="sp-teams">${esc(teamName(m.home))} – ${esc(teamName(m.away))}</div>
      <div class="sp-odds">${buttons}</div></div>`;
  }).join('');
}

let shownResults = '';

function renderResults(results: RoundView[]) {
  // Only when a round was added or changed, so an open round and its verification stay put.
  const key = results.map((r) => `${r.code}:${r.status}`).join();
  if (key === shownResults) return;
  shownResults = key;
  const box = el('results');
  if (results.length === 0) {
    box.textContent = t('noResults');
    return;
  }
  box.innerHTML = results.map((r) => {
    const lines = r.status === 'void'
      ? `<p>${esc(t('voidRound'))}</p>`
      : `<table><tbody>${r.matches.map((m) => `<tr><td>${esc(teamName(m.home))}</td><td><b>${m.score ? `${m.score.home} – ${m.score.away}` : '—'}</b></td><td>${esc(teamName(m.away))}</td></tr>`).join('')}</tbody></table>`;
    const verify = r.status === 'void' || !r.seed ? ''
      : `<button type="button" data-verify="${esc(r.code)}">${esc(t('verifyRound'))}</button> <span role="status"></span>`;
    return `<details><summary>${esc(t('round'))} ${esc(r.code)}</summary>${lines}
      <p class="mono">${esc(t('commitment'))}: ${esc(r.commitment)}<br>${esc(t('seed'))}: ${esc(r.seed ?? '—')}</p>${verify}</details>`;
  }).join('');
}

/** Recomputes a published round here, with the same code the house ran (derive-scores.ts). */
el('results').addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-verify]');
  const round = board?.results.find((r) => r.code === button?.dataset.verify);
  const out = button?.nextElementSibling;
  if (!button || !round?.seed || !out) return;
  const matches = round.matches.flatMap((m) => (m.score ? [{ ...m, score: m.score }] : []));
  void verifyRound({ code: round.code, commitment: round.commitment, seed: round.seed, matches }).then((ok) => {
    out.textContent = t(ok ? 'verifiedOk' : 'verifiedBad');
    out.className = ok ? 'win' : 'msg';
  });
});

async function loadBets() {
  if (!hasSession) return;
  try {
    const bets = await api<BetView[]>('/api/sports/bets?limit=20');
    const box = el('bets');
    if (bets.length === 0) {
      box.textContent = t('noBets');
      return;
    }
    const rows = bets.map((b) => `<tr><td>${esc(b.roundCode)}<br>${esc(teamName(b.home))} – ${esc(teamName(b.away))}${b.score ? ` (${b.score.home}–${b.score.away})` : ''}</td>
      <td>${esc(t(b.selection))} @ ${esc(decimal(b.odds))}</td><td>${money(b.stakeMinor)}</td>
      <td class="${b.status === 'won' ? 'win' : ''}">${esc(t(`${b.status}Status`))}${b.payoutMinor && b.status === 'won' ? ` ${money(b.payoutMinor)}` : ''}</td></tr>`);
    box.innerHTML = `<table><thead><tr><th>${esc(t('match'))}</th><th>${esc(t('pick'))}</th><th>${esc(t('stake'))}</th><th>${esc(t('status'))}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  } catch {
    // The board keeps working; the list is refreshed on the next poll.
  }
}

async function loadBoard() {
  try {
    const next = await api<Board>('/api/sports/board');
    clockSkewMs = Date.parse(next.now) - Date.now();
    const changed = next.round?.code !== board?.round?.code;
    board = next;
    el('round-code').textContent = next.round?.code ?? '—';
    el('commitment').textContent = next.round?.commitment ?? '—';
    el('limits').textContent = t('limits').replace('{min}', money(next.minStakeMinor)).replace('{max}', money(next.maxStakeMinor));
    if (changed) {
      pick = null;
      renderMatches(next.round);
      void loadBets();
    }
    renderResults(next.results);
    renderSlip();
  } catch (error) {
    showMessage(errorText(error));
  }
}

function tick() {
  const round = board?.round;
  const left = round ? Date.parse(round.kickoffAt) - (Date.now() + clockSkewMs) : 0;
  el('countdown').textContent = round && left > 0 ? `${Math.floor(left / 60_000)}:${String(Math.floor((left % 60_000) / 1000)).padStart(2, '0')}` : '—';
  el('round-state').textContent = round && left <= 0 ? t('betsClosed') : round ? '' : t('waitingRound');
  if (round && left <= 0) el<HTMLButtonElement>('place').disabled = true;
}

el('matches').addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-match]');
  const match = board?.round?.matches.find((m) => m.matchId === button?.dataset.match);
  if (!button || !match) return;
  const selection = button.dataset.selection as Pick['selection'];
  pick = { matchId: match.matchId, market: button.dataset.market as Pick['market'], selection, odds: match.odds[selection],
    label: `${teamName(match.home)} – ${teamName(match.away)}: ${t(selection)}` };
  showMessage('');
  renderSlip();
});
el('stake').addEventListener('input', renderSlip);
el('slip').addEventListener('submit', (event) => {
  event.preventDefault();
  void placeBet();
});

async function placeBet() {
  const stake = parseStake(el<HTMLInputElement>('stake').value);
  if (!pick || stake === null) return;
  const button = el<HTMLButtonElement>('place');
  button.disabled = true;
  el('msg').classList.remove('ok');
  try {
    const placed = await api<{ balanceMinor: string | null }>('/api/sports/bets', {
      matchId: pick.matchId, market: pick.market, selection: pick.selection, stakeMinor: stake.toString(),
      betRef: `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
    });
    if (placed.balanceMinor !== null) setBalance(placed.balanceMinor);
    showMessage(t('placed'));
    el('msg').classList.add('ok');
    await loadBets();
  } catch (error) {
    const reason = error instanceof ApiError ? (error.value as { reason?: string } | null)?.reason : undefined;
    showMessage(reason ? t(`sports.${reason}`) : errorText(error));
  } finally {
    renderSlip();
  }
}

void (async () => {
  hasSession = (await startSession()) !== null;
  await loadBoard();
  await loadBets();
  setInterval(tick, 1000);
  setInterval(() => void loadBoard(), 5000);
  tick();
})();
