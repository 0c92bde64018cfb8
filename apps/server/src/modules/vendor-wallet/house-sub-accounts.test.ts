import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/check-ledger';
import {
  HOUSE_SUB_ACCOUNTS,
  houseBalance,
  houseSubAccount,
  houseSubAccountFor,
} from '../ledger/house-account';
import { moveInTx } from '../ledger/ledger-in-tx';
import { mainAccount } from './wallet-common';
import { prepareSeamlessWorkload } from './bench-support';

const t = useTestApp();
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

async function merchantOf(memberId: bigint): Promise<bigint> {
  const r = await t.db.query<{ merchant_id: bigint }>(
    'SELECT merchant_id FROM members WHERE id = $1',
    [memberId],
  );
  if (!r.rows[0]) throw new Error(`member ${memberId} not found`);
  return r.rows[0].merchant_id;
}

/**
 * ADR 0011: a merchant's bets no longer all update one house row. The house side of many
 * bets spreads over several sub-accounts, a round's stake and win meet on one of them, and
 * the house's balance (the sum) is exactly what the players lost.
 */
describe('the house account split into sub-accounts', () => {
  it('picks a stable sub-account in range for a member and round', () => {
    expect(houseSubAccountFor('12:round-1')).toBe(houseSubAccountFor('12:round-1'));
    const picks = new Set(Array.from({ length: 2_000 }, (_, i) => houseSubAccountFor(`7:r${i}`)));
    expect([...picks].every((n) => Number.isInteger(n) && n >= 0 && n < HOUSE_SUB_ACCOUNTS)).toBe(
      true,
    );
    expect(picks.size).toBe(HOUSE_SUB_ACCOUNTS);
  });

  it('spreads bets over several house rows whose sum is the house balance, totals conserved', async () => {
    const fund = 1_000_000n;
    const w = await prepareSeamlessWorkload({
      db: t.db,
      players: 6,
      fundMinor: fund,
      runId: 'split',
    });
    const pairs = 48;
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < pairs; i = next++) {
        // Every third round is won (95 back on 100), the others lost.
        for (const call of w.betAndWin(i, '100', i % 3 === 0 ? '95' : '0')) {
          const r = await t.app.inject(call);
          expect(r.statusCode).toBe(200);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));

    const ids = w.players.map((p) => p.memberId);
    const moves = await t.db.query<{ code: string; round: string; house: bigint; amount: bigint }>(
      `SELECT t.code, t.reference AS round, a.id AS house, t.amount_minor AS amount
         FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.kind = 'house'
        WHERE t.code IN ('BET_STAKE', 'BET_PAYOUT')
          AND (t.debit_account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ANY($1::bigint[]))
            OR t.credit_account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ANY($1::bigint[])))`,
      [ids],
    );
    const stakes = moves.rows.filter((m) => m.code === 'BET_STAKE');
    expect(stakes).toHaveLength(pairs);
    // 48 rounds over 64 rows: about 32 distinct; one row would mean the old serialising shape.
    expect(new Set(stakes.map((m) => m.house)).size).toBeGreaterThan(10);
    for (const win of moves.rows.filter((m) => m.code === 'BET_PAYOUT')) {
      expect(win.house).toBe(stakes.find((s) => s.round === win.round)?.house);
    }

    const staked = 100n * BigInt(pairs);
    const paid = 95n * BigInt(Math.ceil(pairs / 3));
    const merchantId = await merchantOf(ids[0]!);
    const currency = w.players[0]!.currency;
    const house = await houseBalance({ sql: t.db, merchantId, currency });
    expect(house.balanceMinor).toBe(staked - paid);
    expect(house.subAccounts).toBeGreaterThan(10);
    const rows = await t.db.query<{ total: bigint }>(
      `SELECT sum(balance_minor)::bigint AS total FROM ledger_accounts
        WHERE merchant_id = $1 AND kind = 'house' AND currency = $2`,
      [merchantId, currency],
    );
    expect(rows.rows[0]?.total).toBe(house.balanceMinor);
    const players = await t.db.query<{ total: bigint }>(
      `SELECT sum(balance_minor)::bigint AS total FROM ledger_accounts WHERE member_id = ANY($1::bigint[])`,
      [ids],
    );
    expect(players.rows[0]?.total).toBe(fund * BigInt(ids.length) - staked + paid);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  }, 120_000);

  // Two connections are needed to show two bets proceeding at once: PostgreSQL only.
  it.skipIf(!ON_POSTGRES)(
    'takes a bet while another bet of the merchant holds its house row',
    async () => {
      const w = await prepareSeamlessWorkload({
        db: t.db,
        players: 2,
        fundMinor: 10_000n,
        runId: 'held',
      });
      const [holder, bettor] = w.players;
      if (!holder || !bettor) throw new Error('two players expected');
      const merchantId = await merchantOf(holder.memberId);
      // A round of the bettor that books to another row than the one held open below.
      const held = houseSubAccountFor(`${holder.memberId}:held-round`);
      const roundOn = (same: boolean) => {
        let i = 0;
        while ((houseSubAccountFor(`${bettor.memberId}:held.${i}`) === held) !== same) i += 1;
        return w.sign('debit', {
          memberRef: bettor.memberRef,
          currency: bettor.currency,
          roundId: `held.${i}`,
          gameCode: 'lucky-sevens',
          token: bettor.token,
          txId: `held.${i}.d`,
          amountMinor: '100',
        });
      };
      const within = <T>(p: Promise<T>, ms: number) =>
        Promise.race([
          p,
          new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), ms)),
        ]);
      let queued: Promise<number> | null = null;
      const heldRow = await houseSubAccount({
        sql: t.db,
        merchantId,
        currency: holder.currency,
        subAccount: held,
      });
      const main = await mainAccount(t.db, holder.memberId, holder.currency);
      await t.db.tx(async (tx) => {
        // This transaction now holds one house row's lock until it ends.
        await moveInTx(
          tx,
          {
            debitAccountId: main.id,
            creditAccountId: heldRow.id,
            amountMinor: 100n,
            currency: holder.currency,
            code: 'BET_STAKE',
            idempotencyKey: 'test:held-open',
          },
          'posted',
        );
        // A round booked to another row goes through at once ...
        expect(
          await within(
            t.app.inject(roundOn(false)).then((r) => r.statusCode),
            5_000,
          ),
        ).toBe(200);
        // ... while one booked to the held row waits for it, as every bet did with one house row.
        queued = t.app.inject(roundOn(true)).then((r) => r.statusCode);
        expect(await within(queued, 1_000)).toBe('blocked');
      });
      expect(await queued).toBe(200);
    },
    60_000,
  );
});
