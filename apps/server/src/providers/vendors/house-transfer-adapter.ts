import type { z } from 'zod';
import {
  TRANSFER_PATHS,
  transferBalanceValue,
  transferValue,
} from '@wl/contract/vendor-wallet/transfer-wallet';
import { houseAdapter } from './house-adapter';
import { signedPost } from './signed-post';
import type { TransferOutcome, VendorAdapter, VendorTransfer } from './vendor-adapter';

/**
 * The house games vendor (apps/house) in transfer-wallet mode (vendor code HOUSECLUB): launch
 * as for the seamless house but naming the member (`walletMode: 'transfer'`, `memberRef`), and
 * money moved by signed `POST {baseUrl}/transfer/{deposit,withdraw,balance}`
 * (docs/vendor-wallet-api.md, "Transfer wallet"). A refusal is final: `ok: false`, and
 * transfer-wallet.ts voids its hold. A timeout, a dropped connection or a 5xx leaves the outcome
 * unknown, so the same transferId is asked again (the house answers a replay with the first
 * result); when every attempt fails the answer is `ok: false, unknown: true` and the hold stays
 * open until the sweep asks again (transfer-wallet.ts).
 */
export function houseTransferAdapter(options: {
  vendorCode: string;
  baseUrl: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Attempts of one call whose outcome stays unknown (default 3). */
  maxAttempts?: number;
  backoffMs?: number;
}): VendorAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const backoffMs = options.backoffMs ?? 200;
  const launcher = houseAdapter({ ...options, extraLaunchFields: { walletMode: 'transfer' } });

  type Answer<T> = { ok: true; value: T } | { ok: false; reason: string; final: boolean };

  async function attempt<S extends z.ZodType>(
    path: string,
    fields: Record<string, unknown>,
    schema: S,
  ): Promise<Answer<z.infer<S>>> {
    try {
      const { status, json } = await signedPost(
        { base, secret: options.secret, vendorCode: options.vendorCode, fetch: doFetch, timeoutMs },
        path,
        fields,
      );
      if (json?.success === true) {
        const value = schema.safeParse(json.value);
        if (value.success) return { ok: true, value: value.data as z.infer<S> };
      }
      const reason = `house ${path}: ${status} ${String(json?.errorCode)}`;
      return {
        ok: false,
        reason,
        final: status >= 400 && status < 500 && status !== 429,
      };
    } catch (error) {
      return {
        ok: false,
        reason: `house ${path} failed: ${error instanceof Error ? error.name : String(error)}`,
        final: false,
      };
    }
  }

  async function post<S extends z.ZodType>(
    path: string,
    fields: Record<string, unknown>,
    schema: S,
  ) {
    let last: Answer<z.infer<S>> = { ok: false, reason: 'not attempted', final: false };
    for (let n = 0; n < maxAttempts; n++) {
      if (n > 0) await new Promise((r) => setTimeout(r, backoffMs * 2 ** (n - 1)));
      last = await attempt(path, fields, schema);
      if (last.ok || last.final) break;
    }
    return last;
  }

  const move = async (path: string, t: VendorTransfer): Promise<TransferOutcome> => {
    const r = await post(
      path,
      {
        transferId: t.transferId,
        memberRef: t.memberRef,
        currency: t.currency,
        amountMinor: t.amountMinor.toString(),
      },
      transferValue,
    );
    return r.ok
      ? { ok: true, vendorBalanceMinor: BigInt(r.value.balanceMinor) }
      : { ok: false, reason: r.reason, unknown: !r.final };
  };

  return {
    vendorCode: options.vendorCode,
    walletMode: 'transfer',
    launch: (request) => launcher.launch(request),
    roundUrl: (roundId) => launcher.roundUrl(roundId),
    deposit: (t) => move(TRANSFER_PATHS.deposit, t),
    withdraw: (t) => move(TRANSFER_PATHS.withdraw, t),
    async balance(memberRef, currency) {
      const r = await post(TRANSFER_PATHS.balance, { memberRef, currency }, transferBalanceValue);
      if (!r.ok) throw new Error(r.reason);
      return BigInt(r.value.balanceMinor);
    },
  };
}
