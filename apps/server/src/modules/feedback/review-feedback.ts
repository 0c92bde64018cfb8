import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { sendInboxMessage } from '../inbox/send-inbox-message';
import type { OpsActor } from '../operators/ops-route';
import { closeFeedbackRow, lockFeedback, saveReply, type Feedback } from './feedback-store';
import { plainText } from './plain-text';

type Review = OpsActor & { db: Db; feedbackId: bigint };

/**
 * An operator answers feedback once (as plain text, like the member's): the reply, the audit line and the member's inbox message
 * (deduplicated by the feedback id) in one transaction, on the locked row, so two operators
 * answering at once give one reply and one message. Closed feedback takes no reply.
 */
export async function replyFeedback(r: Review & { reply: string }): Promise<Feedback> {
  const reply = plainText(r.reply);
  if (!reply) throw new AppError('request_param_err');
  return decide(r, 'feedback.reply', async (tx, before) => {
    if (before.status === 'closed') throw new AppError('feedback.closed');
    if (before.reply !== null) throw new AppError('feedback.already_replied');
    await saveReply(tx, r.feedbackId, reply, r.operatorId);
    await sendInboxMessage(tx, {
      merchantId: r.merchantId,
      memberId: BigInt(before.memberId),
      kind: 'feedback_replied',
      title: 'Reply to your feedback',
      body: reply,
      params: { reply },
      dedupeKey: `feedback:${r.feedbackId}`,
    });
  });
}

/** Closes feedback (answered or not); closing twice is refused. */
export async function closeFeedback(r: Review): Promise<Feedback> {
  return decide(r, 'feedback.close', async (tx, before) => {
    if (before.status === 'closed') throw new AppError('feedback.closed');
    await closeFeedbackRow(tx, r.feedbackId);
  });
}

async function decide(
  r: Review,
  action: string,
  change: (tx: Sql, before: Feedback) => Promise<void>,
): Promise<Feedback> {
  return r.db.tx(async (tx) => {
    const before = await lockFeedback(tx, r.merchantId, r.feedbackId);
    if (!before) throw new AppError('feedback.not_found');
    await change(tx, before);
    const after = (await lockFeedback(tx, r.merchantId, r.feedbackId))!;
    await insertAudit(tx, {
      merchantId: r.merchantId,
      ...byOperator(r.operatorId),
      action,
      subjectType: 'feedback',
      subjectId: r.feedbackId.toString(),
      before: { status: before.status, reply: before.reply },
      after: { status: after.status, reply: after.reply },
      ip: r.ip,
    });
    return after;
  });
}
