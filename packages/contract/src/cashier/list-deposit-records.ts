import { z } from 'zod';
import { queryInt } from '../common/paging';
import { depositRecord, depositStatus } from './create-deposit';

/** GET /wps/relay/MCSFE_getDepositRecords (token, real account): newest first. */
export const listDepositRecordsQuery = z.object({
  status: depositStatus.optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(15),
});

export const listDepositRecordsResponse = z.object({
  list: z.array(depositRecord),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});
