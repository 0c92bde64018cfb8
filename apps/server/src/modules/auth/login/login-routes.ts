import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import { loginRequest, loginValue } from '@wl/contract/auth/log-in';
import {
  sendLoginCodeRequest,
  sendLoginCodeResponse,
  verifyLoginRequest,
} from '@wl/contract/auth/verify-login';
import { freePlayRequest } from '@wl/contract/auth/start-free-play';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../http/envelope';
import { ipRateLimit } from '../../../http/rate-limit';
import { moduleSwitch } from '../../../http/relay';
import { captchaIdOf } from '../captcha/captcha-routes';
import { logIn } from './log-in';
import { loginContext } from './login-context';
import { sendLoginCode } from './send-login-code';
import { startFreePlay } from './start-free-play';
import { verifyLogin } from './verify-login';
import { ENCRYPTED_CALL } from '../../../http/encrypted-body';
import { loginIpLimit } from './login-ip-limit';

export function loginRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const c = deps.config;
  const loginLimit = loginIpLimit(deps);
  const freePlayLimit = ipRateLimit(
    deps.shared,
    () => ({ name: 'freeplay-ip', max: c.FREEPLAY_IP_LIMIT_PER_HOUR, windowMs: 3_600_000 }),
    deps.now,
  );
  const pendingGuard = deps.guard({ fullAccess: false });

  typed.post('/wps/session/login', {
    schema: {
      tags: ['auth'],
      summary: 'Log in by user name or SMS code',
      description: ENCRYPTED_CALL,
      body: loginRequest,
      response: { 200: envelope(loginValue) },
    },
    preValidation: [loginLimit, deps.decryptBody],
    handler: async (request) =>
      ok(
        await logIn({
          deps,
          merchant: request.merchant,
          input: request.body,
          context: loginContext(request, deps.now),
          captchaId: captchaIdOf(request),
        }),
      ),
  });

  typed.post('/wps/session/login/verification/code', {
    schema: {
      tags: ['auth'],
      summary: 'Send the second-step code of a pending login',
      body: sendLoginCodeRequest,
      response: { 200: envelope(sendLoginCodeResponse) },
    },
    preHandler: [pendingGuard, loginLimit],
    handler: async (request) =>
      ok(
        await sendLoginCode({
          deps,
          merchant: request.merchant,
          session: request.session!,
          method: request.body.method,
          language: request.language,
          ip: request.ip,
          nowMs: deps.now(),
        }),
      ),
  });

  typed.post('/wps/session/login/verification', {
    schema: {
      tags: ['auth'],
      summary: 'Second step of a login from a new IP',
      description: ENCRYPTED_CALL,
      body: verifyLoginRequest,
      response: { 200: envelope(loginValue) },
    },
    preValidation: [loginLimit, deps.decryptBody],
    preHandler: [moduleSwitch('LOGINIPVERF3'), pendingGuard],
    handler: async (request) =>
      ok(
        await verifyLogin({
          deps,
          merchant: request.merchant,
          session: request.session!,
          input: request.body,
          context: loginContext(request, deps.now),
        }),
      ),
  });

  typed.post('/wps/session/login/freeplay', {
    schema: {
      tags: ['auth'],
      summary: 'Trial account (type 4) with play money',
      body: freePlayRequest,
      response: { 200: envelope(loginValue) },
    },
    preHandler: [moduleSwitch('FREEPLAY3'), freePlayLimit],
    handler: async (request) =>
      ok(
        await startFreePlay({
          deps,
          merchant: request.merchant,
          context: loginContext(request, deps.now),
        }),
      ),
  });
}
