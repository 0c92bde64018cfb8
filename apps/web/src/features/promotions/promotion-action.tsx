/**
 * The action button for the member's status (spec §4): claim or draw, apply (the form), a
 * deposit prompt while signed up, the bonus details while in progress; a disabled button
 * naming the status otherwise. A visitor is asked to log in first.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { GetPromotionResponse } from '@wl/contract/promotions/get-promotion';
import { useAccountControl } from '../../components/account-control';
import { errorMessage } from '../../components/error-message';
import { FormAlert } from '../../components/form/form-alert';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { claimPromotion, drawRaffle } from './api/promotions';
import { ApplicationForm } from './application-form';
import { deviceId } from '../../api/device-id';

export function PromotionAction(props: { promotion: GetPromotionResponse; token: string | null }) {
  const { promotion: p, token } = props;
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const account = useAccountControl();
  const queries = useQueryClient();
  const [drawn, setDrawn] = useState<string | null>(null);
  const refresh = () => queries.invalidateQueries({ queryKey: ['promotions'] });
  const claim = useMutation({
    mutationFn: async () => {
      if (p.promotionType !== 'raffle') return claimPromotion(p.id, deviceId()).then(() => null);
      return (await drawRaffle(p.id, deviceId())).amount;
    },
    onSuccess: async (amount) => {
      setDrawn(amount);
      await refresh();
    },
  });

  const disabled = (label: string) => (
    <button type="button" className="promo-action" disabled>
      {label}
    </button>
  );
  const status = p.status;
  if (!token && (status === 'join' || status === 'claim')) {
    return (
      <button
        type="button"
        className="promo-action"
        onClick={() => account.requireRealAccount(() => undefined)}
      >
        {t('promotions.action.login')}
      </button>
    );
  }
  switch (status) {
    case 'claim':
      return (
        <div className="promo-action-area">
          <button
            type="button"
            className="promo-action"
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
          >
            {p.promotionType === 'raffle'
              ? t('promotions.action.draw')
              : t('promotions.action.claim')}
          </button>
          {claim.isError ? (
            <FormAlert tone="error">{errorMessage(t, claim.error)}</FormAlert>
          ) : null}
        </div>
      );
    case 'join':
    case 'rejected':
      return (
        <div className="promo-action-area">
          {status === 'rejected' && p.application?.reason ? (
            <FormAlert tone="error">
              {t('promotions.reason')}: {p.application.reason}
            </FormAlert>
          ) : null}
          <ApplicationForm promotionId={p.id} onDone={refresh} />
        </div>
      );
    case 'signed_up':
      return (
        <div className="promo-action-area">
          <p>{t('promotions.action.signedUpHint')}</p>
          <button
            type="button"
            className="promo-action"
            onClick={() => account.requireRealAccount(() => account.openMemberCentre('depositv2'))}
          >
            {t('promotions.action.deposit')}
          </button>
        </div>
      );
    case 'in_progress':
      return (
        <button
          type="button"
          className="promo-action"
          onClick={() => account.openMemberCentre('bonusDetails')}
        >
          {t('promotions.action.bonusDetails')}
        </button>
      );
    case 'claimed':
      return (
        <div className="promo-action-area">
          {disabled(t('promotions.status.claimed'))}
          {drawn !== null ? (
            <FormAlert tone="success">
              {t('promotions.raffle.won', { amount: showMoney(drawn, symbol) })}
            </FormAlert>
          ) : null}
        </div>
      );
    case 'applying':
    case 'issued':
    case 'closed':
    case 'coming_soon':
      return disabled(t(`promotions.status.${status}`));
    default: {
      const never: never = status;
      return disabled(String(never));
    }
  }
}
