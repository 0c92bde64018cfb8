import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { batchParams, type BatchedCall } from './batch-statement';

const t = useTestApp();

const base = {
  merchantId: 1n,
  vendorCode: 'HOUSE',
  memberId: 42n,
  currency: 'USD',
  gameCode: 'lucky-sevens',
  amountMinor: 1_050n,
  callHash: Buffer.from('00ff5c22', 'hex'),
  mainAccountId: 7n,
  houseAccountId: 9_007_199_254_740_993n,
  transferHash: Buffer.from('5c5c', 'hex'),
};

/**
 * The batch's parameters are one text[] a field (batch-statement.ts): every value must come
 * back from PostgreSQL exactly as given, in its own row, whatever characters a field holds — a
 * quote or a backslash written unescaped into the array would shift values into a
 * neighbour's call. (Writing the array literals ourselves was tried: more CPU than the
 * driver's own writing, docs/performance.md, so the driver writes them.)
 */
describe('batch statement parameters', () => {
  it('reach the database value for value, row for row, nulls as nulls', async () => {
    const awkward = ['NULL', 'a,b', '{x}', ' sp ace ', 'q"uote', 'back\\slash', '\\"', 'ü✓', ''];
    const calls: BatchedCall[] = awkward.map((text, k) =>
      k % 2 === 0
        ? {
            ...base,
            fn: 'seamless_debit',
            txId: text,
            roundId: `r${k}${text}`,
            transferKey: `vendor:HOUSE:1:${text}`,
            metadata: JSON.stringify({ txId: text, note: 'a "quoted" \\ value' }),
            tokenHash: Buffer.from([k, 0x22, 0x5c]),
            now: new Date(Date.UTC(2026, 10, 30, 0, 0, k)),
          }
        : {
            ...base,
            fn: 'seamless_credit',
            txId: text,
            roundId: `r${k}${text}`,
            transferKey: `vendor:HOUSE:1:${text}`,
            metadata: JSON.stringify({ txId: text }),
            betTxId: `bet${text}`,
            roundClosed: k % 3 === 0,
          },
    );
    const params = batchParams(calls);
    expect(params).toHaveLength(20);
    const r = await t.db.query<{ values: (string | null)[] }>(
      `SELECT ARRAY[c.k::text, c.fn, c.merchant::text, c.tx_id, c.round, c.amount::text,
                    encode(c.call_hash, 'hex'), c.house::text, c.transfer_key,
                    encode(c.transfer_hash, 'hex'), c.metadata::text,
                    encode(c.token_hash, 'hex'), c.now::text, c.bet_tx_id, c.closed::text] AS values
         FROM unnest($1::text[]::int[], $2::text[], $3::text[]::bigint[], $4::text[], $5::text[],
                     $6::text[]::bigint[], $7::text[], $8::text[], $9::text[], $10::text[]::bigint[],
                     $11::text[]::bytea[], $12::text[]::bigint[], $13::text[]::bigint[], $14::text[],
                     $15::text[]::bytea[], $16::text[]::jsonb[], $17::text[]::bytea[],
                     $18::text[]::timestamptz[], $19::text[], $20::text[]::boolean[])
              AS c(k, fn, merchant, vendor, tx_id, member, currency, round, game, amount,
                   call_hash, main, house, transfer_key, transfer_hash, metadata, token_hash,
                   now, bet_tx_id, closed)
        ORDER BY c.k`,
      params,
    );
    expect(r.rows).toHaveLength(calls.length);
    r.rows.forEach(({ values }, k) => {
      const c = calls[k]!;
      const [kk, fn, merchant, txId, round, amount, callHash, house, key, transferHash] = values;
      expect([kk, fn, merchant, txId, round, amount]).toEqual([
        String(k),
        c.fn,
        '1',
        awkward[k],
        `r${k}${awkward[k]}`,
        '1050',
      ]);
      expect([callHash, house, key, transferHash]).toEqual([
        '00ff5c22',
        '9007199254740993',
        `vendor:HOUSE:1:${awkward[k]}`,
        '5c5c',
      ]);
      expect(JSON.parse(values[10]!)).toEqual(JSON.parse(c.metadata));
      if (c.fn === 'seamless_debit') {
        expect(values[11]).toBe(c.tokenHash.toString('hex'));
        expect(new Date(values[12]!).getTime()).toBe(c.now.getTime());
        expect([values[13], values[14]]).toEqual([null, null]);
      } else {
        expect([values[11], values[12]]).toEqual([null, null]);
        expect([values[13], values[14]]).toEqual([c.betTxId, String(c.roundClosed)]);
      }
    });
  });
});
