import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../i18n/i18n';
import { stubFetch, type RecordedRequest, type StubRoutes } from '../../test/fetch-stub';
import { lanesValue, makeLane, makeRankEntry, makeVendor } from '../../test/game-fixtures';
import { renderWithProviders } from '../../test/render';
import { failure } from '../../test/sealed-server';
import { WINNERS_REFRESH_MS } from './api/rank-list';
import { WinnersBoard } from './winners-board';

const RANK = '/wps/relay/GCSGAME_getRankList';
const rankCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.path === RANK);

function stubBoard(extra: StubRoutes = {}) {
  return stubFetch({
    '/wps/relay/GCSGAME_newGameVendor': lanesValue([
      makeLane('RNG', [makeVendor('PG', 'RNG', { displayName: 'PG Soft' })]),
    ]),
    [RANK]: {
      list: [
        makeRankEntry(),
        makeRankEntry({
          customerName: 'bo***b',
          winAmount: '50.00',
          currency: 'USD',
          vassalage: 'JDB',
          gameName: null,
        }),
      ],
    },
    ...extra,
  });
}

const board = () => screen.getByRole('region', { name: 'Big winners' });

afterEach(() => {
  vi.useRealTimers();
});

describe('winners board', () => {
  it('lists the wins as a table: masked player, game, provider, amount with symbol, time', async () => {
    const { requests } = stubBoard();
    renderWithProviders(<WinnersBoard />);
    expect(within(board()).getByRole('status')).toBeTruthy();
    const table = await within(board()).findByRole('table', {
      name: 'The biggest wins of the last days',
    });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'Game', 'Provider', 'Win', 'Time']);
    const first = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first.slice(0, 4)).toEqual(['al***9', 'Lucky Dragon', 'PG Soft', '₱12,345.60']);
    expect(rows[1]!.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-20T14:30:00.000Z',
    );
    // Another currency shows its code; an unknown vendor its code; a missing game a dash.
    const second = within(rows[2]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(second.slice(0, 4)).toEqual(['bo***b', '—', 'JDB', 'USD\u00a050.00']);
    expect(rankCalls(requests)[0]?.search.get('language')).toBe('EN');
  });

  it('says so when nobody has won yet', async () => {
    stubBoard({ [RANK]: { list: [] } });
    renderWithProviders(<WinnersBoard />);
    expect(await screen.findByText('No big wins yet. Yours could be the first.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    stubBoard({
      [RANK]: () =>
        ++calls === 1
          ? failure('server', 'error_server', { status: 500 })
          : { body: { success: true, message: '', value: { list: [makeRankEntry()] } } },
    });
    renderWithProviders(<WinnersBoard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('al***9')).toBeTruthy();
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = stubBoard();
    renderWithProviders(<WinnersBoard />);
    await screen.findByText('al***9');
    expect(rankCalls(requests)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WINNERS_REFRESH_MS + 10);
    });
    await waitFor(() => expect(rankCalls(requests)).toHaveLength(2));
  });

  it('asks again in the new language when the language changes', async () => {
    const { requests } = stubBoard();
    renderWithProviders(<WinnersBoard />);
    await screen.findByText('al***9');
    await act(async () => {
      await setLanguage('TW', { persist: false });
    });
    await waitFor(() => expect(rankCalls(requests).at(-1)?.search.get('language')).toBe('TW'));
    expect(await screen.findByRole('heading', { name: '大贏家' })).toBeTruthy();
  });
});
