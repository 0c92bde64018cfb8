import {
  PROMOTION_LANGUAGES,
  type OpsPromotionDetail,
  type SavePromotionRequest,
} from '@wl/contract/promotions/ops-promotions';

/**
 * The promotion editor's values and their mapping to and from the operator API: every field a
 * promotion has, in every language the platform supports. Percentages and multiples are edited
 * as numbers people read (10 %, 5×) and sent as basis points; dates are UTC days.
 */
export type PromotionLanguage = (typeof PROMOTION_LANGUAGES)[number];
export type TargetType = SavePromotionRequest['target']['type'];

export interface PromotionForm {
  kind: OpsPromotionDetail['kind'];
  category: OpsPromotionDetail['category'];
  texts: Record<PromotionLanguage, { title: string; summary: string; content: string }>;
  targetType: TargetType;
  newMembersDays: string;
  /** VIP levels or agent ids, separated by commas or spaces. */
  targetList: string;
  percent: string;
  fixedAmount: string;
  maxBonus: string;
  minDeposit: string;
  wageringMultiple: string;
  wageringIncludesDeposit: boolean;
  /** One game type a line with the share of its bets that counts, in %: "* 100", "LIVE 10". */
  contributions: string;
  maxBet: string;
  maxCashout: string;
  validDays: string;
  forfeitOnWithdrawal: boolean;
  limitPerDevice: boolean;
  limitPerIp: boolean;
  limitPerPaymentAccount: boolean;
  /** Raffles: one prize a line, "amount weight" (amount 0 is no prize). */
  prizes: string;
  startDate: string;
  endDate: string;
  enabled: boolean;
  sortOrder: string;
}

const day = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10));
const blank = { title: '', summary: '', content: '' };
const list = (s: string) => s.split(/[\s,]+/).filter(Boolean);
const lines = (s: string) =>
  s
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts[0]);

function targetList(p: OpsPromotionDetail | null): string {
  if (p?.target.type === 'vip_levels') return p.target.levels.join(', ');
  if (p?.target.type === 'agent_teams') return p.target.agentIds.join(', ');
  return '';
}

export function toForm(p: OpsPromotionDetail | null): PromotionForm {
  const texts = Object.fromEntries(
    PROMOTION_LANGUAGES.map((lang) => [lang, { ...blank, ...p?.texts[lang] }]),
  ) as PromotionForm['texts'];
  return {
    kind: p?.kind ?? 'deposit_bonus',
    category: p?.category ?? 'deposit_promo',
    texts,
    targetType: p?.target.type ?? 'all',
    newMembersDays: p?.target.type === 'new_members' ? String(p.target.withinDays) : '',
    targetList: targetList(p),
    percent: p?.percentBps === null || !p ? '' : String(p.percentBps / 100),
    fixedAmount: p?.fixedAmount ?? '',
    maxBonus: p?.maxBonus ?? '',
    minDeposit: p?.minDeposit ?? '',
    wageringMultiple: p ? String(p.wageringMultipleBps / 10_000) : '0',
    wageringIncludesDeposit: p?.wageringIncludesDeposit ?? false,
    contributions: Object.entries(p?.contributionBps ?? { '*': 10_000 })
      .map(([type, bps]) => `${type} ${bps / 100}`)
      .join('\n'),
    maxBet: p?.maxBet ?? '',
    maxCashout: p?.maxCashout ?? '',
    validDays: String(p?.validDays ?? 7),
    forfeitOnWithdrawal: p?.forfeitOnWithdrawal ?? true,
    limitPerDevice: p?.limitPerDevice ?? false,
    limitPerIp: p?.limitPerIp ?? false,
    limitPerPaymentAccount: p?.limitPerPaymentAccount ?? false,
    prizes: (p?.rafflePrizes ?? []).map((x) => `${x.amount} ${x.weight}`).join('\n'),
    startDate: day(p?.startDate ?? Date.now()),
    endDate: day(p?.endDate ?? null),
    enabled: p?.enabled ?? true,
    sortOrder: String(p?.sortOrder ?? 0),
  };
}

function targetOf(v: PromotionForm): SavePromotionRequest['target'] {
  switch (v.targetType) {
    case 'all':
      return { type: 'all' };
    case 'new_members':
      return { type: 'new_members', withinDays: Number(v.newMembersDays) };
    case 'vip_levels':
      return { type: 'vip_levels', levels: list(v.targetList).map(Number) };
    case 'agent_teams':
      return { type: 'agent_teams', agentIds: list(v.targetList) };
    default: {
      const never: never = v.targetType;
      throw new Error(`unknown target ${String(never)}`);
    }
  }
}

/**
 * The save request: the whole promotion. A language whose title is empty is left out (the
 * player site then shows English); the kind of a saved promotion never changes.
 */
export function toBody(v: PromotionForm, p: OpsPromotionDetail | null): SavePromotionRequest {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  const texts = Object.fromEntries(
    PROMOTION_LANGUAGES.filter((lang) => v.texts[lang].title.trim()).map((lang) => [
      lang,
      v.texts[lang],
    ]),
  );
  return {
    kind: p?.kind ?? v.kind,
    category: v.category,
    texts,
    target: targetOf(v),
    percentBps: v.percent.trim() === '' ? null : Math.round(Number(v.percent) * 100),
    fixedAmount: orNull(v.fixedAmount),
    maxBonus: orNull(v.maxBonus),
    minDeposit: orNull(v.minDeposit),
    wageringMultipleBps: Math.round(Number(v.wageringMultiple || 0) * 10_000),
    wageringIncludesDeposit: v.wageringIncludesDeposit,
    contributionBps: Object.fromEntries(
      lines(v.contributions).map(([type, percent]) => [
        type!,
        Math.round(Number(percent ?? 100) * 100),
      ]),
    ),
    maxBet: orNull(v.maxBet),
    maxCashout: orNull(v.maxCashout),
    validDays: Number(v.validDays),
    forfeitOnWithdrawal: v.forfeitOnWithdrawal,
    limitPerDevice: v.limitPerDevice,
    limitPerIp: v.limitPerIp,
    limitPerPaymentAccount: v.limitPerPaymentAccount,
    rafflePrizes:
      (p?.kind ?? v.kind) === 'raffle'
        ? lines(v.prizes).map(([amount, weight]) => ({
            amount: amount!,
            weight: Number(weight ?? 1),
          }))
        : null,
    startDate: Date.parse(`${v.startDate}T00:00:00Z`),
    endDate: v.endDate ? Date.parse(`${v.endDate}T00:00:00Z`) : null,
    enabled: v.enabled,
    sortOrder: Number(v.sortOrder),
  };
}

/** Form fields sent under another name: where the server's refusal of each is shown. */
export const SERVER_PATHS: Record<string, string[]> = {
  newMembersDays: ['target.withinDays'],
  targetList: ['target.levels', 'target.agentIds', 'target'],
  percent: ['percentBps'],
  wageringMultiple: ['wageringMultipleBps'],
  contributions: ['contributionBps'],
  prizes: ['rafflePrizes'],
};
