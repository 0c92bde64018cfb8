/**
 * An online payment gateway, seen from the cashier. A deposit opens a payment at the gateway
 * (a network call, made outside any transaction) and the member pays on the gateway's page;
 * the gateway then calls our callback URL, signed, once or many times, possibly late and out
 * of order. The cashier credits the wallet exactly once whatever arrives.
 *
 * Adapters: the local sandbox gateway (sandbox-gateway.ts), used by default and in tests.
 * A real provider is one more adapter with the same three methods.
 */
export interface PaymentOrder {
  /** Our deposit's order number; the gateway echoes it in every callback. */
  orderNo: string;
  amountMinor: bigint;
  currency: string;
  /** The channel's shared secret that callbacks are signed with. */
  secret: string;
  /** Absolute URL, or a path on this server (the sandbox delivers those in-process). */
  callbackUrl: string;
  /** Where the gateway's page sends the member afterwards. */
  returnUrl: string;
}

export interface CreatedPayment {
  gatewayRef: string;
  payUrl: string;
}

export type CallbackStatus = 'paid' | 'failed';

/** What a callback claims; trusted only after `verifyCallback`. */
export interface GatewayCallback {
  orderNo: string;
  gatewayRef: string;
  status: CallbackStatus;
  amountMinor: bigint;
  currency: string;
  /** When the gateway says the event happened (ms), for logs and ordering. */
  eventAt: number;
}

export interface PaymentGateway {
  readonly code: string;
  createPayment(order: PaymentOrder): Promise<CreatedPayment>;
  /** Parses a callback body; null when it is not one of ours at all. */
  readCallback(rawBody: string): GatewayCallback | null;
  /** Checks the signature of a callback with the order's secret. */
  verifyCallback(input: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
    secret: string;
    nowMs: number;
  }): boolean;
}

export type PaymentGateways = Record<string, PaymentGateway>;
