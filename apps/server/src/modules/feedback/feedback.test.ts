import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { memberWithMoney } from '../cashier/cashier-test-support';
import { opsClient } from '../points/points-test-support';
import { supervisorToken } from '../promotions/promotions-test-support';

describe('member feedback and operator replies', () => {
  const t = useTestApp();
  let ops: ReturnType<typeof opsClient>;

  beforeAll(async () => {
    const token = await supervisorToken(t.app, t.db);
    ops = opsClient(t.app, () => token);
  });

  const send = (m: { headers: Record<string, string> }, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/wps/feedback', headers: m.headers, payload });
  const mine = async (m: { headers: Record<string, string> }) =>
    (await t.app.inject({ method: 'GET', url: '/wps/feedback', headers: m.headers })).json().value;
  const stored = async (memberId: bigint) =>
    (
      await t.db.query<{ content: string }>(
        'SELECT content FROM feedback WHERE member_id = $1 ORDER BY id',
        [memberId],
      )
    ).rows.map((r) => r.content);

  it('needs a token, a known question type and content within the bounds', async () => {
    const m = await memberWithMoney(t.db);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { merchant: 'DEMO' },
      payload: { questionType: 'deposit', content: 'My deposit is missing' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const bad of [
      { questionType: 'deposit', content: 'Too short' }, // 9 characters
      { questionType: 'deposit', content: 'x'.repeat(1001) },
      { questionType: 'lottery_tips', content: 'My deposit is missing' },
      { questionType: 'deposit' },
    ]) {
      const r = await send(m, bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().success).toBe(false);
    }
    expect((await send(m, { questionType: 'deposit', content: '0123456789' })).statusCode).toBe(
      200,
    );
    expect((await send(m, { questionType: 'other', content: 'y'.repeat(1000) })).statusCode).toBe(
      200,
    );
    expect(await stored(m.memberId)).toEqual(['0123456789', 'y'.repeat(1000)]);
  });

  it('keeps the content as plain text: markup dropped, the text kept', async () => {
    const m = await memberWithMoney(t.db);
    const r = await send(m, {
      questionType: 'deposit',
      content:
        '<b>Deposit</b> <script>alert(1)</script>not credited, 5 < 6 &lt;3 <img src=x onerror=alert(1)>',
    });
    expect(r.json().success).toBe(true);
    // Entities read as the characters they stand for, as a browser would show them.
    expect(await stored(m.memberId)).toEqual(['Deposit not credited, 5 < 6 <3']);
    const markupOnly = await send(m, {
      questionType: 'other',
      content: '<img src=x onerror=alert(1)><script>steal()</script>',
    });
    expect(markupOnly.json()).toMatchObject({
      success: false,
      errorCode: 'feedback.content_too_short',
    });
    expect(await stored(m.memberId)).toHaveLength(1);
  });

  it('limits each member to five an hour; others are not affected', async () => {
    const [a, b] = [await memberWithMoney(t.db), await memberWithMoney(t.db)];
    const body = { questionType: 'suggestion', content: 'Please add more slots' };
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await send(a, body)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await stored(a.memberId)).toHaveLength(5);
    expect((await send(b, body)).statusCode).toBe(200);
  });

  it('an operator replies once (racing replies give one), the member reads it and gets a message', async () => {
    const m = await memberWithMoney(t.db);
    await send(m, { questionType: 'withdrawal', content: 'Where is my withdrawal?' });
    const [mineBefore] = (await mine(m)).list;
    expect(mineBefore).toMatchObject({ status: 'open', reply: null });
    const queue = (await ops.get('/ops/feedback?status=open')).json().value.list;
    const item = queue.find((f: { id: string }) => f.id === mineBefore.id);
    expect(item).toMatchObject({
      username: expect.any(String),
      content: 'Where is my withdrawal?',
    });

    const markupOnly = await ops.post(`/ops/feedback/${item.id}/reply`, {
      reply: '<script></script>',
    });
    expect(markupOnly.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const replies = await Promise.all(
      ['It is on its way.', 'Paid today.'].map((reply) =>
        ops.post(`/ops/feedback/${item.id}/reply`, { reply }),
      ),
    );
    expect(replies.filter((r) => r.json().success)).toHaveLength(1);
    expect(replies.map((r) => r.json().errorCode).filter(Boolean)).toEqual([
      'feedback.already_replied',
    ]);
    const [after] = (await mine(m)).list;
    expect(after.status).toBe('replied');
    expect(['It is on its way.', 'Paid today.']).toContain(after.reply);
    const inbox = await t.db.query<{ kind: string; body: string }>(
      `SELECT x.kind, x.body FROM inbox_messages x JOIN inbox_deliveries d ON d.message_id = x.id
        WHERE d.member_id = $1`,
      [m.memberId],
    );
    expect(inbox.rows).toEqual([{ kind: 'feedback_replied', body: after.reply }]);

    expect((await ops.post(`/ops/feedback/${item.id}/close`)).json().value.status).toBe('closed');
    const again = await ops.post(`/ops/feedback/${item.id}/close`);
    expect(again.json().errorCode).toBe('feedback.closed');
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE subject_type = 'feedback' AND subject_id = $1 ORDER BY id`,
      [item.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['feedback.reply', 'feedback.close']);
    expect((await ops.post('/ops/feedback/99999999/close')).json().errorCode).toBe(
      'feedback.not_found',
    );
  });

  it('a member sees only their own feedback', async () => {
    const [a, b] = [await memberWithMoney(t.db), await memberWithMoney(t.db)];
    await send(a, { questionType: 'account', content: 'Change my phone number' });
    expect((await mine(b)).list).toEqual([]);
    expect((await mine(a)).list).toHaveLength(1);
    expect((await mine(a)).list[0]).not.toHaveProperty('username');
  });
});
