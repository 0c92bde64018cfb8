import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GOODS_KINDS, opsGoodsView } from '@wl/contract/points/ops-points';
import { ops } from '../../api/ops-client';
import { EditorDialog } from '../../components/editor-dialog';
import { EditorForm, Field } from '../../components/field';
import { fieldErrors } from '../../components/field-errors';

type Goods = z.infer<typeof opsGoodsView>;

interface GoodsForm {
  kind: Goods['kind'];
  category: string;
  name: string;
  description: string;
  imageUrl: string;
  pricePoints: string;
  value: string;
  /** '' for unlimited stock. */
  stock: string;
  active: boolean;
  sort: number;
}

/**
 * Adds a good to the points mall or edits one (its stock included). Cash and bonus goods pay a
 * value in the merchant's currency; physical goods have none (the server refuses otherwise).
 */
export function GoodsEditor(props: { goods: Goods | null; onDone: () => void }) {
  const { t } = useTranslation();
  const g = props.goods;
  const { register, handleSubmit, watch, formState } = useForm<GoodsForm>({
    defaultValues: {
      kind: g?.kind ?? 'cash',
      category: g?.category ?? 'general',
      name: g?.name ?? '',
      description: g?.description ?? '',
      imageUrl: g?.imageUrl ?? '',
      pricePoints: g?.pricePoints ?? '',
      value: g?.value ?? '',
      stock: g?.stock === null || g?.stock === undefined ? '' : String(g.stock),
      active: g?.active ?? true,
      sort: g?.sort ?? 0,
    },
  });
  const physical = watch('kind') === 'physical';
  const save = useMutation({
    mutationFn: (v: GoodsForm) =>
      ops(
        {
          method: g ? 'PUT' : 'POST',
          path: g ? `/ops/points/goods/${g.id}` : '/ops/points/goods',
          body: {
            kind: v.kind,
            category: v.category,
            name: v.name,
            description: v.description,
            imageUrl: v.imageUrl.trim(),
            pricePoints: Number(v.pricePoints),
            ...(v.kind === 'physical' ? {} : { value: v.value }),
            stock: v.stock === '' ? null : Number(v.stock),
            active: v.active,
            sort: Number(v.sort),
          },
        },
        opsGoodsView,
      ),
    onSuccess: props.onDone,
  });
  const errorOf = fieldErrors(formState.errors, save.error);
  const title = g ? t('engagement.editGoods', { name: g.name }) : t('engagement.newGoods');
  return (
    <EditorDialog title={title} onClose={props.onDone}>
      <EditorForm
        onSubmit={handleSubmit((v) => save.mutate(v))}
        save={save}
        onCancel={props.onDone}
      >
        <Field label={t('engagement.name')} error={errorOf('name')}>
          <input {...register('name', { required: true, maxLength: 100 })} />
        </Field>
        <Field label={t('engagement.kind')} error={errorOf('kind')}>
          <select {...register('kind')}>
            {GOODS_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`engagement.goodsKinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('engagement.category')} error={errorOf('category')}>
          <input {...register('category', { required: true, pattern: /^[a-z][a-z0-9_]{0,31}$/ })} />
        </Field>
        <Field label={t('engagement.pricePoints')} error={errorOf('pricePoints')}>
          <input type="number" min={1} {...register('pricePoints', { required: true })} />
        </Field>
        {!physical && (
          <Field label={t('engagement.value')} error={errorOf('value')}>
            <input inputMode="decimal" {...register('value', { required: true })} />
          </Field>
        )}
        <Field label={t('engagement.stockOptional')} error={errorOf('stock')}>
          <input type="number" min={0} {...register('stock')} />
        </Field>
        <Field label={t('engagement.imageUrl')} error={errorOf('imageUrl')}>
          <input type="url" {...register('imageUrl')} />
        </Field>
        <Field className="wide" label={t('engagement.description')} error={errorOf('description')}>
          <textarea rows={3} {...register('description', { maxLength: 1000 })} />
        </Field>
        <Field label={t('engagement.sort')} error={errorOf('sort')}>
          <input type="number" min={0} max={10000} {...register('sort')} />
        </Field>
        <Field check label={t('engagement.enabled')}>
          <input type="checkbox" {...register('active')} />
        </Field>
      </EditorForm>
    </EditorDialog>
  );
}
