import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { refusedWith } from '../../../test/refused-with';
import { openMemberAccount } from './open-member-account';
import { systemAccount } from './system-account';
import { createTestMember } from './test-support';
import { transfer } from './transfer';

/**
 * The database itself refuses what the ledger code never does: these statements bypass the
 * code with raw SQL and each must fail, leaving the books unchanged.
 */
describe('ledger schema backstops (raw SQL)', () => {
  const t = useTestApp();
  let member: bigint;
  let house: bigint;
  let transferId: bigint;
  let memberId: bigint;

  const hash = (s: string) => createHash('sha256').update(s).digest();
  const insert = (
    kind: string,
    debit: bigint,
    credit: bigint,
    amount: bigint,
    key: string,
    extra = '',
  ) =>
    t.db.query(
      `INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount_minor,
         currency, play_money, code, idempotency_key, request_hash${extra ? ', pending_id' : ''})
       VALUES ($1, $2, $3, $4, 'PHP', false, 'CORRECTION', $5, $6${extra ? `, ${extra}` : ''})`,
      [kind, debit, credit, amount, key, hash(key)],
    );
  const balances = async () =>
    (
      await t.db.query<{ id: bigint; balance_minor: bigint }>(
        'SELECT id, balance_minor FROM ledger_accounts ORDER BY id',
      )
    ).rows;

  beforeAll(async () => {
    const m = await createTestMember(t.db);
    memberId = m.memberId;
    member = (
      await openMemberAccount({ sql: t.db, memberId: m.memberId, kind: 'main', currency: 'PHP' })
    ).id;
    house = (
      await systemAccount({ sql: t.db, merchantId: m.merchantId, kind: 'house', currency: 'PHP' })
    ).id;
    const r = await transfer({
      db: t.db,
      debitAccountId: house,
      creditAccountId: member,
      amountMinor: 10_00n,
      currency: 'PHP',
      code: 'ADJUSTMENT',
      idempotencyKey: 'backstop:fund',
    });
    transferId = r.transfer.id;
  });

  it('refuses UPDATE, DELETE and TRUNCATE of a transfer', async () => {
    const before = await balances();
    expect(
      await refusedWith(
        t.db.query('UPDATE ledger_transfers SET amount_minor = 1 WHERE id = $1', [transferId]),
      ),
    ).toBe('42501');
    expect(
      await refusedWith(t.db.query('DELETE FROM ledger_transfers WHERE id = $1', [transferId])),
    ).toBe('42501');
    expect(await refusedWith(t.db.query('TRUNCATE ledger_transfers CASCADE'))).toBe('42501');
    expect(await balances()).toEqual(before);
  });

  it('refuses unbalanced money: a balance changed without a transfer, or opened non-zero', async () => {
    const before = await balances();
    expect(
      await refusedWith(
        t.db.query('UPDATE ledger_accounts SET balance_minor = balance_minor + 100 WHERE id = $1', [
          member,
        ]),
      ),
    ).toBe('42501');
    expect(
      await refusedWith(t.db.query('DELETE FROM ledger_accounts WHERE id = $1', [member])),
    ).toBe('42501');
    expect(
      await refusedWith(
        t.db.query(
          `INSERT INTO ledger_accounts (merchant_id, kind, currency, balance_minor)
         SELECT merchant_id, 'promotions', 'USD', 500 FROM members WHERE id = $1`,
          [memberId],
        ),
      ),
    ).toBe('23514');
    expect(await balances()).toEqual(before);
  });

  it('refuses an account opened with a currency, kind, owner or sub-account not allowed', async () => {
    const open = (columns: string, values: string) =>
      t.db.query(
        `INSERT INTO ledger_accounts (merchant_id, ${columns})
         SELECT merchant_id, ${values} FROM members WHERE id = $1`,
        [memberId],
      );
    const before = await balances();
    for (const [columns, values] of [
      [`kind, currency`, `'house', 'usd'`],
      [`kind, currency`, `'casino', 'USD'`],
      [`kind, currency, member_id`, `'house', 'USD', id`],
      [`kind, currency`, `'main', 'USD'`],
      [`kind, currency, vendor_code`, `'promotions', 'USD', 'PG'`],
      [`kind, currency`, `'demo_source', 'USD'`],
      [`kind, currency, sub_account`, `'promotions', 'USD', 5`],
      [`kind, currency, sub_account`, `'house', 'USD', 64`],
    ])
      expect(await refusedWith(open(columns!, values!)), values).toBe('23514');
    // What the same statement allows: a house sub-account.
    await open(`kind, currency, sub_account`, `'house', 'USD', 63`);
    expect((await balances()).length).toBe(before.length + 1);
  });

  it('refuses a transfer with a non-positive amount, one account, or two currencies', async () => {
    const usd = await systemAccount({
      sql: t.db,
      merchantId: await merchant(),
      kind: 'house',
      currency: 'USD',
    });
    const before = await balances();
    expect(await refusedWith(insert('posted', house, member, 0n, 'bad:zero'))).toBe('23514');
    expect(await refusedWith(insert('posted', house, member, -5n, 'bad:negative'))).toBe('23514');
    expect(await refusedWith(insert('posted', member, member, 1n, 'bad:self'))).toBe('23514');
    expect(await refusedWith(insert('posted', usd.id, member, 1n, 'bad:currency'))).toBe('23514');
    expect(await refusedWith(insert('posted', house, 987_654n, 1n, 'bad:account'))).toBe('23503');
    expect(await balances()).toEqual(before);
  });

  it('refuses a transfer of an unknown kind, a malformed currency, code, reference, key or hash, or a wrong hold link', async () => {
    // Each column of the statement `insert` writes, replaced one at a time (ADR 0061 moved these
    // rules from CHECK constraints into the transfer trigger; each must still refuse).
    const raw = (column: string, value: unknown, pendingId: bigint | null = null) => {
      const row: Record<string, unknown> = {
        kind: 'posted',
        debit_account_id: member,
        credit_account_id: house,
        amount_minor: 1n,
        currency: 'PHP',
        play_money: false,
        code: 'CORRECTION',
        reference: '',
        idempotency_key: `rule:${column}`,
        request_hash: hash(column),
        pending_id: pendingId,
        [column]: value,
      };
      const names = Object.keys(row);
      return t.db.query(
        `INSERT INTO ledger_transfers (${names.join(', ')})
         VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      );
    };
    const before = await balances();
    for (const [column, value] of [
      ['kind', 'gift'],
      ['currency', 'php'],
      ['currency', 'PHPX'],
      ['code', 'correction'],
      ['code', 'C'],
      ['reference', 'r'.repeat(201)],
      ['idempotency_key', ''],
      ['idempotency_key', 'k'.repeat(201)],
      ['request_hash', Buffer.alloc(31)],
      ['pending_id', transferId],
    ] as const)
      expect(await refusedWith(raw(column, value)), `${column} = ${String(value)}`).toBe('23514');
    // A resolution without its hold.
    expect(await refusedWith(raw('kind', 'void_pending'))).toBe('23514');
    expect(await balances()).toEqual(before);
    // What the same statement allows, at the limits (1 minor unit each, member to house).
    await raw('reference', 'r'.repeat(200));
    await raw('idempotency_key', 'k'.repeat(200));
    expect((await balances()).find((a) => a.id === member)!.balance_minor).toBe(
      before.find((a) => a.id === member)!.balance_minor - 2n,
    );
  });

  it('refuses a member balance below zero, even net of holds', async () => {
    const before = await balances();
    expect(await refusedWith(insert('posted', member, house, 10_01n, 'bad:overdraw'))).toBe(
      '23514',
    );
    expect(await refusedWith(insert('pending', member, house, 10_01n, 'bad:overhold'))).toBe(
      '23514',
    );
    expect(await balances()).toEqual(before);
  });

  it('refuses a second resolution of a hold and a post above the held amount', async () => {
    await insert('pending', member, house, 5_00n, 'raw:hold');
    const hold = (
      await t.db.query<{ id: bigint }>(
        `SELECT id FROM ledger_transfers WHERE idempotency_key = 'raw:hold'`,
      )
    ).rows[0]!.id;
    expect(
      await refusedWith(insert('post_pending', member, house, 6_00n, 'raw:over', String(hold))),
    ).toBe('23514');
    await insert('post_pending', member, house, 5_00n, 'raw:post', String(hold));
    expect(
      await refusedWith(insert('void_pending', member, house, 5_00n, 'raw:void', String(hold))),
    ).toBe('23505');
    expect(
      await refusedWith(
        insert('post_pending', member, house, 1_00n, 'raw:posted', String(transferId)),
      ),
    ).toBe('23514');
  });

  it('refuses real money in a trial member account', async () => {
    const trial = await createTestMember(t.db, { type: 4 });
    expect(
      await refusedWith(
        t.db.query(
          `INSERT INTO ledger_accounts (merchant_id, kind, member_id, currency, play_money)
         VALUES ($1, 'main', $2, 'PHP', false)`,
          [trial.merchantId, trial.memberId],
        ),
      ),
    ).toBe('23514');
  });

  async function merchant() {
    return (
      await t.db.query<{ merchant_id: bigint }>('SELECT merchant_id FROM members WHERE id = $1', [
        memberId,
      ])
    ).rows[0]!.merchant_id;
  }
});
