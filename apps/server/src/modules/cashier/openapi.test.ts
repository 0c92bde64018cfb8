import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('OpenAPI document', () => {
  const t = useTestApp();

  it('describes the cashier and operator calls from their zod contracts', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths as Record<string, unknown>);
    for (const path of [
      '/wps/v2/wallets/balance',
      '/wps/v2/transaction/withdraw',
      '/wps/member/bankCard',
      '/wps/relay/GCS_walletTransfer',
      '/wps/relay/ODSFE2_MemTransDet',
      '/wps/relay/MCSFE_processC2CTransaction',
      '/ops/session/login',
      '/ops/adjustments',
      '/ops/withdrawals/{orderNo}/approve',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
