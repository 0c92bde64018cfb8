import type { Db } from '../../db/db';
import { insertAudit } from '../audit/audit-store';

/**
 * Audits a refused wallet call: the code, the call, the vendor and the ids the body named (read
 * leniently: the body may be unsigned or not JSON). Amounts and tokens are left out.
 */
export async function recordRefusal(options: {
  db: Db;
  merchantId: bigint | null;
  call: string;
  code: string;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}): Promise<void> {
  const body = lenientJson(options.rawBody);
  const pick = (k: string) =>
    typeof body[k] === 'string' ? (body[k] as string).slice(0, 64) : null;
  const vendorHeader = options.headers['x-vendor-code'];
  const vendorCode = typeof vendorHeader === 'string' ? vendorHeader.slice(0, 32) : null;
  await insertAudit(options.db, {
    merchantId: options.merchantId,
    actorType: 'vendor',
    actorId: vendorCode,
    subjectType: 'vendor_wallet',
    action: `vendor_wallet.${options.call}.refused`,
    subjectId: pick('txId') ?? pick('requestId') ?? '',
    after: {
      code: options.code,
      call: options.call,
      memberRef: pick('memberRef'),
      txId: pick('txId'),
      betTxId: pick('betTxId'),
      roundId: pick('roundId'),
      amountMinor: pick('amountMinor'),
      requestId: pick('requestId'),
    },
    ip: options.ip,
  });
}

function lenientJson(raw: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
