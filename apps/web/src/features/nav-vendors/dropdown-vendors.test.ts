import { describe, expect, it } from 'vitest';
import { makeLane, makeVendor } from '../../test/game-fixtures';
import { DROPDOWN_VENDOR_CAP, dropdownVendors, menuPlace, vendorTarget } from './dropdown-vendors';

const many = (type: 'RNG' | 'FISH', n: number) =>
  Array.from({ length: n }, (_, i) => makeVendor(`V${i}`, type));

describe('navigation vendor dropdowns', () => {
  it('lists at most 30 vendors of a type, in the server order', () => {
    const vendors = dropdownVendors([makeLane('RNG', many('RNG', 34))], 'RNG');
    expect(DROPDOWN_VENDOR_CAP).toBe(30);
    expect(vendors).toHaveLength(30);
    expect(vendors[0]?.vassalage).toBe('V0');
    expect(vendors[29]?.vassalage).toBe('V29');
  });

  it('has no dropdown for fish even when fish has vendors', () => {
    expect(dropdownVendors([makeLane('FISH', many('FISH', 3))], 'FISH')).toEqual([]);
  });

  it('is empty for a type without a lane', () => {
    expect(dropdownVendors([], 'LIVE')).toEqual([]);
  });

  it('opens /rng on the chosen slots vendor and /pvp with the vendor kept', () => {
    expect(vendorTarget(makeVendor('PG', 'RNG'))).toEqual({ to: '/rng?page=PG', vendor: 'PG' });
    expect(vendorTarget(makeVendor('KY', 'PVP'))).toEqual({ to: '/pvp', vendor: 'KY' });
  });

  it('sends other types to their lower-cased route', () => {
    expect(vendorTarget(makeVendor('EVO', 'LIVE'))).toEqual({ to: '/live', vendor: null });
    expect(vendorTarget(makeVendor('SBO', 'ESPORTS')).to).toBe('/esports');
  });

  it('sends the sports vendor FB to its own page', () => {
    expect(vendorTarget(makeVendor('FB', 'SPORTS'))).toEqual({ to: '/fbsports', vendor: null });
    expect(vendorTarget(makeVendor('GOALLINE', 'SPORTS')).to).toBe('/sports');
  });
});

describe('where a vendor dropdown opens', () => {
  const entry = { bottom: 60, left: 300, right: 400 };

  it("lines up with the entry's left edge in left-to-right pages", () => {
    expect(menuPlace(entry, 'ltr', 1280)).toEqual({ top: 60, left: 300 });
  });

  it("lines up with the entry's right edge in right-to-left pages", () => {
    expect(menuPlace(entry, 'rtl', 1280)).toEqual({ top: 60, left: 160 });
  });

  it('stays inside a narrow viewport on both sides', () => {
    expect(menuPlace({ bottom: 60, left: 300, right: 350 }, 'ltr', 360)).toEqual({
      top: 60,
      left: 112,
    });
    expect(menuPlace({ bottom: 60, left: 10, right: 90 }, 'rtl', 360)).toEqual({
      top: 60,
      left: 8,
    });
  });
});
