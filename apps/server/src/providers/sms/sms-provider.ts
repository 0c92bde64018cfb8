/**
 * Sends text messages. Two adapters: a provider's HTTP API (http-sms-provider.ts) and the
 * local one that keeps messages in the dev outbox (outbox-sms-provider.ts). `code` is passed
 * separately only so the outbox can show it; a real provider receives the text alone.
 */
export interface SmsMessage {
  /** E.164, e.g. "+639171234567". */
  to: string;
  text: string;
  code: string;
}

export interface SmsProvider {
  readonly name: 'http' | 'outbox' | 'unconfigured';
  send(message: SmsMessage): Promise<void>;
}
