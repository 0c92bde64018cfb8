import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { MailProvider } from './mail-provider';
import { outboxMailProvider } from './outbox-mail-provider';
import { smtpMailProvider } from './smtp-mail-provider';

/** SMTP when SMTP_URL is set; otherwise the outbox, except in production where sending fails. */
export function createMailProvider(config: Config, db: Db): MailProvider {
  if (config.SMTP_URL) return smtpMailProvider({ url: config.SMTP_URL, from: config.MAIL_FROM });
  if (config.isProduction) {
    return {
      name: 'unconfigured',
      send: async () => {
        throw new AppError('mail_send_failed', { value: { reason: 'not_configured' } });
      },
      close: () => undefined,
    };
  }
  return outboxMailProvider(db);
}
