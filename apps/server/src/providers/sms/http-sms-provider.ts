import { AppError } from '../../http/app-error';
import type { SmsProvider } from './sms-provider';

/**
 * A provider's HTTP API: POST {to, text} as JSON with the API key as a bearer token. Most SMS
 * gateways take this shape or a thin variation of it; a provider that differs gets its own
 * adapter beside this one. Any answer other than 2xx, or no answer in 10 s, is a failed send.
 */
export function httpSmsProvider(options: {
  url: string;
  apiKey: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async send(message) {
      let status = 0;
      try {
        const response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        status = response.status;
        await response.body?.cancel();
      } catch {
        status = 0;
      }
      if (status < 200 || status >= 300)
        throw new AppError('sms_send_failed', { value: { status } });
    },
  };
}
