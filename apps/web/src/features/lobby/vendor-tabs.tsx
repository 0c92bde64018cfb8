/**
 * The lobby's vendor tabs: "All" and each vendor of the type (a flame for hot ones). Beyond
 * 7 vendors (spec §9) arrow buttons scroll the strip.
 */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { VendorCard } from '@wl/contract/games/list-vendor-lanes';
import { FlameIcon } from '../../components/games/game-icons';
import { ChevronEndIcon, ChevronStartIcon } from '../../components/icons';
import { scrollInline } from '../../components/scroll-inline';
import { needsVendorArrows } from './lobby-categories';

interface Props {
  vendors: readonly VendorCard[];
  selected: string | null;
  onSelect: (vendor: string | null) => void;
}

export function VendorTabs({ vendors, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const arrows = needsVendorArrows(vendors.length);
  const scroll = (direction: 1 | -1) => {
    if (strip.current) scrollInline(strip.current, direction * strip.current.clientWidth * 0.8);
  };

  const tab = (code: string | null, label: string, hot: boolean) => (
    <li key={code ?? '*'}>
      <button
        type="button"
        className={selected === code ? 'vendor-tabs__tab vendor-tabs__tab--on' : 'vendor-tabs__tab'}
        aria-pressed={selected === code}
        onClick={() => onSelect(code)}
      >
        <bdi>{label}</bdi>
        {hot ? <FlameIcon /> : null}
      </button>
    </li>
  );

  return (
    <div className="vendor-tabs" role="group" aria-label={t('lobby.vendors')}>
      {arrows ? (
        <button
          type="button"
          className="icon-btn vendor-tabs__arrow"
          aria-label={t('lobby.scrollBack')}
          onClick={() => scroll(-1)}
        >
          <ChevronStartIcon />
        </button>
      ) : null}
      <ul ref={strip} className="vendor-tabs__strip" data-testid="vendor-tabs">
        {tab(null, t('lobby.allVendors'), false)}
        {vendors.map((v) => tab(v.vassalage, v.displayName, v.isHot === 1))}
      </ul>
      {arrows ? (
        <button
          type="button"
          className="icon-btn vendor-tabs__arrow"
          aria-label={t('lobby.scrollForward')}
          onClick={() => scroll(1)}
        >
          <ChevronEndIcon />
        </button>
      ) : null}
    </div>
  );
}
