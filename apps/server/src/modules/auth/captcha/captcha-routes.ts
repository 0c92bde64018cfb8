import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import { CAPTCHA_COOKIE, getCaptchaResponse } from '@wl/contract/auth/get-captcha';
import { getFormTokenResponse } from '@wl/contract/auth/get-bot-check';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../http/envelope';
import { ipRateLimit } from '../../../http/rate-limit';
import { moduleSwitch } from '../../../http/relay';
import { issueOneTimeToken } from '../one-time-tokens';
import { CAPTCHA_TTL_MS, issueCaptcha } from './issue-captcha';

/** Form tokens of the bot check live as long as someone may reasonably take to fill a form. */
export const FORM_TOKEN_TTL_MS = 30 * 60_000;

export function captchaIdOf(request: FastifyRequest): string | undefined {
  return request.cookies?.[CAPTCHA_COOKIE] || undefined;
}

export function captchaRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Drawing images costs CPU: a generous cap per IP still stops a flood.
  const imageLimit = ipRateLimit(
    deps.shared,
    () => ({ name: 'captcha-ip', max: 60, windowMs: 60_000 }),
    deps.now,
  );

  typed.get('/wps/captcha', {
    schema: {
      tags: ['auth'],
      summary: 'Image captcha (base64 PNG); binds the captchaId cookie',
      querystring: z.object({ t: z.string().max(32).optional() }),
      response: { 200: envelope(getCaptchaResponse) },
    },
    preHandler: [moduleSwitch('CAPTCHA3'), imageLimit],
    handler: async (request, reply) => {
      const captcha = await issueCaptcha({
        sql: deps.db,
        merchantId: request.merchant.id,
        nowMs: deps.now(),
        writeToOutbox: !deps.config.isProduction,
      });
      reply.header('cache-control', 'no-store');
      reply.setCookie(CAPTCHA_COOKIE, captcha.captchaId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.isProduction,
        maxAge: CAPTCHA_TTL_MS / 1000,
      });
      return ok(captcha.pngBase64);
    },
  });

  typed.get('/wps/bot-check/form-token', {
    schema: {
      tags: ['auth'],
      summary: 'Token proving when a registration form was shown (bot check)',
      response: { 200: envelope(getFormTokenResponse) },
    },
    preHandler: [imageLimit],
    handler: async (request) => {
      const formToken = await issueOneTimeToken({
        sql: deps.db,
        kind: 'form',
        merchantId: request.merchant.id,
        ttlMs: FORM_TOKEN_TTL_MS,
        nowMs: deps.now(),
      });
      return ok({ formToken, minFillMs: deps.config.BOT_MIN_FILL_MS });
    },
  });
}
