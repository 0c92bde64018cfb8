import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HouseDeps } from '../house-deps';
import { findGame, GAMES, type HouseGame } from '../games/catalogue';
import { findSlot } from '../games/slots/slot-catalogue';
import { getRoundView } from '../rounds/get-round-view';
import { clientBundle, isClientEntry } from './assets';
import { baccaratBody } from './baccarat-page';
import { crashBody, diceBody } from './fair-pages';
import { gameRtpBp } from '../games/settings/game-rtp-store';
import { DEFAULT_RTP_BP } from '../games/fair/fair-math';
import { gameIconSvg } from './icons';
import { WORD_SETS } from '../i18n/house-words';
import { gameName, pageLocale, type PageLocale } from './page-words';
import { HOUSE_CSS, renderPage } from './layout';
import { errorBody, roundBody, verifyBody } from './other-pages';
import { slotBody } from './slot-page';
import { lotteryGamePage } from '../lottery-web/lottery-page';
import { lotteryLobbyPage } from '../lottery-web/lottery-lobby-page';
import { operatorLobby } from '../lottery/operator-lobby';
import { merchantCode } from '@wl/contract/vendor-wallet/common';

const pageQuery = z.object({ lang: z.string().max(8).optional(), theme: z.string().max(8).optional() });

/** Pages for the game iframe, the round replay and the verifier; their scripts; the artwork. */
export function pageRoutes(app: FastifyInstance, deps: HouseDeps) {
  app.get('/assets/house.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(HOUSE_CSS),
  );
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.js$/, '');
    if (!request.params.file.endsWith('.js') || !isClientEntry(name)) return reply.callNotFound();
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await clientBundle(name));
  });
  app.get('/favicon.ico', async (_req, reply) => reply.status(204).send());
  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const game = findGame(request.params.file.replace(/\.svg$/, ''));
    if (!game) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(gameIconSvg(game));
  });

  app.get<{ Params: { code: string } }>('/game/:code', async (request, reply) => {
    const q = pageQuery.parse(request.query);
    const locale = pageLocale(q.lang);
    const game = findGame(request.params.code);
    const lottery = game ? null : lotteryGamePage(request.params.code, locale, q.theme);
    if (lottery) return reply.type('text/html; charset=utf-8').send(lottery);
    if (!game) return reply.status(404).type('text/html').send(errorPage('GAME_NOT_FOUND'));
    // Dice and crash show the RTP the next bet plays at (the operator may have changed it).
    const rtpBp = game.kind === 'dice' || game.kind === 'crash' ? await gameRtpBp(deps.db, game.code) : DEFAULT_RTP_BP;
    return reply.type('text/html; charset=utf-8').send(gamePage(game, locale, rtpBp, q.theme));
  });

  // `op` is the operator (merchant code) the launch named: its lobby choice, as the platform
  // last pushed it, decides which lotteries are listed (ADR 0040). It opens nothing by itself:
  // bets check the session's own merchant.
  app.get('/lottery', async (request, reply) => {
    const q = pageQuery.extend({ game: z.string().max(32).optional(), op: merchantCode.optional() }).parse(request.query);
    const lobby = await operatorLobby(deps.db, q.op ?? null);
    return reply.type('text/html; charset=utf-8').send(lotteryLobbyPage(pageLocale(q.lang), q.game, q.theme, lobby));
  });

  app.get<{ Params: { id: string } }>('/round/:id', async (request, reply) => {
    const q = pageQuery.parse(request.query);
    const locale = pageLocale(q.lang);
    const t = locale.words.page;
    const view = /^[A-Za-z0-9-]{1,64}$/.test(request.params.id) ? await getRoundView(deps, request.params.id) : null;
    if (!view) return reply.status(404).type('text/html').send(errorPage('NOT_FOUND'));
    const html = renderPage({
      title: `${t.round} ${view.id}`, language: locale.lang, dict: t, theme: q.theme, header: false,
      body: roundBody(view, locale), script: 'round',
      boot: { round: view, symbols: locale.words.names.symbols },
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/verify', async (request, reply) => {
    const q = pageQuery.parse(request.query);
    const { lang, words } = pageLocale(q.lang);
    const t = words.page;
    const html = renderPage({ title: t.verifier, language: lang, dict: t, theme: q.theme, header: false, body: verifyBody(t), script: 'verify' });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/', async (_request, reply) => {
    const links = GAMES.map((g) => `<li>${g.names.EN} — <a href="/demo/${g.code}">demo</a> · <a href="/demo/${g.code}?lang=TW">試玩</a></li>`).join('');
    const { lang, words } = pageLocale('EN');
    const html = renderPage({
      title: 'House games', language: lang, dict: words.page, header: false,
      body: `<section class="card"><h2>House games</h2><ul>${links}</ul><p>Lottery — <a href="/demo/FAST5D_1M">Fast 5D 1 min</a> · <a href="/demo/VN_MB">Miền Bắc</a></p><p><a href="/verify">Verifier</a> · <a href="/lottery/verify">Lottery verifier</a></p></section>`,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });
}

/**
 * A page for a link that cannot be opened. Without a session its language is unknown, so it
 * says why in every full word set.
 */
export function errorPage(code: string): string {
  const { lang, words } = pageLocale('EN');
  return renderPage({
    title: code, language: lang, dict: words.page, header: false,
    body: errorBody(code, Object.values(WORD_SETS).map((set) => set.page)),
  });
}

function gamePage(game: HouseGame, locale: PageLocale, rtpBp: number, theme?: string): string {
  const t = locale.words.page;
  const body = (() => {
    switch (game.kind) {
      case 'slot': {
        const def = findSlot(game.code);
        if (!def) throw new Error(`slot ${game.code} has no definition`);
        return slotBody(def, game, locale);
      }
      case 'dice':
        return diceBody(t, rtpBp);
      case 'crash':
        return crashBody(t, rtpBp);
      case 'baccarat':
        return baccaratBody(t);
    }
  })();
  return renderPage({
    title: gameName(game.code, locale.words), language: locale.lang, dict: t, theme, body,
    script: game.kind, boot: { game: game.code, kind: game.kind, rtpBp, symbols: locale.words.names.symbols },
  });
}
