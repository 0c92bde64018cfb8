import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { MemberEvent } from '../../db/db';
import { isSessionAlive } from '../sessions/session-store';
import { createLiveEventsHub } from './live-events-hub';

/** Streams a member may keep open on one node; a further one closes the oldest (tabs left open). */
export const MAX_STREAMS_PER_MEMBER = 5;

/**
 * GET /wps/events: a server-sent events stream telling a signed-in page when to refetch its
 * balance (`event: balance`) or inbox badge (`event: inbox`). Events carry no figures: the page
 * asks the ordinary calls, so what it shows is always what those answer. The token travels in
 * the Authorization header like every other call (the page reads the stream with fetch, not
 * EventSource, which cannot send headers). A ping every LIVE_HEARTBEAT_SECONDS keeps proxies
 * from closing the idle connection and re-checks the session, so a logged-out or expired
 * session's stream ends within one interval. ADR 0037.
 */
export function liveEventsRoutes(app: FastifyInstance, deps: AppDeps) {
  const hub = createLiveEventsHub(deps.db, deps.shared);
  app.addHook('onClose', () => hub.close());
  const idleMs = deps.config.SESSION_IDLE_MINUTES * 60_000;
  const heartbeatMs = deps.config.LIVE_HEARTBEAT_SECONDS * 1000;
  const open = new Map<string, Array<() => void>>();

  app.get(
    '/wps/events',
    {
      schema: {
        tags: ['live events'],
        summary: 'Live balance and inbox events (text/event-stream)',
      },
      preHandler: deps.guard(),
    },
    (request, reply) => {
      const session = request.session!;
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // nginx would otherwise buffer the stream (deploy/nginx/platform.conf also says so).
        'X-Accel-Buffering': 'no',
      });
      raw.write(`retry: 5000\n\nevent: ready\ndata: {}\n\n`);

      const send = (kind: MemberEvent['kind']) => raw.write(`event: ${kind}\ndata: {}\n\n`);
      const detach = hub.attach({
        merchantId: session.merchantId,
        memberId: session.memberId,
        send,
      });
      const heartbeat = setInterval(() => {
        void isSessionAlive(deps.db, session.sessionId, idleMs)
          .then((alive) => {
            if (alive) raw.write(': ping\n\n');
            else end('session');
          })
          .catch(() => raw.write(': ping\n\n'));
      }, heartbeatMs);

      const key = String(session.memberId);
      let ended = false;
      function end(reason?: 'session' | 'replaced') {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        detach();
        const list = open.get(key)?.filter((f) => f !== end) ?? [];
        if (list.length > 0) open.set(key, list);
        else open.delete(key);
        // The page stops reconnecting on `end` (signed out) and reconnects after `replaced`.
        if (reason && !raw.writableEnded) raw.write(`event: end\ndata: {"reason":"${reason}"}\n\n`);
        raw.end();
      }
      raw.on('close', () => end());
      const mine = [...(open.get(key) ?? []), end];
      open.set(key, mine);
      if (mine.length > MAX_STREAMS_PER_MEMBER) mine[0]!('replaced');
    },
  );
  app.addHook('preClose', (done) => {
    // Open streams would hold a graceful shutdown forever.
    for (const ends of [...open.values()]) for (const end of ends) end();
    done();
  });
}
