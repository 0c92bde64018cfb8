import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startHouse, type RunningHouse } from '@wl/house/start-house';
import type { Db } from '../../db/db';
import { HOUSE_CLUB_VENDOR_CODE, HOUSE_VENDOR_CODE } from './house-defaults';
import { syncIntegrationForAll } from './vendor-store';
import { houseSecret } from './wallet-test-support';

export interface LinkedHouse {
  house: RunningHouse;
  secret: string;
}

/**
 * Test fixture: the platform listens on a free port and a real house vendor runs beside it (in
 * this process, on the test database), both integrations pointing at each other, as in
 * production. With `transfer`, the house's transfer-wallet club is linked too. The returned
 * object is filled in `beforeAll`.
 */
export function useLinkedHouse(
  t: { app: FastifyInstance; db: Db },
  options: { transfer?: boolean; now?: () => number; afterClose?: () => Promise<void> } = {},
): LinkedHouse {
  const linked = {} as LinkedHouse;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const merchant = await t.db.query<{ id: bigint }>(
      `SELECT id FROM merchants WHERE code = 'DEMO'`,
    );
    linked.secret = await houseSecret(t.db, merchant.rows[0]!.id);
    linked.house = await startHouse({
      db: t.db,
      platformWalletUrl: `http://127.0.0.1:${port}/vendor-wallet/v1`,
      vendorCode: HOUSE_VENDOR_CODE,
      ...(options.transfer ? { transferVendorCode: HOUSE_CLUB_VENDOR_CODE } : {}),
      secret: linked.secret,
      port: 0,
      host: '127.0.0.1',
      background: false,
      ...(options.now ? { now: options.now } : {}),
    });
    const vendors = options.transfer
      ? [HOUSE_VENDOR_CODE, HOUSE_CLUB_VENDOR_CODE]
      : [HOUSE_VENDOR_CODE];
    for (const vendorCode of vendors) {
      await syncIntegrationForAll(t.db, {
        vendorCode,
        secret: linked.secret,
        baseUrl: linked.house.url,
        publicUrl: linked.house.url,
      });
    }
  }, 60_000);
  afterAll(async () => {
    await linked.house?.close();
    await options.afterClose?.();
  });
  return linked;
}
