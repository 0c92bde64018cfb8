import type { z } from 'zod';
import {
  HOUSE_RTP_PATHS,
  houseGameRtp,
  houseRtpListValue,
  type HouseGameRtp,
} from '@wl/contract/vendor-wallet/house-rtp';
import { AppError } from '../../http/app-error';
import { signedPost } from '../../providers/vendors/signed-post';

const TIMEOUT_MS = 5_000;

/**
 * The platform's side of the house settings calls (docs/vendor-wallet-api.md section 11), signed
 * with the house integration's secret. A range refusal becomes bad input for the operator; any
 * other failure means the house could not be asked.
 */
export function houseRtpClient(options: {
  baseUrl: string;
  secret: string;
  vendorCode: string;
  fetch?: typeof fetch;
}) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function post<S extends z.ZodType>(
    path: string,
    fields: Record<string, unknown>,
    schema: S,
  ) {
    const answer = await signedPost(
      {
        base,
        secret: options.secret,
        vendorCode: options.vendorCode,
        fetch: doFetch,
        timeoutMs: TIMEOUT_MS,
      },
      path,
      fields,
    ).catch(() => null);
    const json = answer?.json ?? null;
    if (json?.success === true) {
      const value = schema.safeParse(json.value);
      if (value.success) return value.data as z.infer<S>;
    }
    if (json?.errorCode === 'RTP_OUT_OF_RANGE') {
      throw new AppError('request_param_err', {
        messageKey: 'ops_error_rtp_range',
        value: json.value,
      });
    }
    if (json?.errorCode === 'GAME_NOT_FOUND') throw new AppError('not_found');
    throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
  }

  return {
    list: async (): Promise<HouseGameRtp[]> =>
      (await post(HOUSE_RTP_PATHS.list, {}, houseRtpListValue)).games,
    set: (gameCode: string, rtpBp: number): Promise<HouseGameRtp> =>
      post(HOUSE_RTP_PATHS.set, { gameCode, rtpBp }, houseGameRtp),
  };
}
