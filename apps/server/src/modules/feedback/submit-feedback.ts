import { FEEDBACK_CONTENT_MIN, type FeedbackType } from '@wl/contract/feedback/feedback';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { hitRateLimit, tooManyRequests, type RateRule } from '../../http/rate-limit';
import type { HitCounter } from '../shared-state/shared-state';
import { insertFeedback } from './feedback-store';
import { plainText } from './plain-text';

/** A member may send this many pieces of feedback an hour (ADR 0034). */
export const FEEDBACK_RATE: RateRule = { name: 'feedback-member', max: 5, windowMs: 60 * 60_000 };

/**
 * A member sends feedback (PUT /wps/feedback): the content becomes plain text (markup
 * dropped), must still be within the bounds, and counts against the member's hourly budget
 * (shared by every API node). Over the budget nothing is stored.
 */
export async function submitFeedback(options: {
  db: Db;
  counter: HitCounter;
  nowMs: number;
  merchantId: bigint;
  memberId: bigint;
  questionType: FeedbackType;
  content: string;
}) {
  const content = plainText(options.content);
  if (content.length < FEEDBACK_CONTENT_MIN) throw new AppError('feedback.content_too_short');
  const verdict = await hitRateLimit(
    options.counter,
    FEEDBACK_RATE,
    options.memberId.toString(),
    options.nowMs,
  );
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSec);
  const id = await insertFeedback(options.db, {
    merchantId: options.merchantId,
    memberId: options.memberId,
    questionType: options.questionType,
    content,
  });
  return { id: id.toString() };
}
