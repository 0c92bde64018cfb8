import type { FastifyInstance } from 'fastify';

/** An open /wps/events stream in a test: the event names received so far, in order. */
export interface TestStream {
  status: number;
  events: string[];
  /** Resolves with the events once `predicate` holds, or rejects after `ms`. */
  until(predicate: (events: string[]) => boolean, ms?: number): Promise<string[]>;
  ended: Promise<void>;
  close(): void;
}

/** Opens a real HTTP stream (inject cannot stream): the app must be listening. */
export async function openStream(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<TestStream> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${address.port}/wps/events`, {
    headers,
    signal: abort.signal,
  });
  const events: string[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) events.push(name);
          waiters.forEach((w) => w());
        }
      }
    } catch {
      /* aborted by close() */
    }
    waiters.forEach((w) => w());
  })();
  return {
    status: response.status,
    events,
    until(predicate, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(events)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...events]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; events so far: ${events.join(',')}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    ended,
    close: () => abort.abort(),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
