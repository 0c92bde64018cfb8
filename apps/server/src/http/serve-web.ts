import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import escapeHtml from 'escape-html';
import { failure } from './envelope';
import { acceptedEncoding } from './reply-encoding';

/**
 * A part of the page written for the visitor (ADR 0051, 0056): a reply the site's first screen
 * waits for, as JSON text in a `<script type="application/json" id>`, and the pictures and
 * modules that screen needs, asked for with the page (`<link rel=preload>`, `modulepreload`)
 * instead of once the entry has run.
 */
export interface PagePart {
  data?: { id: string; json: string };
  images?: string[];
  /** Built module files of this site (paths), as the site imports them. */
  modules?: string[];
  /**
   * Built style sheets of this site (paths) the screen's modules will add: fetched with the
   * page (`<link rel=preload as=style crossorigin>`, the mode the site's loader asks for them in,
   * so the fetch is reused), applied only when the site adds them: they never hold up the first
   * paint.
   */
  styles?: string[];
}

/** The part for this request; null to leave it out, and the site asks the API as before. */
export type FirstPageData = (request: FastifyRequest) => Promise<PagePart | null>;

/**
 * JSON text as the content of a `<script type="application/json">`: `<` written as its escape,
 * so no `</script>` or `<!--` inside a value can end the element; JSON.parse reads it back.
 */
export function scriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * A preload of a picture the page will show. Only web addresses (a path on this site or
 * http(s)), as the `<img>` asks for them: anything else is left to the page.
 */
function imagePreload(url: string): string {
  if (!/^(https?:\/\/|\/(?!\/))/i.test(url)) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;
}

/**
 * The page with its parts before the entry script: the preloads first, so the pictures start
 * with the page, then the data, there when the entry runs. Null for a page without a script
 * (not a built player site).
 */
export function pageWithParts(page: string, parts: PagePart[]): string | null {
  const at = page.indexOf('<script');
  if (at < 0) return null;
  const preloads = parts
    .flatMap((part) => [
      ...(part.images ?? []).map(imagePreload),
      ...(part.modules ?? []).map((file) => `<link rel="modulepreload" href="${file}">`),
      ...(part.styles ?? []).map(
        (file) => `<link rel="preload" as="style" href="${file}" crossorigin>`,
      ),
    ])
    .join('');
  const data = parts
    .flatMap(({ data: d }) =>
      d ? [`<script type="application/json" id="${d.id}">${scriptJson(d.json)}</script>`] : [],
    )
    .join('');
  return page.slice(0, at) + preloads + data + page.slice(at);
}

/** Compressed by Accept-Encoding as the built assets are; quick settings, it is made per request. */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply
    .header('cache-control', 'no-cache')
    // The page depends on the language cookie too (ADR 0056).
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8');
  if (encoding === 'br') {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (encoding === 'gzip') {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}

/**
 * Serves the built player site, precompressed (brotli or gzip by Accept-Encoding). Hashed
 * assets are cached for a year and the page never; every other GET that is not an API path
 * gets the page so the SPA's router decides (including its not-found page). The page carries
 * the parts `firstPage` gives (the visitor's system status, ADR 0051; the announcements and the
 * first banner's picture, ADR 0056): it is written per request, for the merchant of the address
 * asked and the visitor's language, so it is never cached either.
 */
export async function serveWeb(
  app: FastifyInstance,
  dist: string,
  apiPrefixes: string[],
  firstPage: FirstPageData[] = [],
): Promise<boolean> {
  const root = path.resolve(dist);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'player site not built; serving the API only');
    return false;
  }
  const page = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a page like any other route of the site (below), not the file as it was built.
    index: false,
    // The build writes .br and .gz beside each asset (scripts/precompress.ts, ADR 0028).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const isApi =
      apiPrefixes.some((p) => request.url.startsWith(p)) || request.url.startsWith('/docs');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isApi && !path.extname(request.url.split('?')[0] ?? '')) {
      const parts = await Promise.all(
        firstPage.map((part) =>
          part(request).catch((err: unknown) => {
            // The page still works without it: the site asks the API.
            request.log.error({ err }, 'a part of the page failed');
            return null;
          }),
        ),
      );
      const written = parts.filter((part) => part !== null);
      return sendPage(request, reply, (written.length && pageWithParts(page, written)) || page);
    }
    return reply.status(404).send(failure('not_found', 'error_not_found'));
  });
  return true;
}
