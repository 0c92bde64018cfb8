import { describe, expect, it } from 'vitest';
import type { Db, QueryResult } from '../../db/db';
import { CallBatcher } from './call-batcher';
import type { BatchedCall } from './batch-statement';

/** A debit whose txId names it; the scripted database reads the txIds back from the params. */
const call = (txId: string): BatchedCall => ({
  fn: 'seamless_debit',
  merchantId: 1n,
  vendorCode: 'HOUSE',
  txId,
  memberId: 42n,
  currency: 'USD',
  roundId: `r.${txId}`,
  gameCode: 'lucky-sevens',
  amountMinor: 100n,
  callHash: Buffer.alloc(32),
  mainAccountId: 7n,
  houseAccountId: 9n,
  transferKey: `vendor:HOUSE:1:${txId}`,
  transferHash: Buffer.alloc(32),
  metadata: '{}',
  tokenHash: Buffer.alloc(32),
  now: new Date(0),
});

interface Written {
  via: 'pipelined' | 'query';
  txIds: string[];
  answer: (fail?: boolean) => void;
}

/**
 * A database whose statements wait until the test answers them: each written statement is
 * recorded with its calls' txIds, and answered (every call a row, or an error) when told.
 */
function scriptedDb(options: { pipelined: boolean }) {
  const written: Written[] = [];
  const send =
    (via: Written['via']) =>
    <R>(_text: string, params?: readonly unknown[]): Promise<QueryResult<R>> =>
      new Promise((resolve, reject) => {
        const txIds = (params as string[][])[4]!;
        written.push({
          via,
          txIds,
          answer: (fail) =>
            fail
              ? reject(new Error('a lock conflict'))
              : resolve({
                  rows: txIds.map((_, k) => ({ k, wallet_tx_id: 1n, available_minor: 0n })) as R[],
                  rowCount: txIds.length,
                }),
        });
      });
  const db = {
    kind: 'pg',
    query: send('query'),
    ...(options.pipelined && { pipelined: send('pipelined') }),
  } as unknown as Db;
  return { db, written };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('the call batcher', () => {
  it('writes the next batch behind the one in flight once as many calls wait, never two behind', async () => {
    const { db, written } = scriptedDb({ pipelined: true });
    const batcher = new CallBatcher(db);
    const answers = [batcher.submit(call('a')), batcher.submit(call('b'))];
    await settle();
    // a goes at once; b is written behind it at once (one call waits, a's batch holds one).
    expect(written.map((w) => [w.via, w.txIds])).toEqual([
      ['pipelined', ['a']],
      ['pipelined', ['b']],
    ]);
    answers.push(batcher.submit(call('c')), batcher.submit(call('d')));
    await settle();
    expect(written).toHaveLength(2); // two in flight: c and d wait
    written[0]!.answer();
    await settle();
    // a answered: c and d go together behind b.
    expect(written.map((w) => w.txIds)).toEqual([['a'], ['b'], ['c', 'd']]);
    answers.push(batcher.submit(call('e')));
    written[1]!.answer();
    await settle();
    // b answered, but one call waiting is fewer than the two of the batch in flight: e waits.
    expect(written).toHaveLength(3);
    written[2]!.answer();
    await settle();
    expect(written.map((w) => w.txIds)).toEqual([['a'], ['b'], ['c', 'd'], ['e']]);
    written[3]!.answer();
    expect((await Promise.all(answers)).every((r) => r !== null)).toBe(true);
  });

  it('without a pipeline, runs one batch at a time', async () => {
    const { db, written } = scriptedDb({ pipelined: false });
    const batcher = new CallBatcher(db);
    const answers = ['a', 'b', 'c'].map((id) => batcher.submit(call(id)));
    await settle();
    expect(written.map((w) => [w.via, w.txIds])).toEqual([['query', ['a']]]);
    written[0]!.answer();
    await settle();
    expect(written.map((w) => w.txIds)).toEqual([['a'], ['b', 'c']]);
    written[1]!.answer();
    expect(await Promise.all(answers)).toHaveLength(3);
  });

  it('runs each call of a failed batch again alone, off the pipeline, and answers each its own', async () => {
    const { db, written } = scriptedDb({ pipelined: true });
    const batcher = new CallBatcher(db);
    const first = batcher.submit(call('a'));
    const b = batcher.submit(call('b'));
    const together = ['c', 'd'].map((id) => batcher.submit(call(id)));
    await settle();
    written[0]!.answer();
    await settle();
    written[2]!.answer(true); // c and d's batch raises
    await settle();
    expect(written.slice(3).map((w) => [w.via, w.txIds])).toEqual([
      ['query', ['c']],
      ['query', ['d']],
    ]);
    written[3]!.answer();
    written[4]!.answer(true);
    written[1]!.answer();
    expect(await first).not.toBeNull();
    expect(await b).not.toBeNull();
    // c alone succeeded; d alone failed too: null, so its caller runs the full path.
    expect(await Promise.all(together)).toEqual([{ id: 1n, balance: 0n }, null]);
  });

  it('answers null for a lone call that fails, without running it twice', async () => {
    const { db, written } = scriptedDb({ pipelined: true });
    const batcher = new CallBatcher(db);
    const answer = batcher.submit(call('a'));
    await settle();
    written[0]!.answer(true);
    expect(await answer).toBeNull();
    expect(written).toHaveLength(1);
  });
});
