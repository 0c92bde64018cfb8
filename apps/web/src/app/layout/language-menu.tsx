/**
 * The language selector: a menu button listing the ~30 languages by their own names. Arrow
 * keys, Home and End move through the list, Esc closes it and returns focus to the button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@wl/contract/common/headers';
import { ChevronDownIcon, GlobeIcon } from '../../components/icons';
import { LANGUAGE_INFO, MENU_LANGUAGES } from '../../i18n/languages';
import { setLanguage } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import './header.css';

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    items()
      .find((el) => el.getAttribute('aria-checked') === 'true')
      ?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (code: LanguageCode) => {
    setOpen(false);
    buttonRef.current?.focus();
    void setLanguage(code);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
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
        {MENU_LANGUAGES.map((language) => (
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
        ))}
      </ul>
    </div>
  );
}
