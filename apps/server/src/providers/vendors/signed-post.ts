import { signRequest } from '@wl/contract/vendor-wallet/signature';

/** What a vendor answered a signed call with: the HTTP status and its envelope, when JSON. */
export interface SignedAnswer {
  status: number;
  json: { success?: unknown; errorCode?: unknown; value?: unknown } | null;
}

/**
 * One signed platform → vendor POST (docs/vendor-wallet-api.md section 3). Throws when the
 * vendor could not be reached (timeout, dropped connection): the caller decides whether that
 * outcome is unknown or a plain failure.
 */
export async function signedPost(
  to: { base: string; secret: string; vendorCode: string; fetch: typeof fetch; timeoutMs: number },
  path: string,
  fields: Record<string, unknown>,
): Promise<SignedAnswer> {
  const signed = signRequest({ secret: to.secret, vendorCode: to.vendorCode, fields });
  const response = await to.fetch(`${to.base}/${path}`, {
    method: 'POST',
    headers: signed.headers,
    body: signed.rawBody,
    signal: AbortSignal.timeout(to.timeoutMs),
  });
  const json = (await response.json().catch(() => null)) as SignedAnswer['json'];
  return { status: response.status, json };
}
