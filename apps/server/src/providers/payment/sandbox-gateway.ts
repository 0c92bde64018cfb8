import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import type { CallbackStatus, GatewayCallback, PaymentGateway } from './payment-gateway';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxCallback,
  verifySandboxSignature,
} from './sandbox-signature';
import { upsertSandboxOrder, type SandboxOrder } from './sandbox-gateway-store';

/** Sends one callback; answers the HTTP status our server gave. */
export type DeliverCallback = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

/** How the payer's choice on the pay page is turned into callbacks (for testing the cashier). */
export interface CallbackPlan {
  status: CallbackStatus;
  /** How many identical copies to send (duplicates), 1–5. */
  copies?: number;
  /** Wait this long before sending, 0–60 s. */
  delayMs?: number;
  /** With "paid": also send an older "failed" event, arriving after the "paid" ones. */
  outOfOrder?: boolean;
}

export const SANDBOX_GATEWAY_CODE = 'sandbox';

/**
 * The local sandbox gateway: its own orders table, its own pay page (sandbox-routes.ts) and
 * HMAC-signed callbacks to the cashier, which it can duplicate, delay and send out of order.
 */
export function sandboxGateway(options: { db: Db; deliver: DeliverCallback; now: () => number }) {
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;

  const callbackBody = (order: SandboxOrder, status: CallbackStatus, eventAt: number) =>
    JSON.stringify({
      orderNo: order.orderNo,
      gatewayRef: order.id,
      status,
      amountMinor: order.amountMinor.toString(),
      currency: order.currency,
      eventAt,
    });

  const send = (order: SandboxOrder, body: string) => {
    const timestamp = options.now();
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(order.secret, timestamp, body),
    };
    return options.deliver(order.callbackUrl, body, headers).catch(() => 0);
  };

  const track = async (fn: () => Promise<void>) => {
    inFlight += 1;
    try {
      await fn();
    } finally {
      inFlight -= 1;
    }
  };
  const later = (ms: number, fn: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void track(fn);
    }, ms);
    timers.add(timer);
  };

  const gateway: PaymentGateway & {
    notify(order: SandboxOrder, plan: CallbackPlan): void;
    settled(): Promise<void>;
    close(): void;
  } = {
    code: SANDBOX_GATEWAY_CODE,

    async createPayment(order) {
      const created = await upsertSandboxOrder(options.db, {
        id: `sbx_${randomBytes(12).toString('base64url')}`,
        orderNo: order.orderNo,
        amountMinor: order.amountMinor,
        currency: order.currency,
        callbackUrl: order.callbackUrl,
        returnUrl: order.returnUrl,
        secret: order.secret,
      });
      return { gatewayRef: created.id, payUrl: `/sandbox-gateway/pay/${created.id}` };
    },

    readCallback(rawBody) {
      return parseCallback(rawBody);
    },

    verifyCallback({ rawBody, headers, secret, nowMs }) {
      return verifySandboxSignature({
        header: headers[SANDBOX_SIGNATURE_HEADER],
        secret,
        rawBody,
        nowMs,
      });
    },

    /** Sends the callbacks for a decided order according to the plan. */
    notify(order, plan) {
      const copies = Math.min(5, Math.max(1, plan.copies ?? 1));
      const delayMs = Math.min(60_000, Math.max(0, plan.delayMs ?? 0));
      const now = options.now();
      const body = callbackBody(order, plan.status, now);
      const fire = async () => {
        for (let i = 0; i < copies; i++) await send(order, body);
        // An earlier failed attempt's event, overtaken on the way: it must not undo the payment.
        if (plan.outOfOrder && plan.status === 'paid') {
          await send(order, callbackBody(order, 'failed', now - 60_000));
        }
      };
      if (delayMs === 0) void track(fire);
      else later(delayMs, fire);
    },

    /** Resolves when every callback sent so far has been answered (tests wait on it). */
    async settled() {
      while (timers.size > 0 || inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    },

    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
  return gateway;
}
export type SandboxGateway = ReturnType<typeof sandboxGateway>;

function parseCallback(rawBody: string): GatewayCallback | null {
  try {
    const b = JSON.parse(rawBody) as Record<string, unknown>;
    const ok =
      typeof b.orderNo === 'string' &&
      typeof b.gatewayRef === 'string' &&
      (b.status === 'paid' || b.status === 'failed') &&
      typeof b.amountMinor === 'string' &&
      /^[1-9]\d{0,17}$/.test(b.amountMinor) &&
      typeof b.currency === 'string' &&
      typeof b.eventAt === 'number';
    if (!ok) return null;
    return {
      orderNo: b.orderNo as string,
      gatewayRef: b.gatewayRef as string,
      status: b.status as CallbackStatus,
      amountMinor: BigInt(b.amountMinor as string),
      currency: b.currency as string,
      eventAt: b.eventAt as number,
    };
  } catch {
    return null;
  }
}
