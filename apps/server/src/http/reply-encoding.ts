import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import type { KeptJson } from './json-reply';

export type ReplyEncoding = 'br' | 'gzip';

/**
 * Accept-Encoding headers whose answer is remembered. Browsers send a handful of distinct
 * values; a client inventing new ones only empties the memory, it never grows past this.
 */
const MAX_REMEMBERED_HEADERS = 64;

function cappedCache() {
  const answers = new Map<string, string>();
  const cache = {
    get: (header: string) => answers.get(header),
    has: (header: string) => answers.has(header),
    set(header: string, encoding: string) {
      if (answers.size >= MAX_REMEMBERED_HEADERS) answers.clear();
      answers.set(header, encoding);
      return cache;
    },
  };
  return cache;
}

const negotiator = new Negotiator<ReplyEncoding>({
  supportedValues: ['br', 'gzip'],
  cache: cappedCache(),
});

/** brotli or gzip, whichever the client accepts (q-values honoured, brotli first), else null. */
export function acceptedEncoding(header: string | string[] | undefined): ReplyEncoding | null {
  if (typeof header !== 'string' || header === '') return null;
  return negotiator.negotiate(header);
}

const gzipNegotiator = new Negotiator<'gzip'>({ supportedValues: ['gzip'], cache: cappedCache() });

/** Whether the client accepts gzip (q-values honoured): for replies only gzip can splice. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header === '') return false;
  return gzipNegotiator.negotiate(header) === 'gzip';
}

/** Below this a kept reply goes as it is: the saving would be smaller than the work. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * A reply is compressed from its second send on. A reply asked once (a rare search, a page
 * dropped from its cache before it is asked again) is never compressed: compressing it would
 * cost more than sending it.
 */
const COMPRESS_FROM_SEND = 2;

interface Encoded {
  sent: number;
  br?: Buffer;
  gzip?: Buffer;
  /** Encodings being made in zlib's thread pool. */
  making?: Set<ReplyEncoding>;
}

/** Each kept reply's compressed forms, made once and dropped with the reply. */
const encodedReplies = new WeakMap<Buffer, Encoded>();

function compressInBackground(bytes: Buffer, into: Encoded, encoding: ReplyEncoding) {
  (into.making ??= new Set()).add(encoding);
  const done = (error: Error | null, body: Buffer) => {
    into.making?.delete(encoding);
    if (!error) into[encoding] = body;
  };
  if (encoding === 'br') {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    };
    brotliCompress(bytes, { params }, done);
  } else {
    gzip(bytes, { level: 6 }, done);
  }
}

/**
 * The body to send for a kept reply (the same bytes object answered to many requests: the read
 * calls' caches, ADR 0044 and 0058), compressed when the client accepts it. The home page asks
 * for several of these replies of 6–35 KB, which a phone on a slow network waits for uncompressed;
 * brotli makes them about a fifth. Each reply is compressed once per encoding, in zlib's thread
 * pool, when it is asked for the second time, and goes uncompressed until that is done — never
 * compressed per request. Only kept bytes may come here: the compressed forms are found by the
 * bytes object, so a reply made afresh for each request would never be compressed.
 */
export function keptReplyBody(reply: FastifyReply, kept: KeptJson): KeptJson {
  // Caches between us and the browser must keep the encodings apart.
  reply.header('vary', 'accept-encoding');
  if (typeof kept === 'string' || kept.length < MIN_COMPRESSED_BYTES) return kept;
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return kept;
  let encoded = encodedReplies.get(kept);
  if (!encoded) encodedReplies.set(kept, (encoded = { sent: 0 }));
  encoded.sent += 1;
  const body = encoded[encoding];
  if (!body) {
    if (encoded.sent >= COMPRESS_FROM_SEND && !encoded.making?.has(encoding)) {
      compressInBackground(kept, encoded, encoding);
    }
    return kept;
  }
  reply.header('content-encoding', encoding);
  return body;
}
