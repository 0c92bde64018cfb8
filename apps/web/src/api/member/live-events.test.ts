import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLiveEvents } from './live-events';
import { isLiveConnected } from './live-status';

/** A fake /wps/events answer whose stream the test writes to. */
function fakeStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string) => controller.enqueue(encoder.encode(`event: ${event}\ndata: {}\n\n`)),
    close: () => controller.close(),
  };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('live events stream (ADR 0037)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.unstubAllGlobals();
  });

  it('refetches the balance or the inbox badge on their event, once for a burst', async () => {
    const stream = fakeStream();
    const fetchMock = vi.fn().mockResolvedValue(stream.response);
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    stop = connectLiveEvents(client, 'tok-1');
    stream.send('ready');
    await waitFor(() => isLiveConnected());
    expect(fetchMock.mock.calls[0]![1].headers.Authorization).toBe('tok-1');
    expect(invalidate).not.toHaveBeenCalled();
    stream.send('balance');
    stream.send('balance');
    stream.send('inbox');
    await waitFor(() => invalidate.mock.calls.length === 2);
    await new Promise((r) => setTimeout(r, 400));
    expect(invalidate.mock.calls.map((c) => c[0]!.queryKey)).toEqual([['balance'], ['inbox']]);
  });

  it('reconnects after a dropped stream and refetches what it may have missed', async () => {
    const first = fakeStream();
    const second = fakeStream();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(first.response)
      .mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    stop = connectLiveEvents(client, 'tok-2', { backoffMs: () => 10 });
    first.send('ready');
    await waitFor(() => isLiveConnected());
    first.close();
    await waitFor(() => fetchMock.mock.calls.length === 2);
    second.send('ready');
    await waitFor(() => invalidate.mock.calls.length === 2);
  });

  it('stops for good when the server ends the stream or refuses the session', async () => {
    const ended = fakeStream();
    const fetchMock = vi.fn().mockResolvedValueOnce(ended.response);
    vi.stubGlobal('fetch', fetchMock);
    stop = connectLiveEvents(new QueryClient(), 'tok-3', { backoffMs: () => 10 });
    ended.send('ready');
    ended.send('end');
    ended.close();
    await waitFor(() => !isLiveConnected());
    await new Promise((r) => setTimeout(r, 100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();

    const refused = vi.fn().mockResolvedValue(new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', refused);
    stop = connectLiveEvents(new QueryClient(), 'tok-4', { backoffMs: () => 10 });
    await new Promise((r) => setTimeout(r, 100));
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
