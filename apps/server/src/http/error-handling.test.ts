import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

describe('envelope and error handling', () => {
  const t = useTestApp();

  it('answers an unknown route with 404 in the envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/wps/nothing-here' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({
      success: false,
      message: 'error_not_found',
      value: null,
      errorCode: 'not_found',
    });
  });

  it('refuses malformed JSON with a 400, never a 500', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/wps/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(r.json().success).toBe(false);
  });

  it('refuses __proto__ keys and oversized bodies with a 4xx', async () => {
    const proto = await t.app.inject({
      method: 'POST',
      url: '/healthz',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(proto.statusCode).toBeGreaterThanOrEqual(400);
    expect(proto.statusCode).toBeLessThan(500);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/healthz',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errorCode).toBe('payload_too_large');
  });

  it('refuses a duplicated Merchant header with function.not.available', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/wps/nothing',
      headers: { merchant: 'DEMO, OTHER' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errorCode).toBe('function.not.available');
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
