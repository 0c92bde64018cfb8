import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { getHelpCenterResponse, type HelpEntry } from '@wl/contract/system/get-help-center';
import { useTestApp } from '../../../test/test-app';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

const HOSTILE =
  '<p onclick="x()">Open 24/7<script>alert(1)</script><a href="javascript:y()">z</a></p>';
const page = (overrides: object = {}) => ({
  tag: 'contact',
  sort: 1,
  variants: [
    { lang: 'EN', title: 'Contact us', content: HOSTILE },
    { lang: 'TW', title: '聯絡我們', content: `<b>全天候</b>${HOSTILE}` },
  ],
  ...overrides,
});

/** Help centre pages (type H) edited in the back office and served to the player's /help. */
describe('back office content: help centre pages', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  async function help(lang: string): Promise<HelpEntry[]> {
    const r = await t.app.inject({ method: 'GET', url: `/wps/system/helpCenter?lang=${lang}` });
    return getHelpCenterResponse.parse(r.json().value);
  }
  const flatten = (entries: HelpEntry[]): HelpEntry[] =>
    entries.flatMap((e) => [e, ...flatten(e.children)]);
  const save = (key: string, body: object, role: OperatorRole = 'content') =>
    opsCall(t.app, tokens[role], 'PUT', `/ops/help-pages/${key}`, body);

  it('publishes a page in two languages, sanitised, and the help centre serves it at once', async () => {
    // Read first, so the reply cache holds the old help centre.
    expect((await help('EN')).map((e) => e.tag)).not.toContain('contact');
    const saved = await save('contact-us', page());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({
      key: 'contact-us',
      tag: 'contact',
      parentKey: null,
    });
    const en = (await help('EN')).find((e) => e.tag === 'contact')!;
    expect(en.title).toBe('Contact us');
    expect(en.content).toContain('Open 24/7');
    expect(en.content).not.toMatch(/script|onclick|javascript:/i);
    expect((await help('TW')).find((e) => e.tag === 'contact')?.content).toContain('<b>全天候</b>');
    const stored = await t.db.query<{ content: string }>(
      `SELECT content FROM help_entries WHERE entry_key = 'contact-us'`,
    );
    expect(stored.rows).toHaveLength(2);
    for (const { content } of stored.rows) expect(content).not.toMatch(/script|onclick/i);

    const audit = await t.db.query<{ action: string; subject_id: string }>(
      `SELECT action, subject_id FROM audit_log WHERE action = 'help_page_saved'`,
    );
    expect(audit.rows).toEqual([{ action: 'help_page_saved', subject_id: 'contact-us' }]);
  });

  it('nests a page under a parent, lists and filters by tag, hides and removes', async () => {
    const child = await save(
      'contact-hours',
      page({
        parentKey: 'contact-us',
        variants: [{ lang: 'EN', title: 'Opening hours', content: '' }],
      }),
    );
    expect(child.statusCode).toBe(200);
    const parent = (await help('EN')).find((e) => e.tag === 'contact')!;
    expect(parent.children.map((c) => c.title)).toEqual(['Opening hours']);

    const list = await opsCall(t.app, tokens.read_only, 'GET', '/ops/help-pages?tag=contact');
    expect(
      list
        .json()
        .value.list.map((p: { key: string }) => p.key)
        .sort(),
    ).toEqual(['contact-hours', 'contact-us']);
    expect(list.json().value.total).toBe(2);

    await save('contact-hours', page({ parentKey: 'contact-us', display: false }));
    expect(
      flatten(await help('EN')).find((e) => e.title === 'Contact us' && !e.display),
    ).toBeDefined();

    const removed = await opsCall(t.app, tokens.content, 'DELETE', '/ops/help-pages/contact-hours');
    expect(removed.json().value).toEqual({ key: 'contact-hours', removed: true });
    expect((await help('EN')).find((e) => e.tag === 'contact')?.children).toEqual([]);
  });

  it('refuses a parent that is itself or missing, bad input and roles without content.edit', async () => {
    const before = await t.db.query('SELECT * FROM help_entries ORDER BY id');
    const self = await save('contact-us', page({ parentKey: 'contact-us' }));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ success: false, message: 'error_help_parent' });
    const missing = await save('orphan', page({ parentKey: 'no-such-page' }));
    expect(missing.json()).toMatchObject({ success: false, message: 'error_help_parent' });
    expect((await save('bad', page({ tag: 'Not A Tag' }))).statusCode).toBe(400);
    expect((await save('bad', page({ variants: [] }))).statusCode).toBe(400);
    const twice = page({
      variants: [
        { lang: 'EN', title: 'a', content: '' },
        { lang: 'EN', title: 'b', content: '' },
      ],
    });
    expect((await save('bad', twice)).statusCode).toBe(400);
    for (const role of ['cashier', 'risk', 'read_only', 'agent_manager'] as const) {
      expect((await save('contact-us', page(), role)).statusCode).toBe(403);
    }
    expect((await t.db.query('SELECT * FROM help_entries ORDER BY id')).rows).toEqual(before.rows);
  });
});
