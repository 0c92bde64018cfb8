import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  sendNoLoginSmsRequest,
  sendRegisterSmsRequest,
  sendSmsResponse,
} from '@wl/contract/auth/send-sms-code';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../http/envelope';
import { ipRateLimit } from '../../../http/rate-limit';
import { moduleSwitch } from '../../../http/relay';
import { sendSmsCode } from './send-sms-code';

export function smsRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ipLimit = ipRateLimit(
    deps.shared,
    () => ({ name: 'sms-ip', max: deps.config.SMS_IP_LIMIT_PER_HOUR, windowMs: 3_600_000 }),
    deps.now,
  );

  typed.post('/wps/verification/sms/register', {
    schema: {
      tags: ['auth'],
      summary: 'SMS code for registration (user name form with REGMOBVERF3, or mobile form)',
      body: sendRegisterSmsRequest,
      response: { 200: envelope(sendSmsResponse) },
    },
    preHandler: [ipLimit],
    handler: async (request) =>
      ok(
        await sendSmsCode({
          deps,
          merchant: request.merchant,
          purpose: 'register',
          mobile: request.body.mobileNo,
          countryDialingCode: request.body.countryDialingCode,
          language: request.language,
          ip: request.ip,
          nowMs: deps.now(),
        }),
      ),
  });

  typed.post('/wps/verification/sms/noLogin', {
    schema: {
      tags: ['auth'],
      summary: 'SMS code for SMS login or setting a password by phone',
      body: sendNoLoginSmsRequest,
      response: { 200: envelope(sendSmsResponse) },
    },
    preHandler: [moduleSwitch('VERIFICATION3'), ipLimit],
    handler: async (request) =>
      ok(
        await sendSmsCode({
          deps,
          merchant: request.merchant,
          purpose: 'noLogin',
          mobile: request.body.mobileNum,
          countryDialingCode: request.body.countryDialingCode,
          language: request.language,
          ip: request.ip,
          nowMs: deps.now(),
        }),
      ),
  });
}
