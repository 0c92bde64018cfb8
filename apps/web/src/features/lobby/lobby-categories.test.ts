import { describe, expect, it } from 'vitest';
import { makeLane, makeVendor } from '../../test/game-fixtures';
import { lobbyCategories, needsVendorArrows } from './lobby-categories';

describe('lobby category nav', () => {
  it('shows only categories with a vendor, plus cockfight always, in the spec order', () => {
    const lanes = [
      makeLane('RNG', [makeVendor('PG', 'RNG')]),
      makeLane('LIVE', [makeVendor('EVO', 'LIVE')]),
      makeLane('FISH', []),
    ];
    expect(lobbyCategories(lanes).map((c) => c.type)).toEqual(['LIVE', 'COCKFIGHT', 'RNG']);
  });

  it('keeps cockfight when nothing else has vendors', () => {
    expect(lobbyCategories([]).map((c) => c.type)).toEqual(['COCKFIGHT']);
  });

  it('adds vendor arrows only beyond 7 vendors', () => {
    expect(needsVendorArrows(7)).toBe(false);
    expect(needsVendorArrows(8)).toBe(true);
  });
});
