import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import type { PromotionForm, TargetType } from './promotion-form';

const TARGETS: TargetType[] = ['all', 'new_members', 'vip_levels', 'agent_teams'];
const MONEY = { pattern: /^(\d{1,15}(\.\d{1,2})?)?$/ } as const;
type MoneyField = 'fixedAmount' | 'maxBonus' | 'minDeposit' | 'maxBet' | 'maxCashout';
type CheckField =
  | 'wageringIncludesDeposit'
  | 'forfeitOnWithdrawal'
  | 'limitPerDevice'
  | 'limitPerIp'
  | 'limitPerPaymentAccount';

/**
 * Who a promotion is for, when it runs, what it pays and on which terms: targeting, dates,
 * bonus amounts and caps, wagering with game contributions, bet and cash-out caps, and the
 * one-per-device / IP / payment account limits. Prizes only for a raffle.
 */
export function PromotionTerms(props: {
  form: UseFormReturn<PromotionForm>;
  errorOf: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { register, watch } = props.form;
  const { errorOf } = props;
  const target = watch('targetType');
  const money = (name: MoneyField, label: string) => (
    <Field label={t(label)} error={errorOf(name)}>
      <input inputMode="decimal" {...register(name, MONEY)} />
    </Field>
  );
  const check = (name: CheckField) => (
    <Field check label={t(`engagement.terms.${name}`)}>
      <input type="checkbox" {...register(name)} />
    </Field>
  );
  return (
    <>
      <Field label={t('engagement.targetType')} error={errorOf('targetType')}>
        <select {...register('targetType')}>
          {TARGETS.map((type) => (
            <option key={type} value={type}>
              {t(`engagement.promotionTargets.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      {target === 'new_members' && (
        <Field label={t('engagement.joinedWithinDays')} error={errorOf('newMembersDays')}>
          <input type="number" min={1} max={365} {...register('newMembersDays')} />
        </Field>
      )}
      {(target === 'vip_levels' || target === 'agent_teams') && (
        <Field
          label={t(target === 'vip_levels' ? 'engagement.vipLevels' : 'engagement.agentIds')}
          error={errorOf('targetList')}
        >
          <input {...register('targetList', { required: true, pattern: /^[\d\s,]+$/ })} />
        </Field>
      )}
      <Field label={t('engagement.startDate')} error={errorOf('startDate')}>
        <input type="date" {...register('startDate', { required: true })} />
      </Field>
      <Field label={t('engagement.endDate')} error={errorOf('endDate')}>
        <input type="date" {...register('endDate')} />
      </Field>
      <Field label={t('engagement.percent')} error={errorOf('percent')}>
        <input
          inputMode="decimal"
          {...register('percent', { pattern: /^(\d{1,4}(\.\d{1,2})?)?$/ })}
        />
      </Field>
      {money('fixedAmount', 'engagement.fixedAmount')}
      {money('maxBonus', 'engagement.maxBonus')}
      {money('minDeposit', 'engagement.promoMinDeposit')}
      <Field label={t('engagement.wageringMultiple')} error={errorOf('wageringMultiple')}>
        <input
          inputMode="decimal"
          {...register('wageringMultiple', { pattern: /^\d{1,4}(\.\d{1,4})?$/ })}
        />
      </Field>
      <Field label={t('engagement.validDays')} error={errorOf('validDays')}>
        <input type="number" min={1} max={365} {...register('validDays')} />
      </Field>
      {money('maxBet', 'engagement.terms.maxBet')}
      {money('maxCashout', 'engagement.terms.maxCashout')}
      <Field
        className="wide-field"
        label={t('engagement.terms.contributions')}
        error={errorOf('contributions')}
      >
        <textarea
          rows={3}
          {...register('contributions', {
            pattern: /^(\s*[\w*]{1,20}\s+\d{1,3}(\.\d{1,2})?\s*)*$/,
          })}
        />
      </Field>
      {check('wageringIncludesDeposit')}
      {check('forfeitOnWithdrawal')}
      {check('limitPerDevice')}
      {check('limitPerIp')}
      {check('limitPerPaymentAccount')}
      {watch('kind') === 'raffle' && (
        <Field className="wide-field" label={t('engagement.prizes')} error={errorOf('prizes')}>
          <textarea rows={4} {...register('prizes', { required: true })} />
        </Field>
      )}
    </>
  );
}
