/**
 * The language selector: a menu button listing the ~30 languages by their own names. Arrow
 * keys, Home and End move through the list, Esc closes it and returns focus to the button.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { LanguageCode } from '@wl/contract/common/headers';
import { ChevronDownIcon, GlobeIcon } from '../../components/icons';
import { useMenuButton } from '../../components/use-menu-button';
import { LANGUAGE_INFO, MENU_LANGUAGES } from '../../i18n/languages';
import { setLanguage } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import './header.css';

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLanguage();
  const menuId = useId();
  const menu = useMenuButton({
    itemSelector: '[role=menuitemradio]',
    initialItem: (items) => items.find((el) => el.getAttribute('aria-checked') === 'true'),
  });
  const { open, setOpen, buttonRef, rootRef, onMenuKeyDown } = menu;
  const menuRef = menu.listRef;

  const choose = (code: LanguageCode) => {
    menu.closeToButton();
    void setLanguage(code);
  };

  return (
    <div className="lang-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lang-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.language', { language: LANGUAGE_INFO[current].nativeName })}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <GlobeIcon />
        <span lang={LANGUAGE_INFO[current].tag}>{LANGUAGE_INFO[current].nativeName}</span>
        <ChevronDownIcon className="icon lang-menu__chevron" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={t('header.languageMenu')}
        className="lang-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {/* The ~30 items are made when the menu opens, not with every page: sixty elements
            nobody sees on a first load (issue 14). The menu's own effect focuses one after. */}
        {open
          ? MENU_LANGUAGES.map((language) => (
              <li key={language.code} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={language.code === current}
                  tabIndex={-1}
                  lang={language.tag}
                  className="lang-menu__item"
                  onClick={() => choose(language.code)}
                >
                  {language.nativeName}
                </button>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
