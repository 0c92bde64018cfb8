import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import { LANGUAGE_CODES } from '@wl/contract/common/headers';
import {
  loginHistoryQuery,
  loginHistoryResponse,
  memberIcon,
  memberInfo,
  setLanguageRequest,
} from '@wl/contract/auth/get-member-info';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/envelope';
import { relay, type RelayTable } from '../../../http/relay';
import { listLoginHistory } from '../../auth/login/list-login-history';
import { findMember } from '../find-member';
import { updateLanguage } from '../member-store';
import { getMemberInfo } from './get-member-info';

async function iconOf(deps: AppDeps, merchantId: bigint, memberId: bigint) {
  const m = await findMember({ sql: deps.db, merchantId, by: { id: memberId } });
  if (!m) throw new AppError('login.not.session');
  return { avatar: m.avatar, avatarType: m.avatarType };
}

export function memberInfoRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const member = deps.guard();

  typed.get('/wps/member/info', {
    schema: {
      tags: ['members'],
      summary: 'The logged-in member',
      response: { 200: envelope(memberInfo) },
    },
    preHandler: [member],
    handler: async (request) =>
      ok(
        await getMemberInfo({
          sql: deps.db,
          merchant: request.merchant,
          memberId: request.session!.memberId,
        }),
      ),
  });

  typed.get('/wps/member/info/icon', {
    schema: {
      tags: ['members'],
      summary: 'Avatar of the member',
      response: { 200: envelope(memberIcon) },
    },
    preHandler: [member],
    handler: async (request) =>
      ok(await iconOf(deps, request.merchant.id, request.session!.memberId)),
  });

  typed.post('/wps/member/language', {
    schema: {
      tags: ['members'],
      summary: "Remember the member's language",
      body: setLanguageRequest,
      response: { 200: envelope(z.null()) },
    },
    preHandler: [member],
    handler: async (request) => {
      const language = request.body.language.toUpperCase();
      if (!(LANGUAGE_CODES as readonly string[]).includes(language)) {
        throw new AppError('field_invalid', {
          value: { fields: [{ field: 'language', messageKey: 'field_invalid' }] },
        });
      }
      await updateLanguage(deps.db, request.session!.memberId, language);
      return ok(null);
    },
  });

  typed.get('/wps/member/loginHistory', {
    schema: {
      tags: ['members'],
      summary: 'Login history of the member (security centre)',
      querystring: loginHistoryQuery,
      response: { 200: envelope(loginHistoryResponse) },
    },
    preHandler: [member],
    handler: async (request) =>
      ok(
        await listLoginHistory({
          sql: deps.db,
          memberId: request.session!.memberId,
          pageNo: request.query.pageNo,
          pageSize: request.query.pageSize,
        }),
      ),
  });
}

export function memberRelays(deps: AppDeps): RelayTable {
  return {
    MCSFE_getPlayerAvatar: relay({
      method: 'GET',
      moduleId: 'PROFPIC3',
      token: true,
      input: z.object({}).passthrough(),
      output: memberIcon,
      handler: async (_input, request) =>
        iconOf(deps, request.merchant.id, request.session!.memberId),
    }),
  };
}
