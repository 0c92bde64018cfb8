import type { Db } from '../../db/db';
import { recordOutboxEntry } from '../../modules/dev/record-outbox-entry';
import type { MailProvider } from './mail-provider';

/** Development: the mail goes to the outbox (GET /dev/outbox), subject on the first line. */
export function outboxMailProvider(db: Db): MailProvider {
  return {
    name: 'outbox',
    async send(message) {
      await recordOutboxEntry({
        sql: db,
        channel: 'email',
        to: message.to.toLowerCase(),
        text: `${message.subject}\n\n${message.text}`,
        code: message.code ?? null,
      });
    },
    close: () => undefined,
  };
}
