import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { computeSignature } from '@wl/contract/vendor-wallet/signature';
import { useTestApp } from '../../../test/test-app';
import { fundedPlayer, houseSecret, mainBalance, walletCall } from './wallet-test-support';
import { WALLET_BODY_LIMIT_BYTES } from './vendor-wallet-routes';

/**
 * The defects an integration written only from docs/vendor-wallet-api.md and the public calls
 * found (issue 15): each is pinned here so it cannot come back.
 */
const t = useTestApp();
const DOC = readFileSync(
  new URL('../../../../../docs/vendor-wallet-api.md', import.meta.url),
  'utf8',
);
let seq = 0;
const id = (p: string) => `${p}-${Date.now()}-${++seq}`;

async function refusals(code: string) {
  const r = await t.db.query<{ n: bigint }>(
    `SELECT count(*)::bigint AS n FROM audit_log WHERE subject_type = 'vendor_wallet' AND after->>'code' = $1`,
    [code],
  );
  return Number(r.rows[0]?.n ?? 0n);
}

/** Section 5's table: the codes a vendor may meet, each with its HTTP status. */
function documentedCodes(): Map<string, number> {
  const section = DOC.split('## 5. Error codes')[1]?.split('## 6.')[0] ?? '';
  const rows = [...section.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)];
  return new Map(rows.map((m) => [m[1] ?? '', Number(m[2])]));
}

describe('launchGame without launchMode', () => {
  it('is a 400 naming the field, with or without a token, never the original 500 #727', async () => {
    const player = await fundedPlayer(t.db);
    const url = '/wps/game/launchGame?vassalage=HOUSE&gameId=lucky-sevens&accountType=1';
    for (const headers of [{}, player.headers]) {
      const r = await t.app.inject({ method: 'GET', url, headers });
      expect(r.statusCode).toBe(400);
      const body = r.json<{
        errorCode: string;
        message: string;
        value: { fields: { field: string }[] };
      }>();
      expect([body.errorCode, body.message]).toEqual(['request_param_err', 'error_request_param']);
      expect(body.value.fields.map((f) => f.field)).toContain('launchMode');
    }
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
  });
});

describe('X-Signature spelling', () => {
  const debit = (p: Awaited<ReturnType<typeof fundedPlayer>>) => ({
    token: p.playerToken,
    memberRef: p.memberRef,
    currency: p.currency,
    txId: id('b'),
    roundId: id('r'),
    gameCode: 'lucky-sevens',
    amountMinor: '100',
  });

  it('refuses the right HMAC in upper-case hex with INVALID_SIGNATURE, moving nothing', async () => {
    const player = await fundedPlayer(t.db);
    const secret = await houseSecret(t.db, player.merchantId);
    const upper = await walletCall(t.app, secret, 'debit', debit(player), {
      signatureCase: 'upper',
    });
    expect([upper.status, upper.body.errorCode]).toEqual([401, 'INVALID_SIGNATURE']);
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
    const lower = await walletCall(t.app, secret, 'debit', debit(player));
    expect([lower.status, lower.body.success]).toEqual([200, true]);
  });

  it('agrees with the reference check printed in the doc, which says lower-case hex', async () => {
    expect(DOC).toMatch(/`X-Signature` \| lower-case hex of/);
    const code = /```js\n([\s\S]*?)```/.exec(DOC.split('### Worked example')[1] ?? '')?.[1] ?? '';
    expect(code).toContain('const ok =');
    const file = join(mkdtempSync(join(tmpdir(), 'wl-doc-')), 'reference-check.mjs');
    writeFileSync(file, `${code}\nexport { sign, ok };\n`);
    const ref = (await import(pathToFileURL(file).href)) as {
      ok: (secret: string, ts: string, raw: string, sig: string) => boolean;
    };
    const raw = '{"vendorCode":"HOUSE","timestamp":1767225600000}';
    const sig = computeSignature('s3cret', '1767225600000', raw);
    expect(ref.ok('s3cret', '1767225600000', raw, sig)).toBe(true);
    expect(ref.ok('s3cret', '1767225600000', raw, sig.toUpperCase())).toBe(false);
  });
});

describe('an oversized signed wallet body', () => {
  it('is refused with INVALID_REQUEST, a final code section 5 lists, and audited', async () => {
    const player = await fundedPlayer(t.db);
    const secret = await houseSecret(t.db, player.merchantId);
    const before = await refusals('INVALID_REQUEST');
    const r = await walletCall(t.app, secret, 'debit', {
      token: player.playerToken,
      memberRef: player.memberRef,
      currency: player.currency,
      txId: id('b'),
      roundId: id('r'),
      gameCode: 'lucky-sevens',
      amountMinor: '100',
      padding: 'x'.repeat(WALLET_BODY_LIMIT_BYTES),
    });
    expect([r.status, r.body.errorCode, r.body.success]).toEqual([400, 'INVALID_REQUEST', false]);
    expect(documentedCodes().get('INVALID_REQUEST')).toBe(400);
    expect(DOC).toContain(
      `${WALLET_BODY_LIMIT_BYTES.toLocaleString('en').replaceAll(',', ' ')} bytes`,
    );
    expect(await refusals('INVALID_REQUEST')).toBe(before + 1);
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
  });
});
