import { describe, expect, it } from 'vitest';
import { mustChangePassword } from './sign-in';

describe('mustChangePassword', () => {
  const expired = { passwordExpired: true, defaultPassword: false };
  const fresh = { passwordExpired: false, defaultPassword: false };
  it('forces a change of an expired password only when PWDEXPFORCECHANGE3 is on', () => {
    expect(mustChangePassword(expired, { PWDEXPFORCECHANGE3: true }, 'username')).toBe(true);
    expect(mustChangePassword(expired, { PWDEXPFORCECHANGE3: false }, 'username')).toBe(false);
    expect(
      mustChangePassword(fresh, { PWDEXPFORCECHANGE3: true }, 'username'),
    ).toBe(false);
  });

  it('always forces a change of the default password, whatever the switch says', () => {
    const initial = { passwordExpired: false, defaultPassword: true };
    expect(mustChangePassword(initial, { PWDEXPFORCECHANGE3: false }, 'username')).toBe(true);
    expect(mustChangePassword(initial, {}, 'username')).toBe(true);
  });

  it('never forces it after an SMS login', () => {
    expect(mustChangePassword(expired, { PWDEXPFORCECHANGE3: true }, 'sms')).toBe(false);
    const initial = { passwordExpired: false, defaultPassword: true };
    expect(mustChangePassword(initial, { PWDEXPFORCECHANGE3: true }, 'sms')).toBe(false);
  });
});
