import type { SlotDefinition } from './slot-engine';
import { JADE_DRAGON } from './jade-dragon';
import { LUCKY_SEVENS } from './lucky-sevens';

export const SLOTS: Readonly<Record<string, SlotDefinition>> = {
  [LUCKY_SEVENS.code]: LUCKY_SEVENS,
  [JADE_DRAGON.code]: JADE_DRAGON,
};

export function findSlot(code: string): SlotDefinition | undefined {
  return Object.hasOwn(SLOTS, code) ? SLOTS[code] : undefined;
}
