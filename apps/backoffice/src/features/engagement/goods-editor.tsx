import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GOODS_KINDS, opsGoodsView } from '@wl/contract/points/ops-points';
import { ops } from '../../api/ops-client';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText } from '../../components/error-text';

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
  const { register, handleSubmit, watch } = useForm<GoodsForm>({
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
  const title = g ? t('engagement.editGoods', { name: g.name }) : t('engagement.newGoods');
  return (
    <EditorDialog title={title} onClose={props.onDone}>
      <form className="editor-form" onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
        <label>
          {t('engagement.name')}
          <input {...register('name', { required: true, maxLength: 100 })} />
        </label>
        <label>
          {t('engagement.kind')}
          <select {...register('kind')}>
            {GOODS_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`engagement.goodsKinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('engagement.category')}
          <input {...register('category', { required: true, pattern: /^[a-z][a-z0-9_]{0,31}$/ })} />
        </label>
        <label>
          {t('engagement.pricePoints')}
          <input type="number" min={1} {...register('pricePoints', { required: true })} />
        </label>
        {!physical && (
          <label>
            {t('engagement.value')}
            <input inputMode="decimal" {...register('value', { required: true })} />
          </label>
        )}
        <label>
          {t('engagement.stockOptional')}
          <input type="number" min={0} {...register('stock')} />
        </label>
        <label>
          {t('engagement.imageUrl')}
          <input type="url" {...register('imageUrl')} />
        </label>
        <label className="wide">
          {t('engagement.description')}
          <textarea rows={3} {...register('description', { maxLength: 1000 })} />
        </label>
        <label>
          {t('engagement.sort')}
          <input type="number" min={0} max={10000} {...register('sort')} />
        </label>
        <label className="check">
          <input type="checkbox" {...register('active')} />
          {t('engagement.enabled')}
        </label>
        <ErrorText error={save.error} />
        <div className="row-actions">
          <button type="submit" disabled={save.isPending}>
            {t('engagement.save')}
          </button>
          <button type="button" className="secondary" onClick={props.onDone}>
            {t('engagement.cancel')}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
