import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { registerByForm, testMerchant } from '../auth/auth-test-helpers';
import { call } from '../cashier/cashier-test-support';
import { checkLedger } from '../ledger/check-ledger';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { addMission, creditedDeposit } from '../missions/missions-test-support';
import { settledRound } from '../rewards/rewards-test-support';
import { ensureReferralCode } from './referral-code';
import { runReferralQualification } from './qualify-referrals';
import { upsertReferralRule } from './referral-store';

const DETAILS = '/wps/relay/MCSFE_getReferralDetails';
const FRIENDS = '/wps/relay/MCSFE_getReferralInvitations';
const CENTRE = '/wps/relay/MCSFE_getRewardCenter';
const CLAIM = '/wps/relay/MCSFE_claimReward';
const MISSIONS = '/wps/relay/MCSFE_getMissionSummaryDetails';

describe('invite friends', () => {
  // The real clock: registration is a sealed call, checked against the clock.
  const t = useTestApp({
    env: { BOT_MIN_FILL_MS: '0', REGISTER_IP_LIMIT_PER_HOUR: '1000' },
  });
  let merchantId: bigint;

  beforeAll(async () => {
    const m = await t.db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`);
    merchantId = m.rows[0]!.id;
    await upsertReferralRule(t.db, merchantId, {
      minFirstDepositMinor: 10_000n,
      minTurnoverMinor: 50_000n,
      rewardMinor: 2_500n,
      wageringMultipleBps: 30_000,
      validDays: 7,
      active: true,
    });
  });

  const register = (username: string, code: string, merchant = 'DEMO') =>
    registerByForm(t.app, username, { referralCode: code }, merchant);

  const friendRow = async (username: string) =>
    (
      await t.db.query<{ id: bigint; upline_id: bigint | null; referrer_id: bigint | null }>(
        `SELECT m.id, m.upline_id, r.referrer_id FROM members m
           LEFT JOIN member_referrals r ON r.friend_id = m.id WHERE m.username = $1`,
        [username],
      )
    ).rows[0];

  async function codeOf(member: TestMember): Promise<string> {
    const r = await call(t.app, member).get(`${DETAILS}?autoGenerate=true`);
    expect(r.statusCode).toBe(200);
    return r.json().value.referralCode;
  }

  /** The friend deposits (as the cashier credits it) and plays settled rounds. */
  async function friendPlays(friendId: bigint, depositMinor: bigint, turnoverMinor: bigint) {
    const friend = { merchantId, memberId: friendId, currency: 'PHP' };
    if (depositMinor > 0n) await creditedDeposit(t.db, friend, depositMinor);
    if (turnoverMinor > 0n) await settledRound(t.db, friend, { stakeMinor: turnoverMinor });
  }

  it('makes a code on the first ask, keeps it, and answers null without autoGenerate', async () => {
    const fresh = await createTestMember(t.db);
    const none = await call(t.app, fresh).get(`${DETAILS}?autoGenerate=false`);
    expect(none.json().value).toMatchObject({ referralCode: null, totalInvitations: 0 });
    const code = await codeOf(fresh);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(await codeOf(fresh)).toBe(code);
    const v = (await call(t.app, fresh).get(DETAILS)).json().value;
    expect(v).toMatchObject({
      referralCode: code,
      rule: {
        minFirstDeposit: '100.00',
        minTurnover: '500.00',
        reward: '25.00',
        wageringMultiple: 3,
      },
    });
    expect(Array.isArray(v.promotionDomains)).toBe(true);
  });

  it('draws again when a code is taken in the merchant', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const taken = await ensureReferralCode(t.db, { merchantId, memberId: a.memberId });
    const draws = [taken, 'FRESH234'];
    const code = await ensureReferralCode(t.db, {
      merchantId,
      memberId: b.memberId,
      generate: () => draws.shift()!,
    });
    expect(code).toBe('FRESH234');
  });

  it('places a friend under the referrer’s upline agent, records the referral, counts the invite mission', async () => {
    const agent = await createTestMember(t.db, { type: 1 });
    const referrer = await createTestMember(t.db, { uplineId: agent.memberId });
    const inviteMission = await addMission(t.db, merchantId, {
      kind: 'invite',
      target: 1n,
      rewardMinor: 100n,
      period: 'weekly',
    });
    const code = await codeOf(referrer);
    const r = await register('friendone1', code.toLowerCase());
    expect(r.json()).toMatchObject({ success: true });
    const row = await friendRow('friendone1');
    expect(row).toMatchObject({ upline_id: agent.memberId, referrer_id: referrer.memberId });

    const check = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${code.toLowerCase()}`,
    });
    expect(check.json()).toMatchObject({ success: true, value: { code, valid: true } });

    const bad = await register('friendtwo2', 'NOSUCH99');
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
    expect(await friendRow('friendtwo2')).toBeUndefined();

    const summary = (await call(t.app, referrer).get(MISSIONS)).json().value;
    const invite = summary.missions.find((x: { id: string }) => x.id === String(inviteMission));
    expect(invite).toMatchObject({ progress: '1', status: 'completed' });

    const list = (await call(t.app, referrer).get(FRIENDS)).json().value;
    expect(list).toMatchObject({ total: 1, totalPages: 1, pageNo: 1 });
    expect(list.list[0]).toMatchObject({ friend: 'fr***1', status: 'pending', reward: null });
  });

  it('refuses the calls and the code where the merchant switched invite friends off', async () => {
    await testMerchant(t.db, 'NOREF', { flags: { REFERRAL3: false } });
    await t.app.merchants.invalidate();
    const m = await createTestMember(t.db, { merchantCode: 'NOREF' });
    const r = await call(t.app, m).get(DETAILS);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const code = await ensureReferralCode(t.db, { merchantId: m.merchantId, memberId: m.memberId });
    const reg = await register('noreffriend', code, 'NOREF');
    expect(reg.json()).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
  });

  it('refuses a malformed page without a 500', async () => {
    const m = await createTestMember(t.db);
    const r = await call(t.app, m).get(`${FRIENDS}?pageNo=0&pageSize=abc`);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false });
  });

  it('qualifies a friend on the rule, pays the referrer a bonus once, 50 claims at a time', async () => {
    const referrer = await createTestMember(t.db);
    const code = await codeOf(referrer);
    for (const name of ['friendq1', 'friendq2', 'friendq3']) {
      expect((await register(name, code)).json().success).toBe(true);
    }
    const [q1, q2, q3] = await Promise.all(['friendq1', 'friendq2', 'friendq3'].map(friendRow));
    await friendPlays(q1!.id, 10_000n, 50_000n); // meets both thresholds
    await friendPlays(q2!.id, 9_999n, 90_000n); // first deposit too small
    await friendPlays(q3!.id, 20_000n, 49_999n); // not enough bets yet

    expect(await runReferralQualification(t.db, new Date())).toBe(1);
    expect(await runReferralQualification(t.db, new Date())).toBe(0);
    const centre = (await call(t.app, referrer).get(CENTRE)).json().value;
    const item = centre.items.find((i: { source: string }) => i.source === 'referral');
    expect(item).toMatchObject({
      id: `referral:${q1!.id}`,
      amount: '25.00',
      details: { friend: 'fr***1' },
    });

    const claims = await Promise.all(
      Array.from({ length: 50 }, () => call(t.app, referrer).post(CLAIM, { id: item.id })),
    );
    const ok = claims.filter((c) => c.json().success);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json().value.claimed).toEqual([
      { id: item.id, amount: '25.00', paidAs: 'bonus' },
    ]);
    expect(claims.filter((c) => c.json().errorCode === 'rewards.already_claimed')).toHaveLength(49);
    const bonuses = await t.db.query<{
      amount_minor: bigint;
      wagering_required_minor: bigint;
      grant_key: string;
    }>(
      `SELECT amount_minor, wagering_required_minor, grant_key FROM member_bonuses
        WHERE member_id = $1`,
      [referrer.memberId],
    );
    expect(bonuses.rows).toEqual([
      {
        amount_minor: 2_500n,
        wagering_required_minor: 7_500n,
        grant_key: `referral:friend:${q1!.id}`,
      },
    ]);

    // A later, bigger deposit does not change q2's first one; one more bet qualifies q3.
    await friendPlays(q2!.id, 50_000n, 0n);
    await friendPlays(q3!.id, 0n, 1n);
    const page = (await call(t.app, referrer).get(`${FRIENDS}?pageNo=1&pageSize=2`)).json().value;
    expect(page).toMatchObject({ total: 3, totalPages: 2, pageSize: 2 });
    const all = [
      ...page.list,
      ...(await call(t.app, referrer).get(`${FRIENDS}?pageNo=2&pageSize=2`)).json().value.list,
    ];
    expect(all.map((f: { friend: string; status: string }) => [f.friend, f.status]).sort()).toEqual(
      [
        ['fr***1', 'claimed'],
        ['fr***2', 'pending'],
        ['fr***3', 'qualified'],
      ],
    );
    const details = (await call(t.app, referrer).get(DETAILS)).json().value;
    expect(details).toMatchObject({
      totalInvitations: 3,
      qualifiedInvitations: 2,
      totalReward: '50.00',
    });
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('does not let a member claim another referrer’s friend', async () => {
    const stranger = await createTestMember(t.db);
    const r = await call(t.app, stranger).post(CLAIM, { id: 'referral:1' });
    expect(r.json()).toMatchObject({ success: false, errorCode: 'rewards.reward_not_found' });
  });
});
