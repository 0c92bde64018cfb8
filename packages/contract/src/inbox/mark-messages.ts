import { z } from 'zod';

/**
 * Read and delete marks on the member's own messages (reference §3.10, old-generation paths):
 * POST   /wps/message/read                       `{messageIds}` or `{all: true}` (mark all read)
 * DELETE /wps/message/inbox?messageIds=1,2,3     deletes from the member's inbox only
 * Ids not in the member's inbox are ignored; the answer is the unread count afterwards.
 */
const messageId = z.string().regex(/^[1-9][0-9]{0,17}$/);

export const markReadRequest = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ messageIds: z.array(messageId).min(1).max(100) }),
]);

export const deleteMessagesQuery = z.object({
  messageIds: z
    .string()
    .max(2000)
    .transform((s) => s.split(',').map((id) => id.trim()))
    .pipe(z.array(messageId).min(1).max(100)),
});

export const markMessagesResponse = z.object({ unread: z.number().int().min(0) });
export type MarkMessagesResponse = z.infer<typeof markMessagesResponse>;
