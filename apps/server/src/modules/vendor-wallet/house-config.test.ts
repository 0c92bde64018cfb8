import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { DEV_HOUSE_SECRET } from './house-defaults';

describe('house vendor configuration', () => {
  it('runs the house by default outside tests and not in tests', () => {
    expect(loadConfig({ APP_ENV: 'development' }).houseEnabled).toBe(true);
    expect(loadConfig({ APP_ENV: 'test' }).houseEnabled).toBe(false);
    expect(loadConfig({ APP_ENV: 'development', HOUSE_ENABLED: 'false' }).houseEnabled).toBe(false);
  });

  it('refuses the public development secret in production', () => {
    const prod = { APP_ENV: 'production' };
    expect(
      loadConfig({ ...prod, HOUSE_SECRET: 'a-real-secret-of-32-characters-xxxx' }).houseEnabled,
    ).toBe(true);
    expect(() => loadConfig({ ...prod, HOUSE_SECRET: DEV_HOUSE_SECRET })).toThrow(ConfigError);
    expect(() => loadConfig(prod)).toThrow(ConfigError);
    expect(() => loadConfig({ ...prod, HOUSE_ENABLED: 'maybe' })).toThrow(ConfigError);
  });

  it('refuses a short secret and a non-http public URL', () => {
    expect(() => loadConfig({ APP_ENV: 'development', HOUSE_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ APP_ENV: 'development', HOUSE_PUBLIC_URL: 'ftp://x' })).toThrow(
      ConfigError,
    );
  });
});
