import { launchGameValue } from '@wl/contract/vendor-wallet/launch-game';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import {
  VendorError,
  type LaunchRequest,
  type LaunchResult,
  type VendorAdapter,
} from './vendor-adapter';

/**
 * The house games vendor (apps/house), spoken to exactly like a third party: a signed
 * `POST {baseUrl}/launch` (docs/vendor-wallet-api.md §7); its money comes through the seamless
 * wallet. Never called inside a database transaction (the house calls back into the wallet).
 */
export function houseAdapter(options: {
  vendorCode: string;
  baseUrl: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Fields every launch carries (the transfer-mode house adds `walletMode: 'transfer'`). */
  extraLaunchFields?: Record<string, string>;
}): VendorAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    vendorCode: options.vendorCode,
    walletMode: 'seamless',
    async launch(request: LaunchRequest): Promise<LaunchResult> {
      const signed = signRequest({
        secret: options.secret,
        vendorCode: options.vendorCode,
        fields: {
          ...options.extraLaunchFields,
          ...(request.playerToken ? { token: request.playerToken } : {}),
          // A transfer-mode launch names the member; a seamless one hands the player token.
          ...(options.extraLaunchFields?.walletMode === 'transfer' &&
          request.mode === 'real' &&
          request.memberRef
            ? { memberRef: request.memberRef }
            : {}),
          gameCode: request.gameCode,
          mode: request.mode,
          currency: request.currency,
          language: request.language,
          device: request.device,
          ...(request.lobbyUrl ? { lobbyUrl: request.lobbyUrl } : {}),
          ...(request.view ? { view: request.view } : {}),
          ...(request.merchantCode ? { merchantCode: request.merchantCode } : {}),
        },
      });
      let response: Response;
      try {
        response = await doFetch(`${base}/launch`, {
          method: 'POST',
          headers: signed.headers,
          body: signed.rawBody,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch (error) {
        throw new VendorError('VENDOR_UNAVAILABLE', `house launch failed: ${String(error)}`);
      }
      const json = (await response.json().catch(() => null)) as {
        success?: unknown;
        errorCode?: unknown;
        value?: unknown;
      } | null;
      if (json?.success !== true) {
        const code = json?.errorCode === 'GAME_NOT_FOUND' ? 'GAME_NOT_FOUND' : 'VENDOR_REFUSED';
        throw new VendorError(
          code,
          `house refused the launch (${response.status} ${String(json?.errorCode)})`,
        );
      }
      const value = launchGameValue.safeParse(json.value);
      if (!value.success) throw new VendorError('VENDOR_UNAVAILABLE', 'house answered no game URL');
      return value.data;
    },
    roundUrl(roundId: string) {
      return `${base}/round/${encodeURIComponent(roundId)}`;
    },
  };
}
