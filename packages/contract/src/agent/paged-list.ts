import { z } from 'zod';

/** One page of an agent list: the rows and where the page stands in the whole list. */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
