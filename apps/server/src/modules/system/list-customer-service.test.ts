import { describe, expect, it } from 'vitest';
import { decodeCustomerServiceLink } from '@wl/contract/system/customer-service-link';
import type { Merchant } from '../merchants/merchant';
import { listCustomerService } from './list-customer-service';

function merchantWith(customerService: unknown[]): Merchant {
  return {
    id: 1n,
    code: 'CS',
    name: 'CS',
    currency: 'PHP',
    settings: {},
    whitelabel: [],
    flags: {},
    registerConfig: {},
    statusConfig: { customerService } as Merchant['statusConfig'],
  };
}

const merchant = merchantWith([
  { csType: 'LIVECHAT', csPosition: 'HEADER', url: 'https://chat.example/room' },
  { csType: 'VIP', csPosition: 'SIDEBAR', url: 'https://chat.example/vip', minRankLevel: 5 },
]);

describe('listCustomerService', () => {
  it('shows the VIP line only to members at or above its rank (spec: above 4)', async () => {
    const types = async (rankLevel: number | null) =>
      listCustomerService({ merchant, rankLevel }).map((c) => c.csType);
    expect(await types(null)).toEqual(['LIVECHAT']);
    expect(await types(4)).toEqual(['LIVECHAT']);
    expect(await types(5)).toEqual(['LIVECHAT', 'VIP']);
  });

  it('encrypts every URL so that the contract decoder gets it back', async () => {
    const links = listCustomerService({ merchant, rankLevel: 9 });
    expect(links.map((l) => l.csPosition)).toEqual(['HEADER', 'SIDEBAR']);
    const urls = await Promise.all(links.map((l) => decodeCustomerServiceLink(l.path)));
    expect(urls).toEqual(['https://chat.example/room', 'https://chat.example/vip']);
  });
});
