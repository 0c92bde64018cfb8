import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { deliver, findByDedupeKey, insertMessage, type Audience } from './inbox-store';

export type { Audience } from './inbox-store';

/** To one member, or to a segment of the merchant's members. */
export type InboxRecipients = { memberId: bigint } | { segment: Audience };

export type SendInboxMessageOptions = InboxRecipients & {
  merchantId: bigint;
  /** 'operator' for staff messages; otherwise the system event (withdrawal_approved, …). */
  kind: string;
  /** The text in the merchant's language; the web app prefers the translation of `kind`. */
  title: string;
  body: string;
  /** Values for the translated text of a system message (amount, order number, …). */
  params?: Record<string, string | number>;
  /** Sending again with the same key delivers nothing more (retries of a producer). */
  dedupeKey?: string;
  operatorId?: bigint;
};

/**
 * Puts a message in the inbox of every member it is for, in the caller's transaction (pass a
 * transaction handle so the message exists exactly when the event that caused it does, e.g.
 * an approved withdrawal). Other modules (promotions, contracts, missions, cashier) call this.
 * Answers the message id and how many members received it; a replay by dedupe key answers
 * the first sending.
 */
export async function sendInboxMessage(
  sql: Sql,
  options: SendInboxMessageOptions,
): Promise<{ messageId: bigint; recipients: number }> {
  const to: Audience =
    'segment' in options
      ? options.segment
      : {
          audience: 'member',
          memberId: options.memberId,
        };
  const dedupeKey = options.dedupeKey ?? null;
  const messageId = await insertMessage(
    sql,
    {
      merchantId: options.merchantId,
      kind: options.kind,
      title: options.title.trim(),
      body: options.body.trim(),
      params: options.params ?? {},
      operatorId: options.operatorId ?? null,
      dedupeKey,
    },
    to,
  );
  if (messageId === null) {
    const first = (await findByDedupeKey(sql, options.merchantId, dedupeKey!))!;
    return { messageId: first.id, recipients: Number(first.recipients) };
  }
  const recipients = await deliver(sql, messageId, options.merchantId, to);
  if (recipients === 0 && to.audience === 'member') throw new AppError('member_not_found');
  // The badge refreshes when the message commits: one member, or every open page of the
  // merchant for a segment (each asks for its own count; cheaper than naming every member).
  const memberId = to.audience === 'member' ? to.memberId : null;
  if (recipients > 0) sql.announce?.({ kind: 'inbox', merchantId: options.merchantId, memberId });
  return { messageId, recipients };
}

/** Guards the operator path: a message that reaches nobody is a mistake worth saying. */
export function assertRecipients(recipients: number) {
  if (recipients === 0) throw new AppError('inbox_no_recipients');
}
