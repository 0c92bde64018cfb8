import { describe, expect, it } from 'vitest';
import { mustChangePassword } from './sign-in';

describe('mustChangePassword', () => {
  const expired = { passwordExpired: true };
  it('forces a change of an expired password only when PWDEXPFORCECHANGE3 is on', () => {
    expect(mustChangePassword(expired, { PWDEXPFORCECHANGE3: true }, 'username')).toBe(true);
    expect(mustChangePassword(expired, { PWDEXPFORCECHANGE3: false }, 'username')).toBe(false);
    expect(
      mustChangePassword({ passwordExpired: false }, { PWDEXPFORCECHANGE3: true }, 'username'),
    ).toBe(false);
  });

  it('never forces it after an SMS login', () => {
    expect(mustChangePassword(expired, { PWDEXPFORCECHANGE3: true }, 'sms')).toBe(false);
  });
});
