/**
 * Redeem goods: the goods on sale by category, each with its points price, what it is worth
 * and the stock left. A good the member cannot afford or that is sold out says so; the
 * others open the redeem dialog.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { GoodsView } from '@wl/contract/points/points-views';
import { useToken } from '../../api/use-session';
import { Loaded } from '../../components/records/loaded';
import { formatCount } from '../../i18n/format';
import { pointBalanceQuery, pointGoodsQuery } from './api/points-mall';
import { useGoodsGives } from './goods-gives';
import { RedeemDialog } from './redeem-dialog';

export function GoodsPanel() {
  const { t } = useTranslation();
  const token = useToken();
  const goods = useQuery(pointGoodsQuery(token));
  const balance = useQuery(pointBalanceQuery(token));
  const [category, setCategory] = useState<string | null>(null);
  const [chosen, setChosen] = useState<GoodsView | null>(null);
  const available = balance.data ? BigInt(balance.data.available) : null;

  return (
    <Loaded query={goods}>
      {(data) => (
        <>
          {data.categories.length > 1 ? (
            <div
              className="wallet-tabs pmall__chips"
              role="group"
              aria-label={t('pointMall.categories')}
            >
              {[null, ...data.categories].map((c) => (
                <button
                  key={c ?? ''}
                  type="button"
                  className="wallet-chip"
                  aria-pressed={category === c}
                  onClick={() => setCategory(c)}
                >
                  {c ?? t('pointMall.allCategories')}
                </button>
              ))}
            </div>
          ) : null}
          {data.list.length === 0 ? (
            <p className="wallet-empty">{t('pointMall.noGoods')}</p>
          ) : (
            <ul className="pmall__grid">
              {data.list
                .filter((g) => category === null || g.category === category)
                .map((g) => (
                  <GoodsCard
                    key={g.id}
                    goods={g}
                    affordable={available === null || available >= BigInt(g.pricePoints)}
                    onRedeem={() => setChosen(g)}
                  />
                ))}
            </ul>
          )}
          {chosen ? <RedeemDialog goods={chosen} onClose={() => setChosen(null)} /> : null}
        </>
      )}
    </Loaded>
  );
}

function GoodsCard(props: { goods: GoodsView; affordable: boolean; onRedeem: () => void }) {
  const { t } = useTranslation();
  const gives = useGoodsGives()(props.goods);
  const [imageFailed, setImageFailed] = useState(false);
  const g = props.goods;
  const soldOut = g.stock === 0;
  const headingId = `pmall-goods-${g.id}`;
  return (
    <li className="pmall__goods" aria-labelledby={headingId}>
      {g.imageUrl && !imageFailed ? (
        <img
          className="pmall__goods-img"
          src={g.imageUrl}
          alt=""
          loading="lazy"
          onError={() => setImageFailed(true)}
        />
      ) : (
        <div className="pmall__goods-img pmall__goods-img--none" aria-hidden="true">
          {t(`pointMall.kinds.${g.kind}`)}
        </div>
      )}
      <h2 id={headingId} className="pmall__goods-name">
        {g.name}
      </h2>
      <p className="pmall__muted">{t(`pointMall.kinds.${g.kind}`)}</p>
      {gives ? <p className="pmall__gives">{gives}</p> : null}
      {g.description ? <p className="pmall__goods-desc">{g.description}</p> : null}
      <p className="pmall__price">
        {t('pointMall.price', { points: formatCount(BigInt(g.pricePoints)) })}
      </p>
      <p className="pmall__muted">
        {g.stock === null
          ? t('pointMall.stockUnlimited')
          : soldOut
            ? t('pointMall.soldOut')
            : t('pointMall.stock', { amount: formatCount(g.stock) })}
      </p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={soldOut || !props.affordable}
        aria-label={t('pointMall.redeemGoods', { name: g.name })}
        onClick={props.onRedeem}
      >
        {soldOut
          ? t('pointMall.soldOut')
          : props.affordable
            ? t('pointMall.redeem.open')
            : t('pointMall.notEnough')}
      </button>
    </li>
  );
}
