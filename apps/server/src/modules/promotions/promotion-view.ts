import type { ApplicationView } from '@wl/contract/promotions/apply-promotion';
import type { PromotionStatus, PromotionSummary } from '@wl/contract/promotions/promotion';
import type { MemberBonus } from '../bonus/bonus-store';
import type { Application } from './application-store';
import type { Promotion, PromotionClaim, PromotionText } from './promotion-store';

/** The text in the asked language, else English, else the first one there is. */
export function textOf(p: Promotion, language: string): PromotionText {
  const texts = p.texts;
  return (
    texts[language.toLowerCase()] ??
    texts.en ??
    Object.values(texts)[0] ?? { title: '', summary: '', content: '' }
  );
}

export function imageUrlOf(p: Promotion): string | null {
  return p.imageKey ? `/static/promotions/${p.imageKey.replace(/^promotions\//, '')}` : null;
}

/** What the viewer knows about their own standing on a promotion. */
export interface Standing {
  /** Null for a visitor. */
  targeted: boolean | null;
  claim: PromotionClaim | null;
  bonus: MemberBonus | null;
  application: Application | null;
  /** First-deposit matches: the member deposited before and was not granted it. */
  depositedBefore: boolean;
}

/**
 * The member's status on a promotion (spec §4), which the detail page turns into its action
 * button: coming soon, closed, join (apply / sign up), signed up (automatic, awaiting the
 * qualifying deposit), applying, rejected, claim, in progress (bonus wagering), issued
 * (granted by an operator or a deposit), claimed.
 */
export function statusOf(p: Promotion, s: Standing, now: Date): PromotionStatus {
  if (p.startsAt > now) return 'coming_soon';
  if (s.bonus?.status === 'active') return 'in_progress';
  const ended = !p.enabled || (p.endsAt !== null && p.endsAt <= now);
  switch (p.kind) {
    case 'deposit_bonus':
    case 'first_deposit':
    case 'reload':
      if (s.bonus) return 'issued';
      if (ended || s.targeted === false) return 'closed';
      if (p.kind === 'first_deposit' && s.depositedBefore) return 'closed';
      return s.targeted === null ? 'join' : 'signed_up';
    case 'apply':
      if (s.application?.status === 'applying') return 'applying';
      if (s.application?.status === 'approved') return 'issued';
      if (ended || s.targeted === false) return 'closed';
      if (s.application?.status === 'rejected') return 'rejected';
      return 'join';
    case 'claim':
    case 'raffle':
      if (s.claim) return 'claimed';
      if (ended || s.targeted === false) return 'closed';
      return 'claim';
    default: {
      const never: never = p.kind;
      throw new Error(`unknown promotion kind ${String(never)}`);
    }
  }
}

export function summaryOf(
  p: Promotion,
  language: string,
  status: PromotionStatus,
): PromotionSummary {
  const text = textOf(p, language);
  return {
    id: p.id.toString(),
    title: text.title,
    summary: text.summary,
    category: p.category as PromotionSummary['category'],
    promotionType: p.kind,
    imageUrl: imageUrlOf(p),
    startDate: p.startsAt.getTime(),
    endDate: p.endsAt?.getTime() ?? null,
    status,
  };
}

export function applicationViewOf(
  a: Application,
  title: string,
  money: (minor: bigint) => string,
): ApplicationView {
  return {
    id: a.id.toString(),
    promotionId: a.promotionId.toString(),
    promotionTitle: title,
    remark: a.remark,
    images: a.images.map((i) => `/wps/promotions/applications/${a.id}/images/${i.position}`),
    status: a.status,
    amount: a.amountMinor === null ? null : money(a.amountMinor),
    reason: a.reason,
    createdAt: a.createdAt.getTime(),
    reviewedAt: a.reviewedAt?.getTime() ?? null,
  };
}
