import type { SlotDefinition } from './slot-engine';
import { BET_PER_LINE_MINOR, PAYLINES_10 } from './paylines';

/**
 * Lucky Sevens: a classic fruit slot, 5 reels × 3 rows, 10 lines, WILD substitutes for every
 * symbol and pays on its own. Reel strips of 30 stops; RTP by exact enumeration ≈ 96.48 %
 * (`npm run rtp -w @wl/house`). Changing a strip or a pay changes the RTP: run the script and
 * the tests (they pin the exact fraction).
 */
export const LUCKY_SEVENS: SlotDefinition = {
  code: 'lucky-sevens',
  rows: 3,
  lines: PAYLINES_10,
  wild: 'WILD',
  betPerLineMinor: BET_PER_LINE_MINOR,
  paytable: {
    WILD: [0, 0, 50, 250, 1000],
    SEVEN: [0, 0, 25, 100, 500],
    BAR: [0, 0, 15, 60, 250],
    BELL: [0, 0, 10, 40, 150],
    PLUM: [0, 0, 8, 25, 100],
    ORANGE: [0, 0, 5, 20, 75],
    LEMON: [0, 0, 5, 15, 50],
    CHERRY: [0, 2, 5, 12, 40],
  },
  reels: [
    [
      'PLUM', 'BAR', 'CHERRY', 'LEMON', 'BELL', 'ORANGE', 'CHERRY', 'CHERRY', 'PLUM', 'ORANGE',
      'SEVEN', 'BAR', 'LEMON', 'CHERRY', 'BELL', 'WILD', 'PLUM', 'ORANGE', 'LEMON', 'CHERRY',
      'CHERRY', 'BAR', 'ORANGE', 'PLUM', 'BELL', 'SEVEN', 'LEMON', 'ORANGE', 'CHERRY', 'CHERRY',
    ],
    [
      'CHERRY', 'PLUM', 'BAR', 'ORANGE', 'LEMON', 'BELL', 'CHERRY', 'ORANGE', 'SEVEN', 'WILD',
      'PLUM', 'LEMON', 'BAR', 'ORANGE', 'CHERRY', 'BELL', 'PLUM', 'LEMON', 'CHERRY', 'WILD',
      'ORANGE', 'CHERRY', 'BAR', 'SEVEN', 'PLUM', 'BELL', 'ORANGE', 'LEMON', 'LEMON', 'WILD',
    ],
    [
      'LEMON', 'CHERRY', 'PLUM', 'BAR', 'ORANGE', 'LEMON', 'BELL', 'CHERRY', 'ORANGE', 'WILD',
      'PLUM', 'LEMON', 'SEVEN', 'BAR', 'ORANGE', 'CHERRY', 'BELL', 'PLUM', 'LEMON', 'CHERRY',
      'ORANGE', 'CHERRY', 'CHERRY', 'BAR', 'WILD', 'PLUM', 'BELL', 'SEVEN', 'ORANGE', 'LEMON',
    ],
    [
      'LEMON', 'WILD', 'CHERRY', 'PLUM', 'BAR', 'ORANGE', 'LEMON', 'BELL', 'CHERRY', 'ORANGE',
      'SEVEN', 'WILD', 'PLUM', 'LEMON', 'BAR', 'ORANGE', 'CHERRY', 'BELL', 'PLUM', 'LEMON',
      'CHERRY', 'WILD', 'ORANGE', 'CHERRY', 'BAR', 'SEVEN', 'PLUM', 'BELL', 'ORANGE', 'LEMON',
    ],
    [
      'ORANGE', 'LEMON', 'CHERRY', 'CHERRY', 'PLUM', 'BAR', 'ORANGE', 'LEMON', 'BELL', 'CHERRY',
      'ORANGE', 'CHERRY', 'PLUM', 'LEMON', 'SEVEN', 'BAR', 'ORANGE', 'CHERRY', 'BELL', 'WILD',
      'PLUM', 'LEMON', 'ORANGE', 'CHERRY', 'CHERRY', 'BAR', 'LEMON', 'PLUM', 'BELL', 'SEVEN',
    ],
  ],
};
