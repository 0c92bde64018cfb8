import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rememberedQueryCompiler } from './remembered-query';

describe('rememberedQueryCompiler', () => {
  it('shares one frozen value per valid query string and checks invalid ones every time', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const seen = new Set<unknown>();
    app.get(
      '/q',
      {
        schema: { querystring: z.object({ n: z.coerce.number().int().max(5), tag: z.string().optional() }) },
        validatorCompiler: rememberedQueryCompiler,
      },
      async (request) => {
        seen.add(request.query);
        return { query: request.query, frozen: Object.isFrozen(request.query) };
      },
    );
    const ask = async (qs: string) => {
      const r = await app.inject({ method: 'GET', url: `/q?${qs}` });
      return { status: r.statusCode, body: r.json() };
    };
    expect(await ask('n=3')).toEqual({ status: 200, body: { query: { n: 3 }, frozen: true } });
    expect(await ask('n=3')).toEqual({ status: 200, body: { query: { n: 3 }, frozen: true } });
    expect(seen.size).toBe(1);
    expect((await ask('n=3&tag=a')).body.query).toEqual({ n: 3, tag: 'a' });
    expect((await ask('n=3&tag=a&tag=b')).status).toBe(400); // a repeated name is an array
    expect(seen.size).toBe(2);
    expect((await ask('n=9')).status).toBe(400);
    expect((await ask('n=9')).status).toBe(400);
    await app.close();
  });
});
