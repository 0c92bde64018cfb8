import { z } from 'zod';

/** Query-string integers arrive as text; this reads them strictly (no "1e3", no "-0"). */
export const queryInt = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max);

export const pagingQuery = z.object({
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(15),
});
