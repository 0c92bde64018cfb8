import type { QUICK_RANGES } from '@wl/contract/bet-records/common';

export type QuickRange = (typeof QUICK_RANGES)[number];
