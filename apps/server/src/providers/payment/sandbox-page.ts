import escape from 'escape-html';
import { currencyScale, formatMinor } from '@wl/money/minor-units';
import type { SandboxOrder } from './sandbox-gateway-store';


/**
 * The sandbox gateway's pay page: the amount and one button per outcome, including the awkward
 * ones a real gateway produces (duplicated, late, out-of-order callbacks). No script: plain
 * forms, so it works in any browser and in the Playwright journey.
 */
export function sandboxPayPage(order: SandboxOrder): string {
  const amount = `${escape(order.currency)} ${formatMinor(order.amountMinor, currencyScale(order.currency))}`;
  const action = `/sandbox-gateway/pay/${encodeURIComponent(order.id)}`;
  const button = (label: string, fields: Record<string, string>, kind = 'pay') =>
    `<form method="post" action="${action}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`)
      .join('')}<button class="${kind}" type="submit">${escape(label)}</button></form>`;
  const decided = order.status !== 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox gateway · ${escape(order.orderNo)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:28px;width:min(420px,92vw);box-shadow:0 4px 24px #0002}
h1{font-size:18px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:12px 0 20px}
form{margin:8px 0}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:15px;cursor:pointer}
.pay{background:#1f7a4d;color:#fff}.odd{background:#e8eefc;color:#1d3b8b}.fail{background:#b3261e;color:#fff}
small{color:#666}
</style></head><body><main>
<h1>Sandbox payment gateway</h1><small>Order ${escape(order.orderNo)} · test money only</small>
<div class="amount" data-testid="sandbox-amount">${amount}</div>
${
  decided
    ? `<p data-testid="sandbox-status">This payment is <b>${escape(order.status)}</b>.</p>
       <p><a href="${escape(order.returnUrl)}">Back to the site</a></p>`
    : [
        button('Pay', { outcome: 'paid' }),
        button('Pay — callback sent 3 times', { outcome: 'paid', copies: '3' }, 'odd'),
        button('Pay — callback 5 s late', { outcome: 'paid', delayMs: '5000' }, 'odd'),
        button('Pay — stale "failed" arrives after', { outcome: 'paid', outOfOrder: '1' }, 'odd'),
        button('Fail the payment', { outcome: 'failed' }, 'fail'),
      ].join('\n')
}
</main></body></html>`;
}
