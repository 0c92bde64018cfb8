import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import { getTotpResponse, setTotpRequest, setTotpResponse } from '@wl/contract/auth/totp';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../http/envelope';
import { getTotpSetup, setTotp } from './totp-setup';

export function totpRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const realMember = deps.guard({ realAccount: true });

  typed.get('/wps/member/security/totp', {
    schema: {
      tags: ['members'],
      summary: 'Authenticator state; a pending secret while off',
      response: { 200: envelope(getTotpResponse) },
    },
    preHandler: [realMember],
    handler: async (request) => {
      const reply = await getTotpSetup({
        deps,
        merchant: request.merchant,
        memberId: request.session!.memberId,
      });
      return ok(reply);
    },
  });

  typed.post('/wps/member/security/totp', {
    schema: {
      tags: ['members'],
      summary: 'Turn the authenticator on or off with a current code',
      body: setTotpRequest,
      response: { 200: envelope(setTotpResponse) },
    },
    preHandler: [realMember],
    handler: async (request) =>
      ok(
        await setTotp({
          deps,
          merchant: request.merchant,
          memberId: request.session!.memberId,
          enable: request.body.enable,
          code: request.body.code,
          ip: request.ip,
        }),
      ),
  });
}
