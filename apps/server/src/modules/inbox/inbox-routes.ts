import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  deleteMessagesQuery,
  markMessagesResponse,
  markReadRequest,
} from '@wl/contract/inbox/mark-messages';
import { sendMessageRequest, sendMessageResponse } from '@wl/contract/inbox/send-message';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import '../../http/route-permission';
import { moduleSwitch } from '../../http/relay';
import { operatorGuard } from '../operators/operator-guard';
import { deleteMessages, markMessagesRead } from './member-inbox';
import { sendOperatorMessage } from './send-operator-message';

const tags = ['inbox'];

/** The member's read/delete marks and the operator's sending of messages. */
export function inboxRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const sql = deps.db;
  const member = [moduleSwitch('INBOX3'), deps.guard()];

  typed.post('/wps/message/read', {
    schema: {
      tags,
      summary: 'Mark my messages read (some, or all)',
      body: markReadRequest,
      response: { 200: envelope(markMessagesResponse) },
    },
    preHandler: member,
    handler: async (r) =>
      ok(
        await markMessagesRead({
          sql,
          memberId: r.session!.memberId,
          messageIds: 'all' in r.body ? 'all' : r.body.messageIds,
          nowMs: deps.now(),
        }),
      ),
  });

  typed.delete('/wps/message/inbox', {
    schema: {
      tags,
      summary: 'Delete messages from my inbox',
      querystring: deleteMessagesQuery,
      response: { 200: envelope(markMessagesResponse) },
    },
    preHandler: member,
    handler: async (r) =>
      ok(
        await deleteMessages({
          sql,
          memberId: r.session!.memberId,
          messageIds: r.query.messageIds,
          nowMs: deps.now(),
        }),
      ),
  });

  const guard = operatorGuard(deps.db, deps.now);
  typed.post('/ops/inbox/messages', {
    schema: {
      tags,
      summary: 'Send a message to everybody, a VIP level, an agent team or one member',
      body: sendMessageRequest,
      response: { 200: envelope(sendMessageResponse) },
    },
    config: { permission: 'inbox.send' },
    preHandler: [guard(['supervisor'])],
    handler: async (r) => {
      const { title, body, ...to } = r.body;
      return ok(
        await sendOperatorMessage({
          db: deps.db,
          merchantId: r.merchant.id,
          operatorId: r.operatorSession!.operator.id,
          to,
          title,
          body,
          ip: r.ip,
        }),
      );
    },
  });
}
