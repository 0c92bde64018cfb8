import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { acceptedEncoding, keptReplyBody, MIN_COMPRESSED_BYTES } from './reply-encoding';

describe('acceptedEncoding', () => {
  it('takes brotli, else gzip, as the client allows (q=0 refuses)', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding(['gzip', 'br'])).toBeNull();
  });
});

/** The few parts of a reply keptReplyBody uses, with the headers it set. */
function fakeReply(acceptEncoding?: string) {
  const headers: Record<string, string> = {};
  const reply = {
    request: { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

async function compressedForm(kept: Buffer, accept: string) {
  for (let i = 0; i < 200; i++) {
    const { reply, headers } = fakeReply(accept);
    const body = keptReplyBody(reply, kept);
    if (headers['content-encoding']) return { body: body as Buffer, headers };
    await sleep(5);
  }
  throw new Error('never compressed');
}

describe('keptReplyBody', () => {
  const kept = Buffer.from(JSON.stringify({ success: true, value: 'ünïcode ✓ '.repeat(400) }));

  it('compresses a kept reply once and answers every later request with the same bytes', async () => {
    const first = await compressedForm(kept, 'br');
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(brotliDecompressSync(first.body).equals(kept)).toBe(true);
    expect(first.body.length).toBeLessThan(kept.length / 4);
    const again = fakeReply('gzip, deflate, br');
    expect(keptReplyBody(again.reply, kept)).toBe(first.body);

    const gzipped = await compressedForm(kept, 'gzip');
    expect(gunzipSync(gzipped.body).equals(kept)).toBe(true);
  });

  it('does not compress a reply asked only once (one made afresh is never compressed)', async () => {
    const once = Buffer.from(JSON.stringify({ value: 'asked once '.repeat(300) }));
    const first = fakeReply('br');
    expect(keptReplyBody(first.reply, once)).toBe(once);
    await sleep(100);
    // Nothing was made after the first send: the second goes plain and starts the compression.
    const second = fakeReply('br');
    expect(keptReplyBody(second.reply, once)).toBe(once);
    expect(second.headers['content-encoding']).toBeUndefined();
    const later = await compressedForm(once, 'br');
    expect(brotliDecompressSync(later.body).equals(once)).toBe(true);
  });

  it('sends small replies, strings and clients that accept neither as they are', () => {
    const small = Buffer.alloc(MIN_COMPRESSED_BYTES - 1, 'a');
    for (const [body, accept] of [
      [small, 'br'],
      ['{"success":true}', 'br'],
      [kept, undefined],
      [kept, 'deflate'],
    ] as const) {
      const { reply, headers } = fakeReply(accept);
      expect(keptReplyBody(reply, body)).toBe(body);
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers.vary).toBe('accept-encoding');
    }
  });
});

describe('kept read calls over HTTP', () => {
  const t = useTestApp();
  const calls = [
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=30',
  ];

  it.each(calls)('%s goes compressed to a browser and as it was to anyone else', async (url) => {
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().success).toBe(true);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES);
    for (const [accept, decode] of [
      ['gzip, deflate, br, zstd', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      let encoded = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept },
      });
      // The first answers may go plain while the reply is being compressed.
      for (let i = 0; i < 100 && !encoded.headers['content-encoding']; i++) {
        await sleep(10);
        encoded = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': accept },
        });
      }
      expect(encoded.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(encoded.headers.vary).toContain('accept-encoding');
      expect(Number(encoded.headers['content-length'])).toBe(encoded.rawPayload.length);
      expect(decode(encoded.rawPayload).toString()).toBe(plain.payload);
    }
  });
});
