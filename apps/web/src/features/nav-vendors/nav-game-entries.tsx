/**
 * The header's game entries (spec §2): one per game type except cockfight, each with a
 * dropdown of its vendors (≤ 30, none for fish, a flame for hot vendors) that opens on hover
 * or keyboard focus and closes 200 ms after the pointer or focus leaves, or on Escape.
 */
import { useEffect, useRef, useState } from 'react';
import { NavLink, useNavigate } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import type { VendorCard } from '@wl/contract/games/list-vendor-lanes';
import { useVendorLanes } from '../../api/games/vendor-lanes';
import { GAME_CATEGORIES, type GameCategory } from '../../components/game-categories';
import { FlameIcon } from '../../components/games/game-icons';
import { inlineDirectionOf } from '../../components/scroll-inline';
import {
  DROPDOWN_BLUR_DELAY_MS,
  dropdownVendors,
  menuPlace,
  vendorTarget,
} from './dropdown-vendors';
import './nav-vendors.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'main-nav__link main-nav__link--active' : 'main-nav__link';

function NavGameEntry({ category, vendors }: { category: GameCategory; vendors: VendorCard[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const entry = useRef<HTMLLIElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = `nav-vendors-${category.type}`;
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    // The nav strip scrolls sideways (and so clips), so the menu is placed in the viewport,
    // under the entry's inline start: its left edge, or its right edge in right-to-left pages.
    const element = entry.current;
    if (element) setPlace(menuPlace(element.getBoundingClientRect(), inlineDirectionOf(element)));
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), DROPDOWN_BLUR_DELAY_MS);
  };
  const choose = (vendor: VendorCard) => {
    const target = vendorTarget(vendor);
    setOpen(false);
    void navigate(target.to, { state: target.vendor ? { vendor: target.vendor } : null });
  };

  if (vendors.length === 0) {
    return (
      <li>
        <NavLink to={category.path} className={linkClass}>
          {t(category.labelKey)}
        </NavLink>
      </li>
    );
  }
  return (
    <li
      ref={entry}
      className="nav-vendors"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={hideSoon}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <NavLink to={category.path} className={linkClass} aria-controls={menuId} aria-expanded={open}>
        {t(category.labelKey)}
      </NavLink>
      <ul
        id={menuId}
        className="nav-vendors__menu"
        hidden={!open}
        style={place ?? undefined}
        aria-label={t('lobby.vendorsOf', { type: t(category.labelKey) })}
      >
        {/* Made when the dropdown opens, not with every page (issue 14): up to 30 buttons an
            entry that a first load never shows. */}
        {open
          ? vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <button type="button" className="nav-vendors__item" onClick={() => choose(vendor)}>
                  <bdi>{vendor.displayName}</bdi>
                  {vendor.isHot === 1 ? (
                    <>
                      <FlameIcon />
                      <span className="visually-hidden">{t('lobby.badgeHot')}</span>
                    </>
                  ) : null}
                </button>
              </li>
            ))
          : null}
      </ul>
    </li>
  );
}

/** The <li> entries for the main navigation's list. */
export function NavGameEntries() {
  const lanes = useVendorLanes();
  const data = lanes.data ?? [];
  return (
    <>
      {GAME_CATEGORIES.filter((c) => c.inNav).map((category) => (
        <NavGameEntry
          key={category.type}
          category={category}
          vendors={dropdownVendors(data, category.type)}
        />
      ))}
    </>
  );
}
