import type { z } from 'zod';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import {
  isVendorWalletErrorCode,
  type VendorWalletErrorCode,
} from '@wl/contract/vendor-wallet/error-codes';
import { authenticatePlayerValue } from '@wl/contract/vendor-wallet/authenticate-player';
import { getBalanceValue } from '@wl/contract/vendor-wallet/get-balance';
import { walletTxValue } from '@wl/contract/vendor-wallet/common';
import { rollbackBetValue } from '@wl/contract/vendor-wallet/rollback-bet';
import type { DebitBetRequest } from '@wl/contract/vendor-wallet/debit-bet';
import type { CreditWinRequest } from '@wl/contract/vendor-wallet/credit-win';
import type { RollbackBetRequest } from '@wl/contract/vendor-wallet/rollback-bet';

/**
 * The house's client of the platform's seamless wallet, written as any third-party vendor
 * would write it (docs/vendor-wallet-api.md): every attempt is signed afresh; a timeout, a
 * dropped connection, a 5xx or an unreadable answer is retried with the SAME txId after an
 * exponential backoff; an answer with a protocol error code is final. When the attempts run
 * out the outcome is `unknown`, and the caller must roll a debit back (see play-round.ts).
 */
export type WalletResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; code: VendorWalletErrorCode; value: unknown }
  | { kind: 'unknown'; reason: string };

export interface WalletClientOptions {
  baseUrl: string;
  vendorCode: string;
  secret: string;
  timeoutMs?: number;
  maxAttempts?: number;
  backoffMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

type Fields<T> = Omit<T, 'vendorCode' | 'requestId' | 'timestamp'>;

export function createPlatformWalletClient(options: WalletClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3_000;
  const maxAttempts = options.maxAttempts ?? 4;
  const backoffMs = options.backoffMs ?? 250;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function attempt<S extends z.ZodType>(path: string, fields: object, schema: S) {
    const signed = signRequest({
      secret: options.secret,
      vendorCode: options.vendorCode,
      fields: fields as Record<string, unknown>,
      nowMs: now(),
    });
    let status: number;
    let body: unknown;
    try {
      const res = await doFetch(`${base}/${path}`, {
        method: 'POST',
        headers: signed.headers,
        body: signed.rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      body = JSON.parse(await res.text());
    } catch (error) {
      return { retry: `${path}: ${error instanceof Error ? error.name : 'error'}` } as const;
    }
    const env = body as { success?: unknown; errorCode?: unknown; value?: unknown } | null;
    if (status < 300 && env?.success === true) {
      const parsed = schema.safeParse(env.value);
      if (parsed.success) return { result: { kind: 'ok', value: parsed.data as z.infer<S> } } as const;
      return { retry: `${path}: unreadable answer` } as const;
    }
    const retryableStatus = status >= 500 || status === 408 || status === 425 || status === 429;
    if (!retryableStatus && isVendorWalletErrorCode(env?.errorCode) && env?.errorCode !== 'INTERNAL_ERROR') {
      return { result: { kind: 'refused', code: env.errorCode, value: env.value ?? null } } as const;
    }
    return { retry: `${path}: HTTP ${status}` } as const;
  }

  async function call<S extends z.ZodType>(
    path: string,
    fields: object,
    schema: S,
  ): Promise<WalletResult<z.infer<S>>> {
    let reason = 'not attempted';
    for (let n = 0; n < maxAttempts; n++) {
      if (n > 0) await sleep(backoffMs * 2 ** (n - 1) * (0.75 + Math.random() * 0.5));
      const outcome = await attempt(path, fields, schema);
      if ('result' in outcome) return outcome.result as WalletResult<z.infer<S>>;
      reason = outcome.retry;
    }
    return { kind: 'unknown', reason };
  }

  return {
    authenticate: (token: string) => call('authenticate', { token }, authenticatePlayerValue),
    balance: (f: { token: string; memberRef: string; currency: string }) =>
      call('balance', f, getBalanceValue),
    debit: (f: Fields<DebitBetRequest>) => call('debit', f, walletTxValue),
    credit: (f: Fields<CreditWinRequest>) => call('credit', f, walletTxValue),
    rollback: (f: Fields<RollbackBetRequest>) => call('rollback', f, rollbackBetValue),
  };
}

export type PlatformWalletClient = ReturnType<typeof createPlatformWalletClient>;
