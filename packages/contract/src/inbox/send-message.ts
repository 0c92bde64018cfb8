import { z } from 'zod';

/**
 * An operator's message to members (issue 12): POST /ops/inbox/messages
 * audience `all` (every member of the merchant), `vip` (one VIP level), `team` (an agent and
 * every member under them), `member` (one member). Delivered at once; the answer says to how
 * many members.
 */
export const inboxAudience = z.discriminatedUnion('audience', [
  z.object({ audience: z.literal('all') }),
  z.object({ audience: z.literal('vip'), vipLevel: z.number().int().min(0).max(100) }),
  z.object({ audience: z.literal('team'), agentId: z.coerce.number().int().positive() }),
  z.object({ audience: z.literal('member'), memberId: z.coerce.number().int().positive() }),
]);
export type InboxAudience = z.infer<typeof inboxAudience>;

export const sendMessageRequest = z.intersection(
  inboxAudience,
  z.object({
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(5000),
  }),
);

export const sendMessageResponse = z.object({
  messageId: z.string(),
  recipients: z.number().int().min(0),
});
