import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { playRound } from '../bonus/bonus-test-support';
import { call, memberWithMoney, PAYMENT_PASSWORD } from '../cashier/cashier-test-support';
import { requestWithdrawal } from '../cashier/request-withdrawal';
import { findMerchantByCode } from '../merchants/merchant-store';
import { claimRaffle } from './claim-raffle';
import { listPromotions } from './list-promotions';
import { checkLedger } from '../ledger/check-ledger';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { b64, PNG_1PX, promotionBody, supervisorToken } from './promotions-test-support';
import { drawRaffle, raffleSeedHash } from './raffle-draw';

const uploadDir = mkdtempSync(join(tmpdir(), 'wl-uploads-'));

describe('promotions: operator API, claims, applications, raffle, deposit bonus', () => {
  const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });
  let opsToken: string;

  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { merchant: 'DEMO', authorization: opsToken },
      ...(payload ? { payload } : {}),
    });
  const create = async (extra: Record<string, unknown> = {}) => {
    const r = await ops('POST', '/ops/promotions', promotionBody(extra));
    expect(r.statusCode, r.body).toBe(200);
    return r.json().value as { id: string; raffleSeedHash: string | null };
  };
  const member = (m: TestMember) => ({
    get: (url: string) => call(t.app, m).get(url),
    post: (url: string, payload: object) => call(t.app, m).post(url, payload),
  });
  const detail = async (m: TestMember | null, id: string) => {
    const r = m
      ? await member(m).get(`/wps/promotions/${id}`)
      : await t.app.inject({
          method: 'GET',
          url: `/wps/promotions/${id}`,
          headers: { merchant: 'DEMO', language: 'EN' },
        });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().value;
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: bigint }>(sql, params)).rows[0]!.n);

  beforeAll(async () => {
    opsToken = await supervisorToken(t.app, t.db);
  });

  it('creates a promotion with sanitised content in two languages, audited, and lists it', async () => {
    const p = await create();
    expect(
      await count(
        `SELECT count(*) AS n FROM audit_log WHERE action = 'promotion_created' AND subject_id = $1`,
        [p.id],
      ),
    ).toBe(1);
    const visitor = await detail(null, p.id);
    expect(visitor).toMatchObject({ title: 'Free chips', status: 'claim', promotionType: 'claim' });
    expect(visitor.content).toBe('<p>Hello <b>bold</b></p>');
    const tw = await t.app.inject({
      method: 'GET',
      url: `/wps/promotions/${p.id}`,
      headers: { merchant: 'DEMO', language: 'TW' },
    });
    expect(tw.json().value.title).toBe('免費籌碼');
    const list = (
      await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: { merchant: 'DEMO' } })
    ).json().value;
    expect(list.categories).toContain('other_promo');
    expect(list.list.map((x: { id: string }) => x.id)).toContain(p.id);
    const edited = await ops('PUT', `/ops/promotions/${p.id}`, promotionBody({ sortOrder: 5 }));
    expect(edited.statusCode, edited.body).toBe(200);
    const players = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: { merchant: 'DEMO' },
      payload: promotionBody(),
    });
    expect(players.json().success).toBe(false);
  });

  it('counts claimable promotions in the balance badge and lists them in the announcements', async () => {
    const p = await create();
    const m = await createTestMember(t.db);
    const balance = (await member(m).get('/wps/v2/wallets/balance')).json().value;
    expect(balance.availablePromoCount).toBeGreaterThanOrEqual(1);
    const news = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=W&execution=B',
      headers: { merchant: 'DEMO', language: 'EN' },
    });
    const promotion = news.json().value.promotion as { id: string; title: string }[];
    expect(promotion).toContainEqual(
      expect.objectContaining({ id: `promotion-${p.id}`, title: 'Free chips' }),
    );
  });

  it('pays one bonus for 50 simultaneous claims by one member, and then shows claimed', async () => {
    const p = await create();
    const m = await createTestMember(t.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => member(m).post(`/wps/promotions/${p.id}/claim`, {})),
    );
    const okCount = results.filter((r) => r.json().success === true).length;
    expect(okCount).toBe(1);
    expect(results.filter((r) => r.json().errorCode === 'promotion_already_claimed')).toHaveLength(
      49,
    );
    expect(
      await count(`SELECT count(*) AS n FROM member_bonuses WHERE member_id = $1`, [m.memberId]),
    ).toBe(1);
    const d = await detail(m, p.id);
    expect(d.status).toBe('in_progress');
    expect(d.bonus).toMatchObject({
      amount: '10.00',
      wageringRequired: '20.00',
      progressPercent: 0,
    });
    await playRound(t.db, { memberId: m.memberId, stakeMinor: 5_00n });
    expect((await detail(m, p.id)).bonus.progressPercent).toBe(25);
    await playRound(t.db, { memberId: m.memberId, stakeMinor: 15_00n });
    const done = await detail(m, p.id);
    expect(done.status).toBe('claimed');
    expect(done.bonus).toMatchObject({ status: 'converted', released: '10.00' });
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('allows one claim per device when the rule says so', async () => {
    const p = await create({ limitPerDevice: true });
    const [a, b] = [await createTestMember(t.db), await createTestMember(t.db)];
    expect(
      (await member(a).post(`/wps/promotions/${p.id}/claim`, { deviceId: 'dev-1' })).json().success,
    ).toBe(true);
    const second = (
      await member(b).post(`/wps/promotions/${p.id}/claim`, { deviceId: 'dev-1' })
    ).json();
    expect(second).toMatchObject({ success: false, errorCode: 'promotion_claim_limited' });
    expect(
      await count(`SELECT count(*) AS n FROM promotion_claims WHERE member_id = $1`, [b.memberId]),
    ).toBe(0);
    expect(
      (await member(b).post(`/wps/promotions/${p.id}/claim`, { deviceId: 'dev-2' })).json().success,
    ).toBe(true);
  });

  it('allows one claim per payment account when the rule says so', async () => {
    const p = await create({ limitPerPaymentAccount: true });
    const merchantId = (await findMerchantByCode(t.db, 'DEMO'))!.id;
    const [a, b, c] = [
      await createTestMember(t.db),
      await createTestMember(t.db),
      await createTestMember(t.db),
    ];
    const card = (memberId: bigint, number: string) =>
      t.db.query(
        `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name, account_number)
         VALUES ($1, $2, 'EW', 'GCASH', 'Ana', $3)`,
        [merchantId, memberId, number],
      );
    const claim = (m: TestMember) => member(m).post(`/wps/promotions/${p.id}/claim`, {});
    expect((await claim(a)).json()).toMatchObject({
      success: false,
      errorCode: 'promotion_claim_limited',
    });
    await card(a.memberId, '09170000001');
    await card(b.memberId, '09170000001');
    await card(c.memberId, '09170000002');
    expect((await claim(a)).json().success).toBe(true);
    expect((await claim(b)).json().errorCode).toBe('promotion_claim_limited');
    expect((await claim(c)).json().success).toBe(true);
  });

  it('allows one claim per IP address when the rule says so', async () => {
    const p = await create({ limitPerIp: true });
    const [a, b, c] = [
      await createTestMember(t.db),
      await createTestMember(t.db),
      await createTestMember(t.db),
    ];
    const claimFrom = (m: TestMember, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `/wps/promotions/${p.id}/claim`,
        headers: m.headers,
        payload: {},
        remoteAddress: ip,
      });
    expect((await claimFrom(a, '10.1.1.1')).json().success).toBe(true);
    expect((await claimFrom(b, '10.1.1.1')).json().errorCode).toBe('promotion_claim_limited');
    expect((await claimFrom(c, '10.1.1.2')).json().success).toBe(true);
  });

  it('refuses a 141-character remark, a 6 MB image, a fourth image and HTML named .png, storing nothing', async () => {
    const p = await create({ kind: 'apply', fixedAmount: null });
    const m = await createTestMember(t.db);
    const apply = (body: object) => member(m).post(`/wps/promotions/${p.id}/apply`, body);
    const refusals = [
      [{ remark: 'x'.repeat(141), images: [] }, 'application_remark_too_long'],
      [
        {
          remark: 'ok',
          images: [
            {
              name: 'big.png',
              contentBase64: b64(Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)])),
            },
          ],
        },
        'application_image_too_large',
      ],
      [
        {
          remark: 'ok',
          images: Array.from({ length: 4 }, () => ({ name: 'a.png', contentBase64: b64(PNG_1PX) })),
        },
        'application_too_many_images',
      ],
      [
        {
          remark: 'ok',
          images: [
            {
              name: 'evil.png',
              contentBase64: b64(Buffer.from('<html><script>alert(1)</script></html>')),
            },
          ],
        },
        'application_image_type',
      ],
    ] as const;
    for (const [body, code] of refusals) {
      const r = await apply(body);
      expect(r.json(), code).toMatchObject({ success: false, errorCode: code });
      expect(r.statusCode).toBeLessThan(500);
    }
    expect(
      await count(`SELECT count(*) AS n FROM promotion_applications WHERE member_id = $1`, [
        m.memberId,
      ]),
    ).toBe(0);
    expect(readdirSync(uploadDir)).toEqual([]);
    expect((await detail(m, p.id)).status).toBe('join');
  });

  it('takes an application with images, serves them to the owner only, and an operator approves it', async () => {
    const p = await create({ kind: 'apply', fixedAmount: null, wageringMultipleBps: 0 });
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const r = await member(m).post(`/wps/promotions/${p.id}/apply`, {
      remark: 'My big win 🎉',
      images: [{ name: 'win.png', contentBase64: b64(PNG_1PX) }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const application = r.json().value;
    expect(application).toMatchObject({ status: 'applying', remark: 'My big win 🎉' });
    expect(
      (
        await member(m).post(`/wps/promotions/${p.id}/apply`, { remark: 'again', images: [] })
      ).json().errorCode,
    ).toBe('promotion_already_applied');
    const image = await member(m).get(application.images[0]);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await member(other).get(application.images[0])).statusCode).toBe(404);
    expect((await detail(m, p.id)).status).toBe('applying');
    const mine = (await member(m).get('/wps/promotions/applications')).json().value.list;
    expect(mine).toHaveLength(1);

    const queue = (await ops('GET', '/ops/promotion-applications?status=applying')).json().value
      .list;
    expect(queue.map((a: { id: string }) => a.id)).toContain(application.id);
    const approved = await ops('POST', `/ops/promotion-applications/${application.id}/review`, {
      decision: 'approve',
      amount: '25.00',
    });
    expect(approved.json().value).toMatchObject({ status: 'approved', amount: '25.00' });
    const again = await ops('POST', `/ops/promotion-applications/${application.id}/review`, {
      decision: 'reject',
      reason: 'late',
    });
    expect(again.json().errorCode).toBe('application_already_reviewed');
    expect((await detail(m, p.id)).status).toBe('issued');
    expect(
      await count(
        `SELECT count(*) AS n FROM audit_log WHERE action = 'promotion_application_approved' AND subject_id = $1`,
        [application.id],
      ),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*) AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id WHERE a.member_id = $1 AND t.code = 'BONUS_RELEASE' AND t.amount_minor = 2500`,
        [m.memberId],
      ),
    ).toBe(1);
  });

  it('rejects an application with a reason, and the member may apply again', async () => {
    const p = await create({ kind: 'apply', fixedAmount: null });
    const m = await createTestMember(t.db);
    const a = (
      await member(m).post(`/wps/promotions/${p.id}/apply`, { remark: '', images: [] })
    ).json().value;
    await ops('POST', `/ops/promotion-applications/${a.id}/review`, {
      decision: 'reject',
      reason: 'Not eligible',
    });
    const d = await detail(m, p.id);
    expect(d.status).toBe('rejected');
    expect(d.application).toMatchObject({ status: 'rejected', reason: 'Not eligible' });
    expect(
      (
        await member(m).post(`/wps/promotions/${p.id}/apply`, { remark: 'retry', images: [] })
      ).json().success,
    ).toBe(true);
  });

  it('draws a raffle once, provably: the roll recomputes from the seed that matches the hash', async () => {
    const p = await create({
      kind: 'raffle',
      fixedAmount: null,
      rafflePrizes: [
        { amount: '0', weight: 1 },
        { amount: '5.00', weight: 3 },
      ],
    });
    const m = await createTestMember(t.db);
    const draw = () =>
      member(m).post('/wps/relay/MCS2_claimRafflePromotion', {
        promotionId: p.id,
        clientSeed: 'lucky',
      });
    const first = (await draw()).json();
    expect(first.success, JSON.stringify(first)).toBe(true);
    expect((await draw()).json().errorCode).toBe('promotion_already_claimed');
    const seed = (
      await t.db.query<{ raffle_seed: string }>(
        'SELECT raffle_seed FROM promotions WHERE id = $1',
        [p.id],
      )
    ).rows[0]!.raffle_seed;
    expect(raffleSeedHash(seed)).toBe(p.raffleSeedHash);
    const again = drawRaffle(
      seed,
      { promotionId: BigInt(p.id), memberId: m.memberId, clientSeed: 'lucky' },
      [
        { amountMinor: 0n, weight: 1 },
        { amountMinor: 500n, weight: 3 },
      ],
    );
    expect(first.value).toMatchObject({
      roll: again.roll,
      prizeIndex: again.prizeIndex,
      seedHash: p.raffleSeedHash,
    });
    expect(first.value.amount).toBe(again.prizeIndex === 1 ? '5.00' : '0.00');
    expect((await detail(m, p.id)).raffle).toEqual({ seedHash: p.raffleSeedHash, seed: null });
  });

  it('grants a first-deposit match with the deposit, once, and not on the second deposit', async () => {
    const p = await create({
      kind: 'first_deposit',
      category: 'deposit_promo',
      fixedAmount: null,
      percentBps: 5_000,
      maxBonus: '80.00',
      wageringMultipleBps: 10_000,
      wageringIncludesDeposit: true,
    });
    const m = await memberWithMoney(t.db, {});
    expect((await detail(m, p.id)).status).toBe('signed_up');
    const deposit = async (amount: string) => {
      const r = await call(t.app, m).post('/wps/relay/MCSFE_depositByLaunchUrl', {
        amount,
        vendorId: 'SANDBOX-PG',
      });
      expect(r.statusCode, r.body).toBe(200);
      const { payUrl } = r.json().value as { payUrl: string };
      await t.app.inject({
        method: 'POST',
        url: payUrl,
        payload: 'outcome=paid',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await t.app.sandboxGateway.settled();
    };
    await deposit('200.00');
    const d = await detail(m, p.id);
    expect(d.status).toBe('in_progress');
    expect(d.bonus).toMatchObject({ amount: '80.00', wageringRequired: '280.00' });
    await deposit('100.00');
    expect(
      await count(`SELECT count(*) AS n FROM member_bonuses WHERE member_id = $1`, [m.memberId]),
    ).toBe(1);
    const bonuses = (await call(t.app, m).get('/wps/bonuses')).json().value.list;
    expect(bonuses).toHaveLength(1);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('stores uploaded artwork checked by its bytes and serves it with a year of caching', async () => {
    const p = await create();
    const html = await ops('PUT', `/ops/promotions/${p.id}/artwork`, {
      contentBase64: b64(Buffer.from('<html></html>')),
    });
    expect(html.json()).toMatchObject({ success: false, errorCode: 'application_image_type' });
    const r = await ops('PUT', `/ops/promotions/${p.id}/artwork`, { contentBase64: b64(PNG_1PX) });
    expect(r.statusCode, r.body).toBe(200);
    const { imageUrl } = r.json().value as { imageUrl: string };
    expect((await detail(null, p.id)).imageUrl).toBe(imageUrl);
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(
      await count(
        `SELECT count(*) AS n FROM audit_log WHERE action = 'promotion_artwork_uploaded' AND subject_id = $1`,
        [p.id],
      ),
    ).toBe(1);
  });

  it('hides the kinds the merchant configures as hidden', async () => {
    const p = await create({
      kind: 'raffle',
      fixedAmount: null,
      rafflePrizes: [{ amount: '1.00', weight: 1 }],
    });
    const merchantId = (await findMerchantByCode(t.db, 'DEMO'))!.id;
    const base = { db: t.db, merchantId, memberId: null, language: 'EN', now: new Date() };
    const shown = await listPromotions(base);
    expect(shown.list.map((x) => x.id)).toContain(p.id);
    const hidden = await listPromotions({ ...base, hiddenKinds: ['raffle'] });
    expect(hidden.list.map((x) => x.id)).not.toContain(p.id);
    expect(hidden.list.every((x) => x.promotionType !== 'raffle')).toBe(true);
    const m = await createTestMember(t.db);
    await expect(
      claimRaffle({
        db: t.db,
        merchantId,
        memberId: m.memberId,
        promotionId: BigInt(p.id),
        ip: null,
        hiddenKinds: ['raffle'],
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'promotion_not_found' });
  });

  it('forfeits a bonus still wagering when the member asks for a withdrawal, money conserved', async () => {
    const merchant = (await findMerchantByCode(t.db, 'DEMO'))!;
    await t.db.query(
      'UPDATE cashier_settings SET turnover_multiple_bps = 0 WHERE merchant_id = $1',
      [merchant.id],
    );
    const p = await create();
    const m = await memberWithMoney(t.db, { amountMinor: 300_00n });
    expect((await member(m).post(`/wps/promotions/${p.id}/claim`, {})).json().success).toBe(true);
    const card = await t.db.query<{ id: bigint }>(
      `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name, account_number)
       VALUES ($1, $2, 'EW', 'GCASH', 'Ana', '09171234567') RETURNING id`,
      [merchant.id, m.memberId],
    );
    await requestWithdrawal({
      db: t.db,
      merchant,
      memberId: m.memberId,
      payoutAccountId: card.rows[0]!.id,
      amount: '200.00',
      password: PAYMENT_PASSWORD,
      nowMs: Date.now(),
      ip: null,
    });
    const d = await detail(m, p.id);
    expect(d.bonus).toMatchObject({ status: 'forfeited', released: '0.00' });
    const bonusAccount = await t.db.query<{ b: bigint }>(
      `SELECT balance_minor AS b FROM ledger_accounts WHERE member_id = $1 AND kind = 'bonus'`,
      [m.memberId],
    );
    expect(bonusAccount.rows[0]?.b).toBe(0n);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });
});
