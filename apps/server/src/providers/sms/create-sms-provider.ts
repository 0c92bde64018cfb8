import type { Config } from '../../config';
import { ConfigError } from '../../config';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { httpSmsProvider } from './http-sms-provider';
import { outboxSmsProvider } from './outbox-sms-provider';
import type { SmsProvider } from './sms-provider';

/**
 * SMS_PROVIDER=http needs SMS_HTTP_URL. The outbox adapter serves development and tests; in
 * production it refuses to send rather than keep people's codes in a table.
 */
export function createSmsProvider(config: Config, db: Db): SmsProvider {
  if (config.SMS_PROVIDER === 'http') {
    if (!config.SMS_HTTP_URL) throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return httpSmsProvider({ url: config.SMS_HTTP_URL, apiKey: config.SMS_HTTP_API_KEY });
  }
  if (config.isProduction) {
    return {
      name: 'unconfigured',
      send: async () => {
        throw new AppError('sms_send_failed', { value: { reason: 'not_configured' } });
      },
    };
  }
  return outboxSmsProvider(db);
}
