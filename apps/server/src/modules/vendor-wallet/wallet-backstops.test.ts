import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { refusedWith } from '../../../test/refused-with';
import { createTestMember, type TestMember } from '../ledger/test-support';

/**
 * The rules on bet rounds and wallet calls that the database itself enforces, broken with raw
 * SQL (bypassing the wallet's code). They were CHECK constraints; ADR 0061 moved them into
 * triggers (rebuilt per statement, constraints cost the seamless wallet's backend a fifth of its
 * CPU), so each is tested on insert, on update and through ON CONFLICT DO UPDATE.
 */
describe('wallet schema backstops (raw SQL)', () => {
  const t = useTestApp();
  let m: TestMember;

  beforeAll(async () => {
    m = await createTestMember(t.db);
  });

  describe('bet_rounds', () => {
    const insertRound = (round: string, column: string, value: unknown) =>
      t.db.query(
        `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code,
           currency, ${column})
         VALUES ($1, $2, 'HOUSE', $3, 'g', $4, $5)
         ON CONFLICT (merchant_id, vendor_code, member_id, round_id) DO UPDATE
           SET ${column} = EXCLUDED.${column}`,
        [m.merchantId, m.memberId, round, m.currency, value],
      );
    const rounds = async () =>
      (
        await t.db.query<{ round_id: string; stake_minor: bigint; status: string }>(
          `SELECT round_id, stake_minor, status FROM bet_rounds WHERE member_id = $1
            ORDER BY round_id`,
          [m.memberId],
        )
      ).rows;

    it('refuses a negative stake, payout or refund, or an unknown status, when inserted', async () => {
      for (const [column, value] of [
        ['stake_minor', -1n],
        ['payout_minor', -1n],
        ['refund_minor', -1n],
        ['status', 'lost'],
      ] as const)
        expect(await refusedWith(insertRound(`new-${column}`, column, value)), column).toBe(
          '23514',
        );
      expect(await rounds()).toEqual([]);
    });

    it('refuses the same on update and on ON CONFLICT DO UPDATE', async () => {
      await insertRound('kept', 'stake_minor', 5n);
      const before = await rounds();
      for (const [column, value] of [
        ['stake_minor', -1n],
        ['payout_minor', -1n],
        ['refund_minor', -1n],
        ['status', 'lost'],
      ] as const) {
        expect(
          await refusedWith(
            t.db.query(`UPDATE bet_rounds SET ${column} = $2 WHERE member_id = $1`, [
              m.memberId,
              value,
            ]),
          ),
          column,
        ).toBe('23514');
        expect(await refusedWith(insertRound('kept', column, value)), column).toBe('23514');
      }
      // A change of status alone (no figure moves) is checked too, and allowed when valid.
      await t.db.query(`UPDATE bet_rounds SET status = 'settled' WHERE member_id = $1`, [
        m.memberId,
      ]);
      expect(await rounds()).toEqual([{ ...before[0], status: 'settled' }]);
    });
  });

  describe('vendor_wallet_txs', () => {
    const hash = createHash('sha256').update('backstop').digest();
    const insertTx = (tx: string, kind: string, amount: bigint, state: string | null) =>
      t.db.query(
        `INSERT INTO vendor_wallet_txs (merchant_id, vendor_code, tx_id, kind, member_id, currency,
           round_id, game_code, amount_minor, request_hash, state)
         VALUES ($1, 'HOUSE', $3, $4, $2, $5, 'r', 'g', $6, $7, $8)`,
        [m.merchantId, m.memberId, tx, kind, m.currency, amount, hash, state],
      );
    const txs = async () =>
      (
        await t.db.query<{ tx_id: string; amount_minor: bigint; state: string | null }>(
          `SELECT tx_id, amount_minor, state FROM vendor_wallet_txs WHERE member_id = $1
            ORDER BY tx_id`,
          [m.memberId],
        )
      ).rows;

    it('refuses an unknown kind or state, or a negative amount, when inserted', async () => {
      expect(await refusedWith(insertTx('k', 'refund', 1n, null))).toBe('23514');
      expect(await refusedWith(insertTx('a', 'debit', -1n, 'open'))).toBe('23514');
      expect(await refusedWith(insertTx('s', 'debit', 1n, 'closed'))).toBe('23514');
      expect(await txs()).toEqual([]);
      // A state may be absent (credits, rollbacks), and an amount zero (a losing round's win).
      await insertTx('credit', 'credit', 0n, null);
      expect(await txs()).toEqual([{ tx_id: 'credit', amount_minor: 0n, state: null }]);
    });

    it('refuses the same on update', async () => {
      await insertTx('debit', 'debit', 7n, 'open');
      const before = await txs();
      const update = (set: string, value: unknown) =>
        t.db.query(
          `UPDATE vendor_wallet_txs SET ${set} = $2 WHERE tx_id = 'debit' AND member_id = $1`,
          [m.memberId, value],
        );
      expect(await refusedWith(update('kind', 'refund'))).toBe('23514');
      expect(await refusedWith(update('amount_minor', -7n))).toBe('23514');
      expect(await refusedWith(update('state', 'closed'))).toBe('23514');
      expect(await txs()).toEqual(before);
      await update('state', 'settled');
      expect((await txs()).find((r) => r.tx_id === 'debit')?.state).toBe('settled');
    });
  });
});
