import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';
import { useLinkedHouse } from '../vendor-wallet/linked-house-test-support';

// A real house runs beside the platform: the settings travel over its signed calls.
const t = useTestApp();
useLinkedHouse(t);

describe('back office house RTP', () => {
  let tokens: Record<OperatorRole, string>;
  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  const listed = async (token: string) =>
    (await opsCall(t.app, token, 'GET', '/ops/house-rtp')).json().value.list as {
      gameCode: string;
      rtpBp: number;
    }[];
  const rtpOf = async (gameCode: string) =>
    (await listed(tokens.supervisor)).find((g) => g.gameCode === gameCode)?.rtpBp;
  const audits = async () =>
    (
      await t.db.query(
        `SELECT subject_id, before, after FROM audit_log WHERE action = 'house_rtp_saved'`,
      )
    ).rows;

  it('lists the configurable house games with their RTP and range', async () => {
    expect(await listed(tokens.read_only)).toEqual([
      { gameCode: 'fair-dice', rtpBp: 9_900, rtpMinBp: 9_000, rtpMaxBp: 9_900 },
      { gameCode: 'fair-crash', rtpBp: 9_900, rtpMinBp: 9_000, rtpMaxBp: 9_900 },
    ]);
  });

  it('refuses a value outside the range with a clear error, changing nothing', async () => {
    for (const rtpBp of [8_500, 9_950]) {
      const r = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/house-rtp', {
        gameCode: 'fair-dice',
        rtpBp,
      });
      expect([r.statusCode, r.json().success, r.json().message]).toEqual([
        400,
        false,
        'ops_error_rtp_range',
      ]);
    }
    const malformed = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/house-rtp', {
      gameCode: 'fair-dice',
      rtpBp: '95%',
    });
    expect([malformed.statusCode, malformed.json().success]).toEqual([400, false]);
    const unknown = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/house-rtp', {
      gameCode: 'lucky-sevens',
      rtpBp: 9_500,
    });
    expect([unknown.statusCode, unknown.json().success]).toEqual([404, false]);
    expect(await rtpOf('fair-dice')).toBe(9_900);
    expect(await audits()).toEqual([]);
  });

  it('sets a game RTP at the house and audits before and after', async () => {
    const r = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/house-rtp', {
      gameCode: 'fair-crash',
      rtpBp: 9_450,
    });
    expect(r.json()).toMatchObject({
      success: true,
      value: { gameCode: 'fair-crash', rtpBp: 9_450 },
    });
    expect(await rtpOf('fair-crash')).toBe(9_450);
    expect(await rtpOf('fair-dice')).toBe(9_900);
    expect(await audits()).toEqual([
      { subject_id: 'fair-crash', before: { rtpBp: 9_900 }, after: { rtpBp: 9_450 } },
    ]);
  });

  it('refuses a role without games.edit', async () => {
    const r = await opsCall(t.app, tokens.read_only, 'POST', '/ops/house-rtp', {
      gameCode: 'fair-dice',
      rtpBp: 9_100,
    });
    expect(r.statusCode).toBe(403);
    expect(await rtpOf('fair-dice')).toBe(9_900);
  });
});
