import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  changePasswordRequest,
  changePasswordResponse,
  setPaymentPasswordRequest,
  setPaymentPasswordResponse,
} from '@wl/contract/auth/change-password';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../http/envelope';
import { moduleSwitch } from '../../../http/relay';
import { changePassword } from './change-password';
import { setPaymentPassword } from './set-payment-password';
import { ENCRYPTED_CALL } from '../../../http/encrypted-body';

/** Change the login password or the payment password (logged in, encrypted). */
export function passwordRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/wps/member/password', {
    schema: {
      tags: ['members'],
      summary: 'Change (or set a first) password; ends other sessions',
      description: ENCRYPTED_CALL,
      body: changePasswordRequest,
      response: { 200: envelope(changePasswordResponse) },
    },
    preValidation: [moduleSwitch('PASS3'), deps.guard(), deps.decryptBody],
    handler: async (request) => {
      const b = request.body;
      await changePassword({
        deps,
        merchant: request.merchant,
        session: request.session!,
        oldPassword: b.oldPassword,
        newPassword: b.newPassword,
        confirmNewPassword: b.confirmNewPassword,
        ip: request.ip,
      });
      return ok(null);
    },
  });

  typed.put('/wps/member/paymentPassword', {
    schema: {
      tags: ['members'],
      summary: 'Set or change the payment password',
      description: ENCRYPTED_CALL,
      body: setPaymentPasswordRequest,
      response: { 200: envelope(setPaymentPasswordResponse) },
    },
    preValidation: [
      moduleSwitch('PAYMENTPASS3'),
      deps.guard({ realAccount: true }),
      deps.decryptBody,
    ],
    handler: async (request) => {
      const b = request.body;
      await setPaymentPassword({
        deps,
        merchant: request.merchant,
        memberId: request.session!.memberId,
        oldPaymentPassword: b.oldPaymentPassword,
        newPaymentPassword: b.newPaymentPassword,
        confirmPaymentPassword: b.confirmPaymentPassword,
        ip: request.ip,
      });
      return ok(null);
    },
  });
}
