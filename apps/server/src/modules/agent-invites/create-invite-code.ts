import { drawInviteCode } from '../members/register/draw-code';
import type { z } from 'zod';
import type { createInviteCodeRequest, InviteCodeView } from '@wl/contract/agent/invite-codes';
import { ruleFor } from '@wl/contract/validation/register-field-rules';
import { validateRegisterField } from '@wl/contract/validation/validate-register-field';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { requireAgent } from '../agent-team/agent-access';
import { insertAudit } from '../audit/audit-store';
import { tiersFromInput } from '../contracts/contract-edge';
import type { Merchant } from '../merchants/merchant';
import { checkOfferTerms } from '../contracts/propose-contract';
import { inviteCodeToView } from './invite-code-edge';
import {
  countAgentCodes,
  insertCode,
  selectAgentCode,
  type InviteOffer,
} from './invite-code-store';

/** Codes an agent may keep, disabled ones included: enough for every channel it promotes on. */
export const INVITE_CODE_LIMIT = 50;

/** A code the agent names must pass the merchant's rule for the registration form's field. */
function checkChosenCode(merchant: Pick<Merchant, 'registerConfig'>, code: string) {
  const rule = { ...ruleFor(merchant.registerConfig, 'affiliateCode'), required: true };
  const problem = validateRegisterField(rule, code);
  if (problem) {
    throw new AppError('field_invalid', { value: { fields: [{ field: 'code', ...problem }] } });
  }
}

/**
 * An agent makes an invitation code. Its offers are checked as a proposal from this agent
 * would be (kind enabled, tiers climbing, no ratio above the agent's own running contract),
 * so a newcomer is never offered what the agent could not propose by hand. A code the agent
 * names must be free in the whole merchant; a drawn one is redrawn on the rare clash.
 */
export async function createInviteCode(options: {
  db: Db;
  merchant: Pick<Merchant, 'id' | 'registerConfig'>;
  memberId: bigint;
  input: z.output<typeof createInviteCodeRequest>;
  ip: string | null;
  now: Date;
}): Promise<InviteCodeView> {
  const { db, input, now } = options;
  const merchantId = options.merchant.id;
  const agent = await requireAgent(db, merchantId, options.memberId);
  if (input.code) checkChosenCode(options.merchant, input.code);
  const offers: InviteOffer[] = [];
  for (const offer of input.offers) {
    const tiers = tiersFromInput(offer.tiers);
    const { period } = await checkOfferTerms(db, {
      merchantId,
      uplineId: agent.id,
      kind: offer.kind,
      period: offer.period,
      tiers,
    });
    offers.push({ kind: offer.kind, period, tiers });
  }
  return db.tx(async (tx) => {
    // Serialises one agent's creations, so two at once cannot both pass the limit.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [agent.id]);
    if ((await countAgentCodes(tx, agent.id)) >= INVITE_CODE_LIMIT) {
      throw new AppError('invite_code.limit', { value: { limit: INVITE_CODE_LIMIT } });
    }
    const row = {
      merchantId,
      agentId: agent.id,
      accountType: input.accountType,
      offers,
      note: input.note || null,
      now,
    };
    let id: bigint | null = null;
    let code = input.code ?? drawInviteCode();
    for (let attempt = 0; id === null; attempt += 1) {
      id = await insertCode(tx, { ...row, code });
      if (id !== null) break;
      if (input.code || attempt >= 4) throw new AppError('invite_code.taken');
      code = drawInviteCode();
    }
    await insertAudit(tx, {
      merchantId,
      actorType: 'member',
      actorId: String(agent.id),
      action: 'invite_code_create',
      subjectType: 'invite_code',
      subjectId: String(id),
      after: { code, accountType: input.accountType, offers: input.offers },
      ip: options.ip,
    });
    return inviteCodeToView((await selectAgentCode(tx, agent.id, id))!);
  });
}
