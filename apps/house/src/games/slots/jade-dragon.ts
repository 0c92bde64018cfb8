import type { SlotDefinition } from './slot-engine';
import { BET_PER_LINE_MINOR, PAYLINES_20 } from './paylines';

/**
 * Jade Dragon: 5 reels × 3 rows, 20 lines. DRAGON is wild (and pays on its own); PEARL is a
 * scatter paying 3, 12 or 50 times the total bet for 3, 4 or 5 anywhere in view. Reel strips of
 * 36 stops; RTP by exact enumeration ≈ 96.40 % (`npm run rtp -w @wl/house`).
 */
export const JADE_DRAGON: SlotDefinition = {
  code: 'jade-dragon',
  rows: 3,
  lines: PAYLINES_20,
  wild: 'DRAGON',
  scatter: { symbol: 'PEARL', pays: [0, 0, 0, 3, 12, 50] },
  betPerLineMinor: BET_PER_LINE_MINOR,
  paytable: {
    DRAGON: [0, 0, 100, 500, 2000],
    JADE: [0, 0, 40, 150, 500],
    COIN: [0, 0, 25, 100, 300],
    LANTERN: [0, 0, 20, 60, 200],
    FAN: [0, 0, 15, 40, 150],
    A: [0, 0, 10, 30, 100],
    K: [0, 0, 8, 25, 80],
    Q: [0, 0, 6, 20, 60],
    J: [0, 0, 5, 15, 50],
  },
  reels: [
    [
      'A', 'FAN', 'J', 'COIN', 'K', 'J', 'LANTERN', 'A', 'Q', 'J', 'FAN', 'K', 'PEARL', 'Q', 'A',
      'JADE', 'COIN', 'K', 'DRAGON', 'LANTERN', 'FAN', 'A', 'Q', 'J', 'K', 'J', 'J', 'COIN',
      'FAN', 'A', 'PEARL', 'LANTERN', 'K', 'JADE', 'Q', 'Q',
    ],
    [
      'K', 'K', 'DRAGON', 'FAN', 'J', 'COIN', 'Q', 'A', 'LANTERN', 'K', 'J', 'PEARL', 'FAN', 'A',
      'JADE', 'DRAGON', 'Q', 'COIN', 'K', 'A', 'LANTERN', 'FAN', 'K', 'J', 'Q', 'J', 'DRAGON',
      'A', 'J', 'PEARL', 'COIN', 'FAN', 'JADE', 'LANTERN', 'Q', 'A',
    ],
    [
      'Q', 'A', 'K', 'K', 'DRAGON', 'FAN', 'J', 'COIN', 'Q', 'A', 'LANTERN', 'K', 'J', 'PEARL',
      'FAN', 'A', 'JADE', 'DRAGON', 'Q', 'COIN', 'K', 'A', 'LANTERN', 'FAN', 'K', 'J', 'Q',
      'J', 'DRAGON', 'A', 'J', 'PEARL', 'COIN', 'FAN', 'JADE', 'LANTERN',
    ],
    [
      'JADE', 'LANTERN', 'Q', 'A', 'K', 'K', 'DRAGON', 'FAN', 'J', 'COIN', 'Q', 'A', 'LANTERN',
      'K', 'J', 'PEARL', 'FAN', 'A', 'JADE', 'DRAGON', 'Q', 'COIN', 'K', 'A', 'LANTERN', 'FAN',
      'K', 'J', 'Q', 'J', 'DRAGON', 'A', 'J', 'PEARL', 'COIN', 'FAN',
    ],
    [
      'FAN', 'A', 'PEARL', 'LANTERN', 'K', 'JADE', 'Q', 'Q', 'A', 'FAN', 'J', 'COIN', 'K', 'J',
      'LANTERN', 'A', 'Q', 'J', 'FAN', 'K', 'PEARL', 'Q', 'A', 'JADE', 'COIN', 'K', 'DRAGON',
      'LANTERN', 'FAN', 'A', 'Q', 'J', 'K', 'J', 'J', 'COIN',
    ],
  ],
};
