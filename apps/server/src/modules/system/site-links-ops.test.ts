import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { decodeCustomerServiceLink } from '@wl/contract/system/customer-service-link';
import { useTestApp } from '../../../test/test-app';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

const links = {
  customerService: [
    { csType: 'LIVECHAT', csPosition: 'HEADER', url: 'https://chat.example.com/room/7' },
    { csType: 'VIP', csPosition: 'SIDEBAR', url: '/helpmc?cs=vip', minRankLevel: 5 },
  ],
  resources: [
    {
      resourceType: 'Android',
      url: 'https://cdn.example.com/app-2.apk',
      labelNameEn: 'Android App',
    },
    { resourceType: 'IOS', url: 'https://apps.example.com/ios', qrCodeUrl: '/static/ios-qr.png' },
  ],
};

/** Customer-service and app download links: kept by content operators, served in the status. */
describe('back office content: customer-service and app links', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  const status = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/wps/system/status?url=localhost',
        headers: { merchant: 'DEMO' },
      })
    ).json().value.info;
  const put = (body: object, role: OperatorRole = 'content') =>
    opsCall(t.app, tokens[role], 'PUT', '/ops/site-links', body);

  it('replaces both lists; the player site gets them at once, and the change is audited', async () => {
    const old = await opsCall(t.app, tokens.read_only, 'GET', '/ops/site-links');
    expect(old.json().value.customerService.length).toBeGreaterThan(0);
    await status(); // the merchant is cached now: the save must drop it

    expect((await put(links)).json().success).toBe(true);
    const info = await status();
    expect(info.resources).toEqual([
      expect.objectContaining({
        resourceType: 'Android',
        url: 'https://cdn.example.com/app-2.apk',
      }),
      expect.objectContaining({ resourceType: 'IOS', qrCodeUrl: '/static/ios-qr.png' }),
    ]);
    // Visitors see the open entry only, its address sealed (ADR 0005).
    expect(info.customerService.map((e: { csType: string }) => e.csType)).toEqual(['LIVECHAT']);
    expect(await decodeCustomerServiceLink(info.customerService[0].path)).toBe(
      'https://chat.example.com/room/7',
    );
    const stored = await opsCall(t.app, tokens.content, 'GET', '/ops/site-links');
    expect(stored.json().value.customerService[1]).toEqual({
      csType: 'VIP',
      csPosition: 'SIDEBAR',
      url: '/helpmc?cs=vip',
      minRankLevel: 5,
    });

    const audit = await t.db.query<{ before: { resources: unknown[] }; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'site_links_saved'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.before.resources).toEqual(old.json().value.resources);
    expect(audit.rows[0]!.after).toMatchObject({ resources: [{ resourceType: 'Android' }, {}] });
  });

  it('refuses script and data links, bad codes and roles without content.edit, changing nothing', async () => {
    const before = await opsCall(t.app, tokens.content, 'GET', '/ops/site-links');
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'https://x.test/"><script>',
      '',
    ]) {
      const r = await put({ ...links, resources: [{ resourceType: 'Android', url }] });
      expect(r.statusCode, url).toBe(400);
      expect(r.json().success).toBe(false);
    }
    const badType = await put({ ...links, customerService: [{ csType: 'live chat!', url: '/x' }] });
    expect(badType.statusCode).toBe(400);
    for (const role of ['cashier', 'risk', 'read_only', 'agent_manager'] as const) {
      expect((await put(links, role)).statusCode).toBe(403);
    }
    const after = await opsCall(t.app, tokens.content, 'GET', '/ops/site-links');
    expect(after.json().value).toEqual(before.json().value);
  });
});
