/**
 * What happens after any successful way in (login, second step, registration, reset by
 * phone, social sign-in, free play; spec §4): the token and the member are stored, and the
 * app is told whether this was a first login and whether the password must be changed first.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginValue } from '@wl/contract/auth/log-in';
import { startMemberSession } from '../../../api/member/member-session';
import { useWhitelabelFlags, type WhitelabelFlags } from '../../../api/system/get-status';

export type LoginType = 'username' | 'sms' | 'register' | 'reset' | 'social' | 'freeplay';

export interface SignInOutcome {
  firstTimeLogin: boolean;
  /** Show the change-password popup before anything else (it cannot be skipped). */
  mustChangePassword: boolean;
}

/**
 * Forced change: the merchant's default password, or an expired password when
 * PWDEXPFORCECHANGE3 is on; never after an SMS login (spec §4; the member has just proved the
 * phone, and may have no password at all).
 */
export function mustChangePassword(
  value: Pick<LoginValue, 'passwordExpired' | 'defaultPassword'>,
  flags: WhitelabelFlags,
  type: LoginType,
): boolean {
  if (type === 'sms') return false;
  return value.defaultPassword || (value.passwordExpired && flags.PWDEXPFORCECHANGE3 === true);
}

export function useCompleteSignIn(onSignedIn: (outcome: SignInOutcome) => void) {
  const client = useQueryClient();
  const flags = useWhitelabelFlags();
  return useCallback(
    async (value: LoginValue, type: LoginType) => {
      await startMemberSession(client, value);
      onSignedIn({
        firstTimeLogin: value.firstTimeLogin,
        mustChangePassword: mustChangePassword(value, flags, type),
      });
    },
    [client, flags, onSignedIn],
  );
}
