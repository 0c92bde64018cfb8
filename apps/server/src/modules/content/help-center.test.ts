import { describe, expect, it } from 'vitest';
import { getHelpCenterResponse, type HelpEntry } from '@wl/contract/system/get-help-center';
import { useTestApp } from '../../../test/test-app';

describe('GET /wps/system/helpCenter', () => {
  const t = useTestApp();

  async function help(query: string, headers: Record<string, string> = {}) {
    const r = await t.app.inject({ method: 'GET', url: `/wps/system/helpCenter${query}`, headers });
    expect(r.statusCode).toBe(200);
    return getHelpCenterResponse.parse(r.json().value);
  }
  const flatten = (entries: HelpEntry[]): HelpEntry[] =>
    entries.flatMap((e) => [e, ...flatten(e.children)]);

  it('serves every section of the spec in the asked language', async () => {
    const en = await help('?lang=EN&device=WEB');
    expect(en.map((e) => e.tag)).toEqual(
      expect.arrayContaining(['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term', 'agent']),
    );
    expect(en.find((e) => e.tag === 'agent')?.title).toBe('Agent programme');
    expect(en.find((e) => e.tag === 'term')?.content).toContain('18 years old');
    expect(en.every((e) => e.lang === 'EN')).toBe(true);
    const tw = await help('?lang=TW');
    expect(tw.find((e) => e.tag === 'agent')?.title).toBe('代理合作');
  });

  it('nests questions and game guides under their sections', async () => {
    const en = await help('?lang=EN');
    const faqs = en.find((e) => e.tag === 'faqs');
    expect(faqs?.children.map((c) => c.title)).toContain('I forgot my password');
    expect(en.find((e) => e.tag === 'game')?.children.length).toBeGreaterThanOrEqual(3);
  });

  it('takes the Language header when no lang is given, else the merchant default', async () => {
    expect((await help('', { language: 'EN' }))[0]?.lang).toBe('EN');
    expect((await help(''))[0]?.lang).toBe('TW');
    expect((await help('?lang=JA'))[0]?.lang).toBe('TW');
  });

  it('serves sanitised content, device-specific items and survives looping parents', async () => {
    await t.db.query(
      `INSERT INTO help_entries (merchant_id, entry_key, parent_key, lang, tag, title, content,
         device, sort)
       SELECT id, x.k, x.p, 'EN', 'faqs', x.title, x.content, x.device, 99
       FROM merchants, (VALUES
         ('t-x', NULL, 'Hostile', '<b onmouseover="x()">b</b><script>bad()</script>', 'ALL'),
         ('t-mobile', NULL, 'Mobile only', '<p>m</p>', 'MOBILE'),
         ('t-loop-a', 't-loop-b', 'Loop A', '', 'ALL'),
         ('t-loop-b', 't-loop-a', 'Loop B', '', 'ALL')
       ) AS x(k, p, title, content, device)
       WHERE code = 'DEMO'`,
    );
    const web = flatten(await help('?lang=EN&device=WEB'));
    expect(web.find((e) => e.title === 'Hostile')?.content).toBe('<b>b</b>');
    expect(web.map((e) => e.title)).not.toContain('Mobile only');
    expect(web.map((e) => e.title)).toEqual(expect.arrayContaining(['Loop A', 'Loop B']));
    const mobile = flatten(await help('?lang=EN&device=MOBILE'));
    expect(mobile.map((e) => e.title)).toContain('Mobile only');
  });

  it('refuses a malformed lang or device with 400', async () => {
    for (const q of ['?lang=<x>', '?device=TV']) {
      const r = await t.app.inject({ method: 'GET', url: `/wps/system/helpCenter${q}` });
      expect(r.statusCode, q).toBe(400);
    }
  });
});
