import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GOODS_KINDS, opsGoodsView } from '@wl/contract/points/ops-points';
import { ops } from '../../api/ops-client';
import { EditorDialog } from '../../components/editor-dialog';
import { EditorForm, Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';

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
  const { register, watch, save, errorOf, onSubmit } = useEditor<GoodsForm, unknown>({
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
    save: (v) =>
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
    onSaved: props.onDone,
    serverPaths: {
      gameCode: ['freeSpins.gameCode'],
      spins: ['freeSpins.spins'],
      betMinor: ['freeSpins.betMinor'],
    },
  });
  const kind = watch('kind');
  const valued = VALUED.includes(kind);
  const freeSpins = kind === 'house_free_spins';
  const title = g ? t('engagement.editGoods', { name: g.name }) : t('engagement.newGoods');
  return (
    <EditorDialog title={title} onClose={props.onDone}>
      <EditorForm onSubmit={onSubmit} save={save} onCancel={props.onDone}>
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
        {valued && (
          <Field
            label={t(kind === 'vip_points' ? 'engagement.vipProgressValue' : 'engagement.value')}
            error={errorOf('value')}
          >
            <input inputMode="decimal" {...register('value', { required: true })} />
          </Field>
        )}
        {freeSpins && (
          <>
            <Field label={t('engagement.freeSpinGame')} error={errorOf('gameCode')}>
              <input
                placeholder="lucky-sevens"
                {...register('gameCode', { required: true, pattern: /^[A-Za-z0-9_-]{1,64}$/ })}
              />
            </Field>
            <Field label={t('engagement.freeSpinCount')} error={errorOf('spins')}>
              <input type="number" min={1} max={100} {...register('spins', { required: true })} />
            </Field>
            <Field label={t('engagement.freeSpinBetMinor')} error={errorOf('betMinor')}>
              <input type="number" min={1} {...register('betMinor', { required: true })} />
            </Field>
          </>
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
