import type { Db } from '../../db/db';
import { recordOutboxEntry } from '../../modules/dev/record-outbox-entry';
import type { SmsProvider } from './sms-provider';

/** Development: the message goes to the outbox (GET /dev/outbox) instead of a phone. */
export function outboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await recordOutboxEntry({
        sql: db,
        channel: 'sms',
        to: message.to,
        text: message.text,
        code: message.code,
      });
    },
  };
}
