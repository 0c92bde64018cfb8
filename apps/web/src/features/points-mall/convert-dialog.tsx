/**
 * Cash conversion (passwordCheck/MCS2_convertPoint): points become main-wallet money at the
 * exchange ratio, with the payment password. The preview shows exactly what will be paid and
 * the points it takes; the wallet balance is read again after.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import type { pointConfigResponse } from '@wl/contract/points/member-points';
import { FormAlert } from '../../components/form/form-alert';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { Modal } from '../../components/modal';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { formatCount } from '../../i18n/format';
import { useIdempotencyKey } from '../wallet/shared/use-idempotency-key';
import { walletErrorMessage } from '../wallet/shared/wallet-error';
import { convertPoints } from './api/points-mall';
import { POINT_MALL_KEY } from './api/point-mall-cache';
import { convertPreview } from './points-money';

type Config = z.infer<typeof pointConfigResponse>;

export function ConvertDialog(props: { available: bigint; config: Config; onClose: () => void }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const idem = useIdempotencyKey();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ points?: string; password?: string }>({});
  const ratio = BigInt(props.config.pointsPerUnit);
  const minimum = BigInt(props.config.minConvertPoints);
  const asked = /^\d{1,10}$/.test(points.trim()) ? BigInt(points.trim()) : null;
  const preview = asked !== null ? convertPreview(asked, ratio, props.config.currency) : null;
  const convert = useMutation({
    mutationFn: (body: { points: number; password: string }) =>
      convertPoints({ ...body, idempotencyKey: idem.keyFor({ points: body.points }) }),
    onSuccess: () => {
      idem.done();
      setPassword('');
      void client.invalidateQueries({ queryKey: POINT_MALL_KEY });
      void client.invalidateQueries({ queryKey: ['balance'] });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (asked === null || asked <= 0n) next.points = t('pointMall.convert.pointsInvalid');
    else if (asked < minimum) {
      next.points = t('pointMall.convert.belowMinimum', { points: formatCount(minimum) });
    } else if (asked > props.available) next.points = t('pointMall.notEnough');
    else if (preview && preview.minor <= 0n) {
      next.points = t('pointMall.convert.belowMinimum', { points: formatCount(ratio) });
    }
    if (!password) next.password = t('pointMall.redeem.passwordRequired');
    setErrors(next);
    if (next.points || next.password || asked === null) return;
    convert.mutate({ points: Number(asked), password });
  };

  return (
    <Modal open title={t('pointMall.convert.title')} onClose={props.onClose} size="small">
      {convert.isSuccess ? (
        <div className="pmall__form">
          <FormAlert tone="success">
            {t('pointMall.convert.done', {
              points: formatCount(BigInt(convert.data.points)),
              amount: showMoney(convert.data.amount, symbol),
            })}
          </FormAlert>
          <button type="button" className="btn btn--primary" onClick={props.onClose}>
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form className="pmall__form" onSubmit={onSubmit} noValidate>
          <p className="pmall__muted">
            {t('pointMall.availableLine', { points: formatCount(props.available) })}
          </p>
          <TextField
            id="convert-points"
            label={t('pointMall.convert.points')}
            inputMode="numeric"
            value={points}
            onChange={setPoints}
            error={errors.points}
            hint={
              preview && preview.minor > 0n
                ? t('pointMall.convert.preview', {
                    amount: showMoney(preview.amount, symbol),
                    points: formatCount(preview.charged),
                  })
                : t('pointMall.convert.minimum', { points: formatCount(minimum) })
            }
          />
          <PasswordField
            id="convert-password"
            label={t('pointMall.redeem.password')}
            value={password}
            onChange={setPassword}
            error={errors.password}
            autoComplete="off"
          />
          {convert.isError ? (
            <FormAlert tone="error">{walletErrorMessage(t, convert.error)}</FormAlert>
          ) : null}
          <button type="submit" className="btn btn--primary" disabled={convert.isPending}>
            {t('pointMall.convert.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
