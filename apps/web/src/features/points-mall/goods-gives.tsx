/**
 * What a good gives, in a sentence: the cash or bonus it pays, the VIP progress it adds, or the
 * free spins of a house slot (game, count and bet per spin). Physical goods say nothing here:
 * their name is what they are.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { GoodsView } from '@wl/contract/points/points-views';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { formatCount } from '../../i18n/format';

export function useGoodsGives(): (g: GoodsView) => string | null {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  return (g) => {
    if (g.freeSpins) {
      return t('pointMall.gives.freeSpins', {
        spins: formatCount(g.freeSpins.spins),
        game: g.freeSpins.gameName,
        bet: showMoney(g.freeSpins.betPerSpin, symbol),
      });
    }
    if (!g.value) return null;
    const amount = showMoney(g.value, symbol);
    if (g.kind === 'vip_points') return t('pointMall.gives.vipPoints', { amount });
    if (g.kind === 'bonus') return t('pointMall.gives.bonus', { amount });
    return t('pointMall.gives.cash', { amount });
  };
}
