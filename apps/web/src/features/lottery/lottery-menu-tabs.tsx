/** The menu tabs (one per group, plus favourites); arrows scroll them beyond 7 menus. */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ChevronEndIcon, ChevronStartIcon } from '../../components/icons';
import { scrollInline } from '../../components/scroll-inline';
import { needsMenuArrows } from './lottery-rules';

export interface MenuTab {
  key: string;
  label: string;
}

export function LotteryMenuTabs({
  tabs,
  active,
  onSelect,
}: {
  tabs: MenuTab[];
  active: string;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const arrows = needsMenuArrows(tabs.length);
  const scroll = (dir: -1 | 1) => {
    if (strip.current) scrollInline(strip.current, dir * 200);
  };
  return (
    <nav className="lottery-menus" aria-label={t('lottery.menus')}>
      {arrows ? (
        <button
          type="button"
          className="lottery-menus__arrow"
          aria-label={t('lottery.menusBack')}
          onClick={() => scroll(-1)}
        >
          <ChevronStartIcon />
        </button>
      ) : null}
      <div className="lottery-menus__strip" ref={strip}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            className="lottery-menus__tab"
            aria-pressed={tab.key === active}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {arrows ? (
        <button
          type="button"
          className="lottery-menus__arrow"
          aria-label={t('lottery.menusForward')}
          onClick={() => scroll(1)}
        >
          <ChevronEndIcon />
        </button>
      ) : null}
    </nav>
  );
}
