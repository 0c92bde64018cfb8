import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import { registerRequest, registerResponse } from '@wl/contract/auth/register-member';
import { checkAffiliateQuery, checkAffiliateResponse } from '@wl/contract/auth/check-affiliate';
import { checkUsernameQuery, checkUsernameResponse } from '@wl/contract/auth/check-username';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../http/envelope';
import { ipRateLimit } from '../../../http/rate-limit';
import { moduleSwitch } from '../../../http/relay';
import { captchaIdOf } from '../../auth/captcha/captcha-routes';
import { loginContext } from '../../auth/login/login-context';
import { checkAffiliateCode } from './check-affiliate-code';
import { checkUsername } from './check-username';
import { registerMember } from './register-member';
import type { RegisterForm } from './validate-registration';
import { ENCRYPTED_CALL } from '../../../http/encrypted-body';

export function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const registerLimit = ipRateLimit(
    deps.shared,
    () => ({
      name: 'register-ip',
      max: deps.config.REGISTER_IP_LIMIT_PER_HOUR,
      windowMs: 3_600_000,
    }),
    deps.now,
  );
  const lookupLimit = ipRateLimit(
    deps.shared,
    () => ({ name: 'lookup-ip', max: 60, windowMs: 60_000 }),
    deps.now,
  );

  const forms: [string, RegisterForm, string[]][] = [
    ['/wps/member/register', 'username', ['REG3', 'USERNAMEREG3']],
    ['/wps/member/register/mobile', 'mobile', ['REG3', 'MOBILENUMREG3']],
  ];
  for (const [url, form, modules] of forms) {
    typed.put(url, {
      schema: {
        tags: ['members'],
        summary: `Register (${form} form) and log in`,
        description: ENCRYPTED_CALL,
        body: registerRequest,
        response: { 200: envelope(registerResponse) },
      },
      preValidation: [registerLimit, deps.decryptBody],
      preHandler: modules.map(moduleSwitch),
      handler: async (request) =>
        ok(
          await registerMember({
            deps,
            merchant: request.merchant,
            form,
            input: request.body,
            context: loginContext(request, deps.now),
            captchaId: captchaIdOf(request),
          }),
        ),
    });
  }

  typed.get('/wps/agent/affiliate', {
    schema: {
      tags: ['members'],
      summary: 'Check an invitation (affiliate) code',
      querystring: checkAffiliateQuery,
      response: { 200: envelope(checkAffiliateResponse) },
    },
    preHandler: [moduleSwitch('AFFMAN3'), lookupLimit],
    handler: async (request) =>
      ok(
        await checkAffiliateCode({
          sql: deps.db,
          merchant: request.merchant,
          code: request.query.code,
        }),
      ),
  });

  typed.get('/wps/check/username', {
    schema: {
      tags: ['members'],
      summary: 'Is a user name free?',
      querystring: checkUsernameQuery,
      response: { 200: envelope(checkUsernameResponse) },
    },
    preHandler: [lookupLimit],
    handler: async (request) =>
      ok(
        await checkUsername({
          sql: deps.db,
          merchant: request.merchant,
          username: request.query.username,
        }),
      ),
  });
}
