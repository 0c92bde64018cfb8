import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import { loginValue } from '@wl/contract/auth/log-in';
import {
  FORGOT_EMAIL_MESSAGE,
  forgotByEmailRequest,
  forgotByEmailResponse,
  resetByPhoneRequest,
  resetByTokenRequest,
} from '@wl/contract/auth/reset-password';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../http/envelope';
import { ipRateLimit } from '../../../http/rate-limit';
import { moduleSwitch } from '../../../http/relay';
import { loginContext } from '../../auth/login/login-context';
import { forgotPasswordByEmail } from './forgot-password-by-email';
import { resetPasswordByPhone } from './reset-password-by-phone';
import { resetPasswordByToken } from './reset-password-by-token';
import { ENCRYPTED_CALL } from '../../../http/encrypted-body';
import { loginIpLimit } from '../../auth/login/login-ip-limit';

/** Forgot password: by e-mail (a mailed link) and by phone (an SMS code). Both log in. */
export function recoveryRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const c = deps.config;
  const loginLimit = loginIpLimit(deps);
  const mailLimit = ipRateLimit(
    deps.shared,
    () => ({ name: 'mail-ip', max: c.MAIL_IP_LIMIT_PER_HOUR, windowMs: 3_600_000 }),
    deps.now,
  );

  typed.post('/wps/member/password/email', {
    schema: {
      tags: ['members'],
      summary: 'Forgot password: mail a reset link (form-encoded; same answer always)',
      body: forgotByEmailRequest,
      response: { 200: envelope(forgotByEmailResponse) },
    },
    preHandler: [mailLimit],
    handler: async (request) => {
      await forgotPasswordByEmail({
        deps,
        merchant: request.merchant,
        username: request.body.username,
        email: request.body.email,
        language: request.language,
        log: request.log,
      });
      return ok(null, FORGOT_EMAIL_MESSAGE);
    },
  });

  typed.post('/wps/member/password/reset', {
    schema: {
      tags: ['members'],
      summary: 'New password from the mailed reset link; logs in',
      description: ENCRYPTED_CALL,
      body: resetByTokenRequest,
      response: { 200: envelope(loginValue) },
    },
    preValidation: [loginLimit, deps.decryptBody],
    handler: async (request) => {
      const b = request.body;
      return ok(
        await resetPasswordByToken({
          deps,
          merchant: request.merchant,
          resetToken: b.resetToken,
          newPassword: b.newPassword,
          confirmNewPassword: b.confirmNewPassword,
          context: loginContext(request, deps.now),
        }),
      );
    },
  });

  typed.post('/wps/member/password/verification', {
    schema: {
      tags: ['members'],
      summary: 'Set a password by phone (SMS code); logs in',
      description: ENCRYPTED_CALL,
      body: resetByPhoneRequest,
      response: { 200: envelope(loginValue) },
    },
    preValidation: [loginLimit, deps.decryptBody],
    preHandler: [moduleSwitch('CHNGPASSVERIF3')],
    handler: async (request) => {
      const b = request.body;
      return ok(
        await resetPasswordByPhone({
          deps,
          merchant: request.merchant,
          mobileNum: b.mobileNum,
          countryDialingCode: b.countryDialingCode,
          verificationCode: b.verificationCode,
          newPassword: b.newPassword,
          confirmNewPassword: b.confirmNewPassword,
          context: loginContext(request, deps.now),
        }),
      );
    },
  });
}
