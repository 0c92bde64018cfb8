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
  /** Free-spins goods: the house slot, how many spins, the whole bet of one spin in minor units. */
  gameCode: string;
  spins: string;
  betMinor: string;
}

/** Kinds that carry a value in money: paid as cash, granted as a bonus, added to VIP progress. */
const VALUED: readonly Goods['kind'][] = ['cash', 'bonus', 'vip_points'];

/**
 * Adds a good to the points mall or edits one (its stock included). Cash, bonus and VIP-points
 * goods carry a value in the merchant's currency; free spins name a house slot, the number of
 * spins and the bet of one spin; physical goods have neither. The server checks the game and
 * the bet against the merchant's house slots and says what is wrong.
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
      gameCode: g?.freeSpins?.gameCode ?? '',
      spins: g?.freeSpins ? String(g.freeSpins.spins) : '',
      betMinor: g?.freeSpins ? String(Math.round(Number(g.freeSpins.betPerSpin) * 100)) : '',
    },
  });
  const kind = watch('kind');
  const valued = VALUED.includes(kind);
  const freeSpins = kind === 'house_free_spins';
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
            ...(VALUED.includes(v.kind) ? { value: v.value } : {}),
            ...(v.kind === 'house_free_spins'
              ? {
                  freeSpins: {
                    gameCode: v.gameCode.trim(),
                    spins: Number(v.spins),
                    betMinor: Number(v.betMinor),
                  },
                }
              : {}),
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
        {valued && (
          <label>
            {t(kind === 'vip_points' ? 'engagement.vipProgressValue' : 'engagement.value')}
            <input inputMode="decimal" {...register('value', { required: true })} />
          </label>
        )}
        {freeSpins && (
          <>
            <label>
              {t('engagement.freeSpinGame')}
              <input
                placeholder="lucky-sevens"
                {...register('gameCode', { required: true, pattern: /^[A-Za-z0-9_-]{1,64}$/ })}
              />
            </label>
            <label>
              {t('engagement.freeSpinCount')}
              <input type="number" min={1} max={100} {...register('spins', { required: true })} />
            </label>
            <label>
              {t('engagement.freeSpinBetMinor')}
              <input type="number" min={1} {...register('betMinor', { required: true })} />
            </label>
          </>
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
