import { describe, expect, it } from 'vitest';
import { guardRedirect } from './route-guard';

describe('guardRedirect', () => {
  const visitor = { loginRequired: true, hasToken: false };

  it('does nothing while login-before-home is off', () => {
    expect(guardRedirect({ loginRequired: false, hasToken: false, pathname: '/vip' })).toBeNull();
  });

  it('lets a visitor reach only login, register, standalone help and download', () => {
    for (const pathname of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(guardRedirect({ ...visitor, pathname })).toBeNull();
    }
    for (const pathname of ['/', '/vip', '/help', '/promotions', '/forget', '/unknown']) {
      expect(guardRedirect({ ...visitor, pathname })).toBe('/login');
    }
  });

  it('lets a visitor with a token go anywhere', () => {
    expect(guardRedirect({ loginRequired: true, hasToken: true, pathname: '/vip' })).toBeNull();
  });
});
