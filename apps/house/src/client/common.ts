import { parseMinor } from '@wl/money/minor-units';
import { formatAmount, formatDay, formatDecimalText, formatMoney, formatTime } from '../i18n/format';

/**
 * What every game page script shares: the boot data the server rendered, words, the session
 * token (from the URL fragment, then sessionStorage), the JSON API, money display.
 */
export interface Boot {
  game?: string;
  kind?: string;
  /** The platform's language code the page was opened in (links carry it on). */
  language: string;
  /** Its BCP 47 tag: what Intl formats numbers, money and dates with. */
  tag: string;
  dict: Record<string, string>;
  /** Slot symbols' labels in the page's language. */
  symbols?: Record<string, string>;
  round?: unknown;
  /** Dice and crash: the RTP (basis points) the next bet plays at. */
  rtpBp?: number;
}

export const boot: Boot = JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as Boot;

export function t(key: string): string {
  return boot.dict[key] ?? key;
}

export function symbolLabel(symbol: string): string {
  return boot.symbols?.[symbol] ?? symbol;
}

export function el<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing`);
  return found as T;
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly value: unknown,
  ) {
    super(code);
  }
}

const storageKey = `house:s:${boot.game ?? ''}`;
let token: string | null = null;

export function sessionToken(): string | null {
  if (token) return token;
  const match = /[#&]s=([A-Za-z0-9_-]+)/.exec(location.hash);
  try {
    if (match?.[1]) {
      sessionStorage.setItem(storageKey, match[1]);
      history.replaceState(null, '', location.pathname + location.search);
    }
    token = match?.[1] ?? sessionStorage.getItem(storageKey);
  } catch {
    token = match?.[1] ?? null; // storage blocked in this iframe: keep it for this page only
  }
  return token;
}

export async function api<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${sessionToken() ?? ''}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let env: { success: boolean; value: unknown; errorCode?: string };
  try {
    const res = await fetch(path, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? null : JSON.stringify(body) });
    env = (await res.json()) as typeof env;
  } catch {
    throw new ApiError('INTERNAL_ERROR', null);
  }
  if (!env.success) throw new ApiError(env.errorCode ?? 'INTERNAL_ERROR', env.value);
  return env.value as T;
}

// The session's currency, known once /api/session answers; amounts before that have no symbol.
let currency: string | null = null;

/** An amount in the page's language with the session's currency: "₱1,234.50", "1.234,50 ₱". */
export function money(minor: string | bigint | null | undefined): string {
  return minor === null || minor === undefined ? '—' : formatMoney(BigInt(minor), currency, boot.tag);
}

/** Decimal text (odds, multipliers, percentages) with the language's decimal sign. */
export function decimal(text: string): string {
  return formatDecimalText(text, boot.tag);
}

/** A draw's business date "2025.01.31" as the language writes a date. */
export function drawDay(dotted: string): string {
  return formatDay(dotted.replaceAll('.', '-'), boot.tag);
}

/** An amount without the currency (bet per line, totals next to a labelled field). */
export function amount(minor: bigint): string {
  return formatAmount(minor, boot.tag);
}

export function parseStake(text: string): bigint | null {
  const v = parseMinor(text.trim(), 2);
  return v !== null && v > 0n ? v : null;
}

export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return t('INTERNAL_ERROR');
  const value = error.value as { balanceMinor?: string } | null;
  const balance = error.code === 'INSUFFICIENT_FUNDS' && value?.balanceMinor ? ` (${t('balance')} ${money(value.balanceMinor)})` : '';
  return t(error.code) + balance;
}

export function showMessage(text: string): void {
  const msg = document.getElementById('msg');
  if (msg) msg.textContent = text;
}

export function setBalance(minor: string | bigint | null): void {
  const b = document.getElementById('balance');
  if (b) b.textContent = money(minor);
}

export interface SessionInfo {
  gameCode: string;
  mode: 'real' | 'demo' | 'transfer';
  currency: string;
  lobbyUrl: string | null;
  balanceMinor: string | null;
}

/** Loads the session and fills the header; answers null (and says why) without one. */
export async function startSession(): Promise<SessionInfo | null> {
  if (!sessionToken()) {
    showMessage(t('SESSION_INVALID'));
    return null;
  }
  try {
    const s = await api<SessionInfo>('/api/session');
    currency = s.currency;
    setBalance(s.balanceMinor);
    el('demo').hidden = s.mode !== 'demo';
    if (s.lobbyUrl) {
      const lobby = el<HTMLAnchorElement>('lobby');
      lobby.href = s.lobbyUrl;
      lobby.target = '_top';
      lobby.hidden = false;
    }
    return s;
  } catch (error) {
    showMessage(errorText(error));
    return null;
  }
}

interface HistoryRound {
  id: string;
  stakeMinor: string;
  winMinor: string | null;
  status: string;
  createdAt: string;
}

export async function loadHistory(): Promise<void> {
  const box = document.getElementById('history');
  if (!box) return;
  try {
    const { rounds } = await api<{ rounds: HistoryRound[] }>('/api/rounds?limit=10');
    if (rounds.length === 0) {
      box.textContent = t('noRounds');
      return;
    }
    const rows = rounds.map((r) => {
      const time = formatTime(r.createdAt, boot.tag);
      const win = r.winMinor === null ? '—' : money(r.winMinor);
      return `<tr><td>${time}</td><td><bdi>${money(r.stakeMinor)}</bdi></td><td><bdi>${win}</bdi></td><td><a href="/round/${encodeURIComponent(r.id)}?lang=${boot.language}" target="_blank" rel="noopener">${t('replay')}</a></td></tr>`;
    });
    box.innerHTML = `<table><thead><tr><th>${t('time')}</th><th>${t('stake')}</th><th>${t('win')}</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  } catch {
    box.textContent = '';
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
