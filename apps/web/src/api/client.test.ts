import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { apiRequest } from './client';
import { getToken, onLoginRequired, setMerchant, setToken, storeLanguage } from './session';
import { ok, stubFetch } from '../test/fetch-stub';

const pingValue = z.object({ pong: z.boolean() });

describe('apiRequest', () => {
  it('sends Merchant, the raw token as Authorization, the upper-case Language and Device WEB', async () => {
    setMerchant('DEMO');
    setToken('tok-123');
    storeLanguage('TW');
    const { requests } = stubFetch({ '/wps/ping': { pong: true } });

    await expect(apiRequest({ path: '/wps/ping', value: pingValue })).resolves.toEqual({
      pong: true,
    });

    const headers = requests[0]?.headers;
    expect(headers?.get('Merchant')).toBe('DEMO');
    expect(headers?.get('Authorization')).toBe('tok-123');
    expect(headers?.get('Language')).toBe('TW');
    expect(headers?.get('Device')).toBe('WEB');
  });

  it('leaves out Authorization for a visitor and drops undefined query values', async () => {
    const { requests } = stubFetch({ '/wps/ping': { pong: true } });
    await apiRequest({ path: '/wps/ping', query: { a: 1, b: undefined }, value: pingValue });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.search.toString()).toBe('a=1');
  });

  it('clears the session and asks for the login popup on 401', async () => {
    setToken('expired');
    const loginRequired = vi.fn();
    const stop = onLoginRequired(loginRequired);
    stubFetch({
      '/wps/ping': {
        status: 401,
        body: {
          success: false,
          message: 'in_logged_login',
          value: null,
          errorCode: 'login.not.session',
        },
      },
    });

    const error = await apiRequest({ path: '/wps/ping', value: pingValue }).catch(
      (e: unknown) => e,
    );
    stop();

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'login.not.session', messageKey: 'in_logged_login' });
    expect(getToken()).toBeNull();
    expect(loginRequired).toHaveBeenCalledOnce();
  });

  it('turns a failure envelope into an ApiError with its code and message key', async () => {
    stubFetch({
      '/wps/ping': {
        status: 400,
        body: {
          success: false,
          message: 'error_request_param',
          value: null,
          errorCode: 'request_param_err',
        },
      },
    });
    await expect(apiRequest({ path: '/wps/ping', value: pingValue })).rejects.toMatchObject({
      errorCode: 'request_param_err',
      messageKey: 'error_request_param',
      status: 400,
    });
  });

  it('rejects a reply that does not match the contract as invalid_response', async () => {
    stubFetch({ '/wps/ping': { status: 200, body: ok({ pong: 'yes' }) } });
    await expect(apiRequest({ path: '/wps/ping', value: pingValue })).rejects.toMatchObject({
      errorCode: 'invalid_response',
      messageKey: 'error_system',
    });
  });

  it('reports a transport failure as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest({ path: '/wps/ping', value: pingValue })).rejects.toMatchObject({
      errorCode: 'network_error',
      messageKey: 'in_network_again',
    });
  });
});
