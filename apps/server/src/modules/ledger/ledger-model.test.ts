import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { checkLedger } from './check-ledger';
import { getBalances } from './get-balances';
import { holdFunds } from './hold-funds';
import type { LedgerResult } from './ledger-types';
import { openMemberAccount } from './open-member-account';
import { postHold } from './post-hold';
import { systemAccount } from './system-account';
import { createTestMember } from './test-support';
import { transfer } from './transfer';
import { voidHold } from './void-hold';

/**
 * Random command sequences against the real ledger and a model of it that fits on a page:
 * balances and holds per wallet, and what every idempotency key was used for. After each
 * command the ledger must agree with the model.
 */
interface Model {
  balance: bigint[];
  held: bigint[];
  holds: { id: bigint; wallet: number; amount: bigint; resolved: boolean }[];
  sent: {
    key: string;
    send: () => Promise<LedgerResult>;
    conflicting: () => Promise<LedgerResult>;
  }[];
}
interface Real {
  db: Db;
  wallets: bigint[];
  memberIds: bigint[];
  house: bigint;
  run: string;
  seq: number;
}
type Cmd = fc.AsyncCommand<Model, Real>;

const available = (m: Model, i: number) => m.balance[i]! - m.held[i]!;

async function outcome(p: Promise<LedgerResult>): Promise<LedgerResult | string> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

async function agree(m: Model, r: Real) {
  for (let i = 0; i < r.wallets.length; i++) {
    const [b] = await getBalances({ sql: r.db, memberId: r.memberIds[i]! });
    expect(b?.balanceMinor ?? 0n).toBe(m.balance[i]);
    expect(b?.heldMinor ?? 0n).toBe(m.held[i]);
  }
}

class Move implements Cmd {
  constructor(
    readonly kind: 'deposit' | 'transfer' | 'hold',
    readonly from: number,
    readonly to: number,
    readonly amount: bigint,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const n = r.wallets.length;
    const from = this.from % n;
    const to = this.kind === 'transfer' && this.to % n === from ? (from + 1) % n : this.to % n;
    const key = `${r.run}:${r.seq++}`;
    const send = (amountMinor: bigint) => () => {
      const base = { db: r.db, amountMinor, currency: 'PHP', idempotencyKey: key };
      if (this.kind === 'deposit')
        return transfer({
          ...base,
          debitAccountId: r.house,
          creditAccountId: r.wallets[to]!,
          code: 'DEPOSIT',
        });
      if (this.kind === 'hold')
        return holdFunds({
          ...base,
          debitAccountId: r.wallets[from]!,
          creditAccountId: r.house,
          code: 'WITHDRAWAL',
        });
      return transfer({
        ...base,
        debitAccountId: r.wallets[from]!,
        creditAccountId: r.wallets[to]!,
        code: 'WALLET_TRANSFER',
      });
    };
    const result = await outcome(send(this.amount)());
    if (this.kind !== 'deposit' && available(m, from) < this.amount) {
      expect(result).toBe('insufficient_funds');
    } else {
      if (typeof result === 'string') throw new Error(`refused: ${result}`);
      if (this.kind === 'deposit') m.balance[to]! += this.amount;
      if (this.kind === 'transfer') {
        m.balance[from]! -= this.amount;
        m.balance[to]! += this.amount;
      }
      if (this.kind === 'hold') {
        m.held[from]! += this.amount;
        m.holds.push({
          id: result.transfer.id,
          wallet: from,
          amount: this.amount,
          resolved: false,
        });
      }
      m.sent.push({ key, send: send(this.amount), conflicting: send(this.amount + 1n) });
    }
    await agree(m, r);
  }
  toString = () => `${this.kind}(${this.from}→${this.to}, ${this.amount})`;
}

class Resolve implements Cmd {
  constructor(
    readonly action: 'post' | 'void',
    readonly pick: number,
    readonly part: number,
  ) {}
  check = (m: Readonly<Model>) => m.holds.length > 0;
  async run(m: Model, r: Real) {
    const hold = m.holds[this.pick % m.holds.length]!;
    const amount =
      this.action === 'post' ? 1n + ((hold.amount - 1n) * BigInt(this.part)) / 100n : hold.amount;
    const key = `${r.run}:${r.seq++}`;
    const send = (action: 'post' | 'void') => () =>
      action === 'post'
        ? postHold({ db: r.db, holdId: hold.id, amountMinor: amount, idempotencyKey: key })
        : voidHold({ db: r.db, holdId: hold.id, idempotencyKey: key });
    const result = await outcome(send(this.action)());
    if (hold.resolved) {
      expect(result).toBe('hold_already_resolved');
    } else {
      if (typeof result === 'string') throw new Error(`refused: ${result}`);
      hold.resolved = true;
      m.held[hold.wallet]! -= hold.amount;
      if (this.action === 'post') m.balance[hold.wallet]! -= amount;
      m.sent.push({
        key,
        send: send(this.action),
        conflicting: send(this.action === 'post' ? 'void' : 'post'),
      });
    }
    await agree(m, r);
  }
  toString = () => `${this.action}(#${this.pick}, ${this.part}%)`;
}

class Again implements Cmd {
  constructor(
    readonly pick: number,
    readonly conflicting: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.sent.length > 0;
  async run(m: Model, r: Real) {
    const sent = m.sent[this.pick % m.sent.length]!;
    const result = await outcome(this.conflicting ? sent.conflicting() : sent.send());
    if (this.conflicting) expect(result).toBe('idempotency_conflict');
    else expect(typeof result === 'string' ? result : result.replayed).toBe(true);
    await agree(m, r);
  }
  toString = () => `${this.conflicting ? 'conflict' : 'replay'}(#${this.pick})`;
}

describe('ledger against a model (property test)', () => {
  const t = useTestApp();
  let house: bigint;
  let runs = 0;

  beforeAll(async () => {
    const m = await createTestMember(t.db);
    house = (
      await systemAccount({ sql: t.db, merchantId: m.merchantId, kind: 'house', currency: 'PHP' })
    ).id;
  });

  it('agrees with the model for random sequences of moves, holds, replays and conflicts', async () => {
    const amount = fc.bigInt({ min: 1n, max: 50_00n });
    const index = fc.nat({ max: 9 });
    const commands = [
      fc.tuple(index, amount).map(([to, a]) => new Move('deposit', 0, to, a)),
      fc.tuple(index, index, amount).map(([f, to, a]) => new Move('transfer', f, to, a)),
      fc.tuple(index, amount).map(([f, a]) => new Move('hold', f, 0, a)),
      fc
        .tuple(fc.constantFrom<'post' | 'void'>('post', 'void'), fc.nat(), fc.nat({ max: 100 }))
        .map(([a, p, part]) => new Resolve(a, p, part)),
      fc.tuple(fc.nat(), fc.boolean()).map(([p, c]) => new Again(p, c)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        const run = `model:${runs++}`;
        const members = await Promise.all([0, 1, 2].map(() => createTestMember(t.db)));
        const wallets: bigint[] = [];
        for (const mb of members) {
          wallets.push(
            (
              await openMemberAccount({
                sql: t.db,
                memberId: mb.memberId,
                kind: 'main',
                currency: 'PHP',
              })
            ).id,
          );
        }
        const setup = () => ({
          model: { balance: [0n, 0n, 0n], held: [0n, 0n, 0n], holds: [], sent: [] } as Model,
          real: {
            db: t.db,
            wallets,
            memberIds: members.map((mb) => mb.memberId),
            house,
            run,
            seq: 0,
          },
        });
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: 40 },
    );
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  }, 120_000);
});
