import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { createTestMember } from '../ledger/test-support';
import { listVersions } from './contract-store';
import { agent, flatTier, signed, useContractsDb } from './contract-test-support';
import { expireProposals } from './expire-proposals';
import { proposeContract } from './propose-contract';
import { refuseContract } from './refuse-contract';
import { signContract } from './sign-contract';
import { DEFAULT_SETTINGS, upsertSettings } from './settings-store';
import { terminateContract } from './terminate-contract';

const NOW = new Date('2026-03-02T10:00:00Z');
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

describe('contract life cycle', () => {
  const ctx = useContractsDb();
  let db: Db;
  let merchantId: bigint;
  beforeAll(() => {
    ({ db, merchantId } = ctx);
  });

  const contractCount = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contracts')).rows[0]!.n;

  const offer = (
    uplineId: bigint | null,
    downlineId: bigint,
    ratios: number[],
    kind = 'realtime_salary' as const,
  ) =>
    proposeContract({
      db,
      merchantId,
      uplineId,
      downlineId,
      kind,
      tiers: ratios.map((r, i) => ({ ...flatTier(r), minTurnoverMinor: BigInt(i * 1000) })),
      actor: { type: 'member', id: String(uplineId) },
      now: NOW,
    });

  async function topAgent(ratio: number) {
    const a = await agent(db);
    await signed(db, {
      merchantId,
      uplineId: null,
      downlineId: a.memberId,
      tiers: [flatTier(ratio)],
      at: NOW,
    });
    return a;
  }

  it('refuses bad offers with a clear error and writes nothing', async () => {
    const up = await topAgent(200);
    const down = await agent(db, up.memberId);
    const stranger = await agent(db);
    const player = await createTestMember(db, { uplineId: up.memberId });
    const before = await contractCount();
    await expect(offer(up.memberId, down.memberId, [300])).rejects.toMatchObject({
      code: 'contract.ratio_above_upline',
    });
    await expect(offer(up.memberId, down.memberId, [150, 100])).rejects.toMatchObject({
      code: 'contract.tiers_invalid',
    });
    await expect(offer(up.memberId, stranger.memberId, [100])).rejects.toMatchObject({
      code: 'contract.not_direct_downline',
    });
    await expect(offer(up.memberId, player.memberId, [100])).rejects.toMatchObject({
      code: 'contract.not_direct_downline',
    });
    await expect(offer(down.memberId, player.memberId, [100])).rejects.toMatchObject({
      code: 'contract.not_direct_downline',
    });
    await expect(
      offer(up.memberId, down.memberId, [100], 'daily_salary' as never),
    ).rejects.toMatchObject({ code: 'contract.upline_has_none' });
    await expect(offer(null, down.memberId, [5000])).rejects.toMatchObject({
      code: 'contract.ratio_above_upline',
    });
    expect(await contractCount()).toBe(before);
  });

  it('refuses a kind the merchant has not enabled', async () => {
    const other = (
      await db.query<{ id: bigint }>(
        `INSERT INTO merchants (code, name) VALUES ('CTROFF', 'Off') RETURNING id`,
      )
    ).rows[0]!.id;
    await upsertSettings(db, other, DEFAULT_SETTINGS);
    const a = await createTestMember(db, { merchantCode: 'CTROFF', type: 1 });
    await expect(
      proposeContract({
        db,
        merchantId: other,
        uplineId: null,
        downlineId: a.memberId,
        kind: 'dividend',
        period: 'weekly',
        tiers: [flatTier(100)],
        actor: { type: 'operator', id: '1' },
        now: NOW,
      }),
    ).rejects.toMatchObject({ code: 'contract.kind_disabled' });
  });

  it('signs, refuses, terminates and expires, keeping every version with who and why', async () => {
    const up = await topAgent(300);
    const d1 = await agent(db, up.memberId);
    const d2 = await agent(db, up.memberId);
    const d3 = await agent(db, up.memberId);
    const c1 = await offer(up.memberId, d1.memberId, [100, 200]);
    await expect(offer(up.memberId, d1.memberId, [100])).rejects.toMatchObject({
      code: 'contract.already_open',
    });
    // The offer reached the downline's inbox once (the refused second offer sent nothing).
    const inbox = await db.query<{ kind: string; params: Record<string, string> }>(
      `SELECT m.kind, m.params FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
        WHERE d.member_id = $1`,
      [d1.memberId],
    );
    expect(inbox.rows).toEqual([
      {
        kind: 'contract_proposed',
        params: { ratio: '2.00', contractKind: 'realtime_salary', expiresAt: expect.any(String) },
      },
    ]);
    // Only the downline answers; a stranger gets "not found".
    await expect(
      signContract({ db, merchantId, memberId: d2.memberId, contractId: c1.id, now: NOW }),
    ).rejects.toMatchObject({ code: 'contract.not_found' });
    const s1 = await signContract({
      db,
      merchantId,
      memberId: d1.memberId,
      contractId: c1.id,
      now: NOW,
    });
    expect(s1.status).toBe('active');
    await expect(
      refuseContract({ db, merchantId, memberId: d1.memberId, contractId: c1.id, now: NOW }),
    ).rejects.toMatchObject({ code: 'contract.wrong_state' });
    const t1 = await terminateContract({
      db,
      merchantId,
      memberId: up.memberId,
      actor: { type: 'member', id: String(up.memberId) },
      contractId: c1.id,
      reason: 'team moved',
      now: later(1),
    });
    expect(t1.status).toBe('terminated');

    const c2 = await offer(up.memberId, d2.memberId, [100]);
    expect(
      (
        await refuseContract({
          db,
          merchantId,
          memberId: d2.memberId,
          contractId: c2.id,
          reason: 'too low',
          now: NOW,
        })
      ).status,
    ).toBe('refused');

    const c3 = await offer(up.memberId, d3.memberId, [100]);
    expect(await expireProposals({ db, now: later(71) })).toBe(0);
    expect(await expireProposals({ db, now: later(73) })).toBeGreaterThanOrEqual(1);
    await expect(
      signContract({ db, merchantId, memberId: d3.memberId, contractId: c3.id, now: later(73) }),
    ).rejects.toMatchObject({ code: 'contract.wrong_state' });

    const v1 = await listVersions(db, c1.id);
    expect(v1.map((v) => [v.version, v.action, v.status, v.actorType])).toEqual([
      [1, 'propose', 'proposed', 'member'],
      [2, 'sign', 'active', 'member'],
      [3, 'terminate', 'terminated', 'member'],
    ]);
    expect(v1[2]).toMatchObject({ actorId: String(up.memberId), reason: 'team moved' });
    expect((await listVersions(db, c3.id)).at(-1)).toMatchObject({
      action: 'expire',
      actorType: 'system',
    });
  });

  it('a newly agreed lower ratio terminates the downline contracts above it', async () => {
    const top = await agent(db);
    const mid = await agent(db, top.memberId);
    const low1 = await agent(db, mid.memberId);
    const low2 = await agent(db, mid.memberId);
    await signed(db, {
      merchantId,
      uplineId: null,
      downlineId: top.memberId,
      tiers: [flatTier(500)],
      at: NOW,
    });
    const midC = await signed(db, {
      merchantId,
      uplineId: top.memberId,
      downlineId: mid.memberId,
      tiers: [flatTier(400)],
      at: NOW,
    });
    const high = await signed(db, {
      merchantId,
      uplineId: mid.memberId,
      downlineId: low1.memberId,
      tiers: [flatTier(300)],
      at: NOW,
    });
    const low = await signed(db, {
      merchantId,
      uplineId: mid.memberId,
      downlineId: low2.memberId,
      tiers: [flatTier(100)],
      at: NOW,
    });
    // The mid agent's contract is replaced by one at 200 bps.
    await terminateContract({
      db,
      merchantId,
      memberId: top.memberId,
      actor: { type: 'member', id: String(top.memberId) },
      contractId: midC.id,
      now: later(1),
    });
    await signed(db, {
      merchantId,
      uplineId: top.memberId,
      downlineId: mid.memberId,
      tiers: [flatTier(200)],
      at: later(2),
    });
    const statuses = await db.query<{ id: bigint; status: string }>(
      'SELECT id, status FROM contracts WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[high.id, low.id]],
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['terminated', 'active']);
    expect((await listVersions(db, high.id)).at(-1)).toMatchObject({
      action: 'auto_terminate',
      actorType: 'system',
    });
  });
});
