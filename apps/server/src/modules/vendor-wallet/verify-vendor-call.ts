import type { z } from 'zod';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  VENDOR_CODE_HEADER,
  bodyTimestampMatches,
  verifySignature,
} from '@wl/contract/vendor-wallet/signature';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { selectIntegration, type VendorIntegration } from './vendor-store';

const CACHE_MS = 5_000;

/** Integrations by merchant and code, cached briefly: every wallet call needs the secret first. */
export function integrationCache(db: Db) {
  const cache = new Map<string, { at: number; value: VendorIntegration | null }>();
  return async (merchantId: bigint, vendorCode: string): Promise<VendorIntegration | null> => {
    const key = `${merchantId}:${vendorCode}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = await selectIntegration(db, merchantId, vendorCode);
    cache.set(key, { at: Date.now(), value });
    return value;
  };
}

export interface VerifiedCall<T> {
  vendor: VendorIntegration;
  body: T;
}

/**
 * Protocol §3, before anything else: the vendor's secret by X-Vendor-Code, the HMAC over the raw
 * bytes (constant time), the timestamp window, then the JSON, whose timestamp and vendorCode
 * must be the signed headers', then the call's own schema.
 */
export async function verifyVendorCall<S extends z.ZodType>(options: {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  findVendor: (vendorCode: string) => Promise<VendorIntegration | null>;
  schema: S;
  nowMs: number;
}): Promise<VerifiedCall<z.infer<S>>> {
  const code = options.headers[VENDOR_CODE_HEADER];
  const vendor =
    typeof code === 'string' && /^[A-Z0-9_]{2,32}$/.test(code)
      ? await options.findVendor(code)
      : null;
  if (!vendor || !vendor.enabled || vendor.walletMode !== 'seamless') {
    throw new AppError('INVALID_SIGNATURE');
  }
  const check = verifySignature({
    secret: vendor.secret,
    rawBody: options.rawBody,
    signature: options.headers[SIGNATURE_HEADER],
    timestamp: options.headers[TIMESTAMP_HEADER],
    nowMs: options.nowMs,
  });
  if (!check.ok) throw new AppError(check.code);
  let json: unknown;
  try {
    json = JSON.parse(options.rawBody);
  } catch {
    throw new AppError('INVALID_REQUEST');
  }
  if (
    !bodyTimestampMatches(json, check.timestampMs) ||
    (json as { vendorCode?: unknown }).vendorCode !== code
  ) {
    throw new AppError('INVALID_SIGNATURE');
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw new AppError('INVALID_REQUEST');
  return { vendor, body: parsed.data };
}

export type { Db };
