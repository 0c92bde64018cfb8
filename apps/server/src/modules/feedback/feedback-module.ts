import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  closeFeedbackBody,
  feedbackIdParams,
  myFeedbackQuery,
  myFeedbackResponse,
  opsFeedbackQuery,
  opsFeedbackResponse,
  opsFeedbackView,
  replyFeedbackBody,
  submitFeedbackRequest,
} from '@wl/contract/feedback/feedback';
import type { AppModule } from '../../app';
import { ok } from '../../http/envelope';
import { moduleSwitch } from '../../http/relay';
import { opsRoutes } from '../operators/ops-route';
import { selectFeedback } from './feedback-store';
import { closeFeedback, replyFeedback } from './review-feedback';
import { submitFeedback } from './submit-feedback';

const tags = ['feedback'];

/** Member feedback and the operators' answers (ADR 0034). */
export const feedbackModule: AppModule = {
  name: 'feedback',
  routes(app, deps) {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const member = [moduleSwitch('FEEDBACK3'), deps.guard()];

    typed.put('/wps/feedback', {
      schema: {
        tags,
        summary: 'Send feedback: question type and content',
        body: submitFeedbackRequest,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
      preHandler: member,
      handler: async (r) =>
        ok(
          await submitFeedback({
            db: deps.db,
            counter: app.shared,
            nowMs: deps.now(),
            merchantId: r.merchant.id,
            memberId: r.session!.memberId,
            ...r.body,
          }),
        ),
    });

    typed.get('/wps/feedback', {
      schema: {
        tags,
        summary: 'My feedback with the replies, newest first',
        querystring: myFeedbackQuery,
        response: { 200: envelope(myFeedbackResponse) },
      },
      preHandler: member,
      handler: async (r) => {
        const { pageNo, pageSize } = r.query;
        const page = await selectFeedback(deps.db, {
          merchantId: r.merchant.id,
          memberId: r.session!.memberId,
          limit: pageSize,
          offset: (pageNo - 1) * pageSize,
        });
        return ok({
          list: page.list.map(({ memberId: _m, username: _u, ...mine }) => mine),
          total: page.total,
          totalPages: Math.max(1, Math.ceil(page.total / pageSize)),
          pageNum: pageNo,
        });
      },
    });

    const ops = opsRoutes(app, ['back office', ...tags]);
    ops.get('/ops/feedback', {
      permission: 'feedback.view',
      summary: 'Feedback from members, newest first, by status',
      querystring: opsFeedbackQuery,
      response: opsFeedbackResponse,
      handler: async ({ actor, query }) =>
        selectFeedback(deps.db, {
          merchantId: actor.merchantId,
          ...(query.status ? { status: query.status } : {}),
          limit: query.pageSize,
          offset: (query.pageNo - 1) * query.pageSize,
        }),
    });
    ops.post('/ops/feedback/:id/reply', {
      permission: 'feedback.reply',
      summary: 'Answer feedback (once); the member gets an inbox message',
      params: feedbackIdParams,
      body: replyFeedbackBody,
      response: opsFeedbackView,
      handler: async ({ actor, params, body }) =>
        replyFeedback({
          db: deps.db,
          ...actor,
          feedbackId: BigInt(params.id),
          reply: body.reply,
        }),
    });
    ops.post('/ops/feedback/:id/close', {
      permission: 'feedback.close',
      summary: 'Close feedback',
      params: feedbackIdParams,
      body: closeFeedbackBody,
      response: opsFeedbackView,
      handler: async ({ actor, params }) =>
        closeFeedback({ db: deps.db, ...actor, feedbackId: BigInt(params.id) }),
    });
  },
};
