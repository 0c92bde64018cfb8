import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { sealedInject, testMember } from '../../auth/auth-test-helpers';

describe('member info, avatar, language and login history', () => {
  const t = useTestApp({ env: { LOGIN_IP_LIMIT_PER_MINUTE: '1000' } });
  const login = async (username: string, password = 'Secret123', ip = '203.0.113.20') =>
    sealedInject(t.app, {
      url: '/wps/session/login',
      body: { username, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('describes the member with masked contacts and the account flags', async () => {
    const agent = await testMember(t.db, { username: 'upline1', type: 1, affiliateCode: 'UPL001' });
    const m = await testMember(t.db, {
      username: 'info1',
      mobile: '9179000001',
      email: 'info1@example.com',
    });
    await t.db.query(
      'UPDATE members SET upline_id = $1, club_label_name = $2, club_rank_level = 5, member_labels = $3 WHERE id = $4',
      [agent.id, 'Gold', ['VIP', 'New'], m.id],
    );
    const token = (await login('info1')).json().value.token;
    const r = await t.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
    expect(r.json().value).toEqual({
      id: Number(m.id),
      account: 'info1',
      nickname: null,
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'Gold', rankLevel: 5 },
      memberLabel: ['VIP', 'New'],
      memberLabelColor: null,
      regDate: m.createdAt.getTime(),
      mobile: '917****001',
      countryDialingCode: '63',
      email: 'in****@example.com',
      hasPassword: true,
      hasPaymentPassword: false,
      totpEnabled: false,
      language: null,
    });
  });

  it('answers 401 login.not.session without a valid token', async () => {
    const r = await t.app.inject({
      url: '/wps/member/info',
      headers: { authorization: 'not-a-token' },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ errorCode: 'login.not.session', message: 'in_logged_login' });
  });

  it('gives the avatar through the call and the MCSFE_getPlayerAvatar relay', async () => {
    await testMember(t.db, { username: 'icon1' });
    const token = (await login('icon1')).json().value.token;
    const direct = await t.app.inject({
      url: '/wps/member/info/icon',
      headers: { authorization: token },
    });
    const relayed = await t.app.inject({
      url: '/wps/relay/MCSFE_getPlayerAvatar',
      headers: { authorization: token },
    });
    expect(direct.json().value).toEqual({ avatar: '0', avatarType: 'STATIC' });
    expect(relayed.json().value).toEqual(direct.json().value);
  });

  it('remembers a supported language and refuses an unknown one', async () => {
    await testMember(t.db, { username: 'lang1' });
    const token = (await login('lang1')).json().value.token;
    const set = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/language',
        headers: { authorization: token },
        payload: { language },
      });
    expect((await set('en')).json().success).toBe(true);
    expect((await set('XX')).json().errorCode).toBe('field_invalid');
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: { authorization: token } })).json()
        .value.language,
    ).toBe('EN');
  });

  it('lists the login history, failures included, newest first and paged', async () => {
    await testMember(t.db, { username: 'hist1' });
    await login('hist1', 'wrong', '203.0.113.21');
    await login('hist1', 'Secret123', '203.0.113.22');
    const token = (await login('hist1', 'Secret123', '203.0.113.23')).json().value.token;
    const page = await t.app.inject({
      url: '/wps/member/loginHistory?pageNo=1&pageSize=2',
      headers: { authorization: token },
    });
    expect(page.json().value).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(
      page.json().value.list.map((e: { ip: string; success: boolean }) => [e.ip, e.success]),
    ).toEqual([
      ['203.0.113.23', true],
      ['203.0.113.22', true],
    ]);
    const second = await t.app.inject({
      url: '/wps/member/loginHistory?pageNo=2&pageSize=2',
      headers: { authorization: token },
    });
    expect(second.json().value.list).toMatchObject([
      { ip: '203.0.113.21', success: false, method: 'username' },
    ]);
  });
});
