import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { Sql } from '../../db/db';
import { HOUSE_VENDOR_CODE } from './house-defaults';
import { lockRoundDebits, selectWalletTx } from './wallet-tx-store';

const t = useTestApp();

/** The statements a store function sends, answered with no rows, so their plans can be read. */
function capturing(): { sql: Sql; sent: { text: string; params: readonly unknown[] }[] } {
  const sent: { text: string; params: readonly unknown[] }[] = [];
  const sql = {
    ...t.db,
    query: async (text: string, params: readonly unknown[] = []) => {
      sent.push({ text, params });
      return { rows: [], rowCount: 0 };
    },
  } as unknown as Sql;
  return { sql, sent };
}

/**
 * Every read of a member's wallet calls is answered by an index (migration 1022 dropped the
 * debits-only round index, whose query the member-round index answers); the wallet's writes
 * pay for each index, so none may be redundant and none of these reads may scan the table.
 */
describe('vendor wallet calls: reads answered by indexes', () => {
  it('finds a round’s standing debits and a call by its txId through an index', async () => {
    const { sql, sent } = capturing();
    const key = { merchantId: 1n, vendorCode: HOUSE_VENDOR_CODE };
    await lockRoundDebits(sql, key, 2n, 'round-1');
    await selectWalletTx(sql, key, 'tx-1', true);
    expect(sent).toHaveLength(2);
    await t.db.tx(async (tx) => {
      // The test table is small, where a sequential scan is cheaper; forbidding it shows which
      // index answers each read.
      await tx.query('SET LOCAL enable_seqscan = off');
      const plan = async (s: { text: string; params: readonly unknown[] }) =>
        (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${s.text}`, s.params)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const roundDebits = await plan(sent[0]!);
      expect(roundDebits).toMatch(/Index Scan using vendor_wallet_txs_member_round/);
      expect(roundDebits).not.toMatch(/Seq Scan/);
      const byTxId = await plan(sent[1]!);
      expect(byTxId).toMatch(
        /Index Scan using vendor_wallet_txs_merchant_id_vendor_code_tx_id_key/,
      );
    });
    const indexes = await t.db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'vendor_wallet_txs' ORDER BY 1`,
    );
    expect(indexes.rows.map((r) => r.indexname)).toEqual([
      'vendor_wallet_txs_member_round',
      'vendor_wallet_txs_merchant_id_vendor_code_tx_id_key',
      'vendor_wallet_txs_pkey',
    ]);
  });
});
