/** Test support: board entries and a local HTTP stand-in for the house's public board. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DrawBoardEntry } from '@wl/contract/lottery/get-draw-board';

export function boardEntry(
  gameCode: string,
  over: {
    remainTime?: number;
    family?: DrawBoardEntry['family'];
    region?: DrawBoardEntry['region'];
    last?: boolean;
    open?: boolean;
  } = {},
): DrawBoardEntry {
  const family =
    over.family ??
    (gameCode.startsWith('FAST') ? 'fast-5d' : gameCode === 'VN_MB' ? 'vn-north' : 'vn-provincial');
  const region =
    over.region !== undefined
      ? over.region
      : family === 'fast-5d'
        ? null
        : family === 'vn-north'
          ? 'north'
          : 'south';
  return {
    gameCode,
    prizeMode: family === 'fast-5d' ? 'ELOTT' : 'LOTT',
    family,
    region,
    names: { VI: `${gameCode} vi`, EN: `${gameCode} en`, TW: `${gameCode} tw` },
    drawDays: family === 'fast-5d' ? [1, 2, 3, 4, 5, 6, 7] : [2, 5],
    current: {
      numero: '20261121-0001',
      remainTime: over.remainTime ?? 50_000,
      lockTime: 10_000,
      drawDayOfWeek: 7,
      winningTime: '2026.11.21',
      openAt: '2026-11-20T17:00:00.000Z',
      lockAt: '2026-11-20T17:00:50.000Z',
      drawAt: '2026-11-20T17:01:00.000Z',
      commitment: 'c'.repeat(64),
      bettingOpen: over.open ?? true,
    },
    last:
      over.last === false
        ? null
        : {
            numero: '20261120-1440',
            drawAt: `2026-11-20T${String(10 + gameCode.length).padStart(2, '0')}:00:00.000Z`,
            winningTime: '2026.11.20',
            winNo: ['12345'],
            commitment: 'a'.repeat(64),
            seed: 'b'.repeat(64),
          },
  };
}

/** Serves `entries` at /api/lottery/board and counts the requests. */
export async function startFakeHouse(entries: () => DrawBoardEntry[]) {
  const state = { requests: 0, fail: false };
  const server: Server = createServer((req, res) => {
    state.requests += 1;
    if (state.fail || !req.url?.startsWith('/api/lottery/board')) {
      res.writeHead(state.fail ? 500 : 404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, message: '', value: entries() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
