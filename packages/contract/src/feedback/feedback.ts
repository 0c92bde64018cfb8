import { z } from 'zod';
import { pagingQuery } from '../common/paging';

/**
 * Member feedback (spec §2 feedback, §3 "Feedback: question type and content", §5 "Support
 * question content: between two bounds"; ADR 0034):
 * PUT /wps/feedback          send one (token; module FEEDBACK3; rate limited per member)
 * GET /wps/feedback          my feedback with the operator's replies, newest first, paged
 * GET /ops/feedback          the operators' queue (feedback.view), by status
 * POST /ops/feedback/:id/reply   answer once (feedback.reply); the member gets an inbox message
 * POST /ops/feedback/:id/close   close (feedback.close)
 */
export const FEEDBACK_TYPES = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The content's bounds in characters, after trimming and sanitising. */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 1000;
export const FEEDBACK_REPLY_MAX = 2000;

export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;

export const submitFeedbackRequest = z.object({
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(FEEDBACK_CONTENT_MIN).max(FEEDBACK_CONTENT_MAX),
});

export const feedbackView = z.object({
  id: z.string(),
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  createdAt: z.number().int(),
  repliedAt: z.number().int().nullable(),
  closedAt: z.number().int().nullable(),
});
export type FeedbackView = z.infer<typeof feedbackView>;

export const myFeedbackQuery = pagingQuery;
export const myFeedbackResponse = z.object({
  list: z.array(feedbackView),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const opsFeedbackView = feedbackView.extend({ memberId: z.string(), username: z.string() });
export type OpsFeedbackView = z.infer<typeof opsFeedbackView>;
export const opsFeedbackQuery = pagingQuery.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
});
export const opsFeedbackResponse = z.object({
  list: z.array(opsFeedbackView),
  total: z.number().int(),
});
export const feedbackIdParams = z.object({ id: z.coerce.number().int().min(1) });
export const replyFeedbackBody = z.object({
  reply: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX),
});
export const closeFeedbackBody = z.object({}).default({});
