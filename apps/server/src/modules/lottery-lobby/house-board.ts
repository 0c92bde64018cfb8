import { getDrawBoardResponse, type DrawBoardEntry } from '@wl/contract/lottery/get-draw-board';
import { envelope } from '@wl/contract/common/envelope';
import { AppError } from '../../http/app-error';

/** The house's public lottery board, fetched at most once a second per process. */
export interface HouseBoard {
  entries(nowMs: number): Promise<DrawBoardEntry[]>;
}

const boardEnvelope = envelope(getDrawBoardResponse);
const MAX_AGE_MS = 1_000;
const TIMEOUT_MS = 5_000;

/**
 * Every lobby call reads the whole board (a few dozen games), so one fetch serves all callers
 * within a second; concurrent misses share the same request instead of each calling the house.
 * The entries' times are shifted by the cache age so a countdown never runs long.
 */
export function houseBoard(baseUrl: string, fetchFn: typeof fetch = fetch): HouseBoard {
  let cached: { atMs: number; entries: Promise<DrawBoardEntry[]> } | null = null;
  const load = async (): Promise<DrawBoardEntry[]> => {
    const url = new URL('/api/lottery/board', baseUrl);
    const res = await fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => null);
    const body: unknown = res?.ok ? await res.json().catch(() => null) : null;
    const parsed = boardEnvelope.safeParse(body);
    if (!parsed.success || !parsed.data.success || !parsed.data.value) {
      throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
    }
    return parsed.data.value;
  };
  return {
    async entries(nowMs) {
      if (!cached || nowMs - cached.atMs >= MAX_AGE_MS || nowMs < cached.atMs) {
        const entries = load();
        cached = { atMs: nowMs, entries };
        entries.catch(() => {
          if (cached?.entries === entries) cached = null;
        });
      }
      const age = nowMs - cached.atMs;
      return (await cached.entries).map((e) => aged(e, age));
    },
  };
}

function aged(entry: DrawBoardEntry, ageMs: number): DrawBoardEntry {
  if (ageMs <= 0) return entry;
  return {
    ...entry,
    current: { ...entry.current, remainTime: Math.max(0, entry.current.remainTime - ageMs) },
  };
}
