import { describe, expect, it } from 'vitest';
import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { localSharedState } from '../shared-state/local-shared-state';
import type { GameRow } from './game-record';
import { CATALOGUE_MAX_AGE_MS, gameCatalogues } from './game-catalogues';

/** A database double holding one merchant's listed games; counts the catalogue reads. */
function catalogueDb(codes: string[]) {
  const state = { codes, reads: 0, gate: null as Promise<void> | null };
  const row = (code: string, i: number) =>
    ({
      id: BigInt(i + 1),
      merchant_id: 1n,
      vendor_id: 1n,
      vendor_code: 'HOUSE',
      vendor_name: 'House',
      game_type: 'RNG',
      node_id: String(1000 + i),
      game_code: code,
      house_game_code: null,
      names: { EN: code },
      search_name: code,
      classify: 'SM',
      min_bet_minor: 100n,
      lines: 0,
      artwork_key: code,
      is_hot: false,
      is_new: false,
      enabled: true,
      wallet_mode: 'seamless',
      launch_mode: 'live',
      vendor_enabled: true,
    }) satisfies GameRow & { search_name: string };
  const db = {
    async query(text: string) {
      expect(text).toContain('search_name');
      state.reads += 1;
      const snapshot = [...state.codes];
      if (state.gate) await state.gate;
      return { rows: snapshot.map(row), rowCount: snapshot.length };
    },
  } as unknown as Sql;
  return { db, state };
}

const merchant = { id: 1n } as Merchant;
const codes = (games: readonly { gameCode: string }[]) => games.map((g) => g.gameCode);

describe('gameCatalogues', () => {
  it('reads a merchant catalogue once and keeps it for CATALOGUE_MAX_AGE_MS', async () => {
    let clock = 0;
    const { db, state } = catalogueDb(['a', 'b']);
    const catalogues = gameCatalogues(localSharedState(db), { now: () => clock });
    expect(codes(await catalogues.games(db, 1n))).toEqual(['a', 'b']);
    state.codes = ['a', 'b', 'c'];
    clock = CATALOGUE_MAX_AGE_MS - 1;
    expect(codes(await catalogues.games(db, 1n))).toEqual(['a', 'b']);
    expect(state.reads).toBe(1);
    clock = CATALOGUE_MAX_AGE_MS;
    expect(codes(await catalogues.games(db, 1n))).toEqual(['a', 'b', 'c']);
    expect(state.reads).toBe(2);
  });

  it('keeps a written reply per key until the catalogue changes, here and on other nodes', async () => {
    const { db, state } = catalogueDb(['a']);
    const bus = localSharedState(db);
    const here = gameCatalogues(bus, { now: () => 0 });
    const there = gameCatalogues(bus, { now: () => 0 });
    const write = (games: readonly { gameCode: string }[]) => codes(games).join(',');
    expect(await here.reply(db, merchant, 'k', write)).toBe('a');
    expect(await there.reply(db, merchant, 'k', write)).toBe('a');
    state.codes = ['a', 'new'];
    expect(await here.reply(db, merchant, 'k', write)).toBe('a');
    expect(await here.reply(db, merchant, 'other key', write)).toBe('a');
    await here.catalogueChanged(1n);
    expect(await here.reply(db, merchant, 'k', write)).toBe('a,new');
    expect(await there.reply(db, merchant, 'k', write)).toBe('a,new');
    expect(await here.reply(db, merchant, 'other key', write)).toBe('a,new');
  });

  it('writes the replies again for a new merchant object (its settings changed)', async () => {
    const { db, state } = catalogueDb(['a']);
    const catalogues = gameCatalogues(localSharedState(db), { now: () => 0 });
    let writes = 0;
    const write = () => `reply ${++writes}`;
    expect(await catalogues.reply(db, merchant, 'k', write)).toBe('reply 1');
    expect(await catalogues.reply(db, merchant, 'k', write)).toBe('reply 1');
    expect(await catalogues.reply(db, { ...merchant }, 'k', write)).toBe('reply 2');
    expect(state.reads).toBe(1);
  });

  it('shares one read between concurrent misses', async () => {
    const { db, state } = catalogueDb(['a']);
    const catalogues = gameCatalogues(localSharedState(db), { now: () => 0 });
    const all = await Promise.all(Array.from({ length: 20 }, () => catalogues.games(db, 1n)));
    expect(new Set(all).size).toBe(1);
    expect(state.reads).toBe(1);
  });

  it('does not keep a catalogue read while it was changing', async () => {
    const { db, state } = catalogueDb(['old']);
    const catalogues = gameCatalogues(localSharedState(db), { now: () => 0 });
    let release = () => {};
    state.gate = new Promise<void>((resolve) => (release = resolve));
    const slow = catalogues.games(db, 1n);
    state.codes = ['new'];
    await catalogues.catalogueChanged(1n);
    release();
    expect(codes(await slow)).toEqual(['old']);
    state.gate = null;
    expect(codes(await catalogues.games(db, 1n))).toEqual(['new']);
  });

  it('does not answer a call made after a change with a read started before it', async () => {
    const { db, state } = catalogueDb(['old']);
    const catalogues = gameCatalogues(localSharedState(db), { now: () => 0 });
    let release = () => {};
    state.gate = new Promise<void>((resolve) => (release = resolve));
    const slow = catalogues.games(db, 1n);
    await catalogues.catalogueChanged(1n);
    state.codes = ['new'];
    const fresh = catalogues.games(db, 1n);
    release();
    expect(codes(await slow)).toEqual(['old']);
    expect(codes(await fresh)).toEqual(['new']);
    expect(state.reads).toBe(2);
  });
});
