import autocannon from 'autocannon';
import { besideBare, BROWSER_HEADERS, type BenchCase } from '../lib/bench-case';

/** Two-letter searches × three pages: more distinct replies than the 500 a merchant keeps. */
const SEARCHES = Array.from({ length: 26 * 26 * 3 }, (_, i) => {
  const a = String.fromCharCode(97 + (i % 26));
  const b = String.fromCharCode(97 + (Math.floor(i / 26) % 26));
  const page = 1 + Math.floor(i / (26 * 26));
  return `/wps/relay/GCSGAME_gameList?gameName=${a}${b}&pageNo=${page}&pageSize=15`;
});

/**
 * The game-list search as players type it: 2,028 different searches in turn, so most calls miss
 * the kept replies (ADR 0048) and filter the merchant's catalogue in memory, then encode a page —
 * vs bare Fastify. The one-search case above measures the kept-reply path.
 */
export const gameSearchVaried: BenchCase = {
  name: 'GET relay GCSGAME_gameList (2,028 different searches)',
  async run(ctx) {
    let next = 0;
    return besideBare(ctx, async () => {
      const result = await autocannon({
        url: `http://127.0.0.1:${ctx.platformPort}`,
        connections: 100,
        duration: ctx.seconds,
        headers: BROWSER_HEADERS,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              method: 'GET',
              path: SEARCHES[next++ % SEARCHES.length]!,
            }),
          },
        ],
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${this.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      return result.requests.average;
    });
  },
};
