import type { InboxAudience } from '@wl/contract/inbox/send-message';
import type { Db } from '../../db/db';
import { byOperator, insertAudit } from '../audit/audit-store';
import { assertRecipients, sendInboxMessage, type Audience } from './send-inbox-message';

/**
 * An operator writes to members: the message, its deliveries and the audit row in one
 * transaction; a message that would reach nobody is refused and nothing is kept.
 */
export async function sendOperatorMessage(options: {
  db: Db;
  merchantId: bigint;
  operatorId: bigint;
  to: InboxAudience;
  title: string;
  body: string;
  ip: string | null;
}) {
  const segment = toAudience(options.to);
  return options.db.tx(async (tx) => {
    const sent = await sendInboxMessage(tx, {
      merchantId: options.merchantId,
      segment,
      kind: 'operator',
      title: options.title,
      body: options.body,
      operatorId: options.operatorId,
    });
    assertRecipients(sent.recipients);
    await insertAudit(tx, {
      merchantId: options.merchantId,
      ...byOperator(options.operatorId),
      action: 'inbox_message_sent',
      subjectType: 'inbox_message',
      subjectId: sent.messageId.toString(),
      after: { ...options.to, title: options.title, recipients: sent.recipients },
      ip: options.ip,
    });
    return { messageId: sent.messageId.toString(), recipients: sent.recipients };
  });
}

function toAudience(to: InboxAudience): Audience {
  switch (to.audience) {
    case 'all':
      return { audience: 'all' };
    case 'vip':
      return { audience: 'vip', vipLevel: to.vipLevel };
    case 'team':
      return { audience: 'team', agentId: BigInt(to.agentId) };
    case 'member':
      return { audience: 'member', memberId: BigInt(to.memberId) };
    default: {
      const never: never = to;
      throw new Error(`unknown audience ${String(never)}`);
    }
  }
}
