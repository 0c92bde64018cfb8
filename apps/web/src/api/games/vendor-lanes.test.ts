import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { lanesValue, makeLane, makeVendor } from '../../test/game-fixtures';
import { fetchVendorLanes, vendorsOf } from './vendor-lanes';

describe('vendor lanes', () => {
  it('asks again with flush after a language change, in the new language', async () => {
    const { requests } = stubFetch({
      '/wps/relay/GCSGAME_newGameVendor': lanesValue([makeLane('RNG', [makeVendor('PG', 'RNG')])]),
    });
    await fetchVendorLanes('EN');
    await fetchVendorLanes('TW');
    expect(requests[0]?.search.has('flush')).toBe(false);
    expect(requests[1]?.search.get('flush')).toBe('true');
    expect(requests[1]?.headers.get('Language')).toBe('TW');
  });

  it('gives the vendors of one type, or none', () => {
    const lanes = [makeLane('RNG', [makeVendor('PG', 'RNG')])];
    expect(vendorsOf(lanes, 'RNG').map((v) => v.vassalage)).toEqual(['PG']);
    expect(vendorsOf(lanes, 'LIVE')).toEqual([]);
    expect(vendorsOf(undefined, 'RNG')).toEqual([]);
  });
});
