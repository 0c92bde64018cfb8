import { z } from 'zod';

import type { WhitelabelNode } from './whitelabel-flags';

export type { WhitelabelNode } from './whitelabel-flags';
export { flattenWhitelabel, WHITELABEL_FLAGS } from './whitelabel-flags';

export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNode),
  }),
);

/** GET /wps/system/whitelabel */
export const getWhitelabelResponse = z.array(whitelabelNode);
