import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { createKeyRing, type KeyRing } from '../../http/encrypted-body-keys';
import { decryptBodyHook, type DecryptBody } from '../../http/encrypted-body';
import { createMailProvider } from '../../providers/mail/create-mail-provider';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { createSmsProvider } from '../../providers/sms/create-sms-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import {
  createSignInProviders,
  type SignInProviders,
} from '../../providers/oidc/create-sign-in-providers';

/** The providers and hooks of accounts and sessions, added to AppDeps. */
export interface AccountDeps {
  sms: SmsProvider;
  mail: MailProvider;
  signIn: SignInProviders;
  keyRing: KeyRing;
  /** preValidation hook of every encrypted call (login, registration, passwords, cashier…). */
  decryptBody: DecryptBody;
}

export function accountDeps(config: Config, db: Db, now: () => number): AccountDeps {
  const keyRing = createKeyRing(db, {
    rotateMs: config.ENCRYPTION_KEY_ROTATE_MINUTES * 60_000,
    now,
  });
  return {
    sms: createSmsProvider(config, db),
    mail: createMailProvider(config, db),
    signIn: createSignInProviders(config),
    keyRing,
    decryptBody: decryptBodyHook(db, keyRing, now),
  };
}
