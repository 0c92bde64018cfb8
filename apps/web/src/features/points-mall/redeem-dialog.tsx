/**
 * Redeem a good (passwordCheck/MCS2_redeemPointReward): asks exactly what the good needs —
 * recipient, address and phone for a physical good — and the payment password (spec §5:
 * complete correct info, fund password, address, phone). The order starts as applying.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { GoodsView } from '@wl/contract/points/points-views';
import { FormAlert, focusFirst } from '../../components/form/form-alert';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { Modal } from '../../components/modal';
import { formatCount } from '../../i18n/format';
import { useIdempotencyKey } from '../wallet/shared/use-idempotency-key';
import { walletErrorMessage } from '../wallet/shared/wallet-error';
import { redeemGoods } from './api/points-mall';
import { POINT_MALL_KEY } from './api/point-mall-cache';
import { useGoodsGives } from './goods-gives';

/** The phone rule of the redeem call's contract. */
const PHONE = /^\+?[0-9 -]{5,20}$/;
type Field = 'recipient' | 'address' | 'phone' | 'password';
const FIELD_IDS: Record<Field, string> = {
  recipient: 'redeem-recipient',
  address: 'redeem-address',
  phone: 'redeem-phone',
  password: 'redeem-password',
};

/** What a physical good asks, with the redeem call's length limits. */
const DELIVERY = [
  {
    field: 'recipient',
    labelKey: 'pointMall.redeem.recipient',
    type: 'text',
    autoComplete: 'name',
    maxLength: 100,
  },
  {
    field: 'address',
    labelKey: 'pointMall.redeem.address',
    type: 'text',
    autoComplete: 'street-address',
    maxLength: 300,
  },
  {
    field: 'phone',
    labelKey: 'pointMall.redeem.phone',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 20,
  },
] as const;

export function RedeemDialog(props: { goods: GoodsView; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const idem = useIdempotencyKey();
  const g = props.goods;
  const physical = g.kind === 'physical';
  const gives = useGoodsGives()(g);
  const [form, setForm] = useState({ recipient: '', address: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const redeem = useMutation({
    mutationFn: (body: typeof form) => {
      const delivery = physical
        ? { recipient: body.recipient, address: body.address, phone: body.phone }
        : {};
      return redeemGoods({
        goodsId: Number(g.id),
        password: body.password,
        ...delivery,
        idempotencyKey: idem.keyFor({ goodsId: g.id, ...delivery }),
      });
    },
    onSuccess: () => {
      idem.done();
      void client.invalidateQueries({ queryKey: POINT_MALL_KEY });
    },
  });
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = {
      recipient: form.recipient.trim(),
      address: form.address.trim(),
      phone: form.phone.trim(),
      password: form.password,
    };
    const next: Partial<Record<Field, string>> = {};
    if (physical) {
      if (!trimmed.recipient) next.recipient = t('pointMall.redeem.recipientRequired');
      if (!trimmed.address) next.address = t('pointMall.redeem.addressRequired');
      if (!PHONE.test(trimmed.phone)) next.phone = t('pointMall.redeem.phoneInvalid');
    }
    if (!trimmed.password) next.password = t('pointMall.redeem.passwordRequired');
    setErrors(next);
    const wrong = (Object.keys(FIELD_IDS) as Field[]).filter((f) => next[f]);
    if (wrong.length > 0) {
      focusFirst(wrong.map((f) => FIELD_IDS[f]));
      return;
    }
    redeem.mutate(trimmed);
  };

  return (
    <Modal open title={t('pointMall.redeem.title', { name: g.name })} onClose={props.onClose}>
      {redeem.isSuccess ? (
        <div className="pmall__form">
          <FormAlert tone="success">{t('pointMall.redeem.done')}</FormAlert>
          <button type="button" className="btn btn--primary" onClick={props.onClose}>
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form className="pmall__form" onSubmit={onSubmit} noValidate>
          <p className="pmall__price">
            {t('pointMall.price', { points: formatCount(BigInt(g.pricePoints)) })}
          </p>
          {gives ? <p className="pmall__gives">{gives}</p> : null}
          {physical ? (
            <>
              <p className="pmall__muted">{t('pointMall.redeem.completeInfo')}</p>
              {DELIVERY.map((f) => (
                <TextField
                  key={f.field}
                  id={FIELD_IDS[f.field]}
                  label={t(f.labelKey)}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  value={form[f.field]}
                  onChange={set(f.field)}
                  error={errors[f.field]}
                  maxLength={f.maxLength}
                />
              ))}
            </>
          ) : null}
          <PasswordField
            id={FIELD_IDS.password}
            label={t('pointMall.redeem.password')}
            value={form.password}
            onChange={set('password')}
            error={errors.password}
            autoComplete="off"
          />
          {redeem.isError ? (
            <FormAlert tone="error">{walletErrorMessage(t, redeem.error)}</FormAlert>
          ) : null}
          <button type="submit" className="btn btn--primary" disabled={redeem.isPending}>
            {t('pointMall.redeem.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
