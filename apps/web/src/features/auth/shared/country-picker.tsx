/**
 * The dialling-code picker of the mobile field (spec §2): a flag and the read-only code; a
 * listbox of every country with its flag and +code. Choosing closes it, and it closes 200 ms
 * after focus leaves it (spec §9), so a click on an option still lands. Arrow keys, Home,
 * End, type-ahead, Enter and Esc work as in a native select.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Country } from '@wl/contract/system/get-countries';
import { ChevronDownIcon } from '../../../components/icons';

export const BLUR_CLOSE_MS = 200;

export function flagUrl(countryCode: string) {
  return `/static/COUNTRY_FLAG/${countryCode}.svg`;
}

export function CountryPicker(props: {
  countries: Country[];
  /** The chosen country (its code identifies the flag; several share a dialling code). */
  value: Country | null;
  onChange: (country: Country) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { countries, value } = props;

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    listRef.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const show = () => {
    const index = value ? countries.findIndex((c) => c.countryCode === value.countryCode) : 0;
    setActive(Math.max(0, index));
    setOpen(true);
  };

  const choose = (country: Country) => {
    props.onChange(country);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = countries.length - 1;
    const go = (index: number) => {
      event.preventDefault();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(active + 1);
      case 'ArrowUp':
        return go(active - 1);
      case 'PageDown':
        return go(active + 8);
      case 'PageUp':
        return go(active - 8);
      case 'Home':
        return go(0);
      case 'End':
        return go(last);
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const country = countries[active];
        if (country) choose(country);
        return;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        if (event.key.length === 1) {
          const letter = event.key.toLocaleLowerCase();
          const start = active + 1;
          const order = [...countries.slice(start), ...countries.slice(0, start)];
          const hit = order.find((c) => c.name.toLocaleLowerCase().startsWith(letter));
          if (hit) setActive(countries.indexOf(hit));
        }
    }
  };

  return (
    <div
      className="country-picker"
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        closeTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
      }}
      onFocus={() => {
        if (closeTimer.current) clearTimeout(closeTimer.current);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="country-picker__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('auth.dialingCode', {
          code: value ? `+${value.countryDialingCode}` : '',
          country: value?.name ?? '',
        })}
        disabled={countries.length === 0}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
            event.preventDefault();
            show();
          }
        }}
      >
        {value ? <img src={flagUrl(value.countryCode)} alt="" width={20} height={15} /> : null}
        <span className="country-picker__code" dir="ltr">
          +{value?.countryDialingCode ?? ''}
        </span>
        <ChevronDownIcon className="icon country-picker__chevron" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={-1}
        hidden={!open}
        aria-label={t('auth.chooseCountry')}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        className="country-picker__list"
        onKeyDown={onListKeyDown}
      >
        {open
          ? countries.map((country, index) => (
              <li
                key={country.countryCode}
                id={`${listId}-${index}`}
                data-index={index}
                role="option"
                aria-selected={country.countryCode === value?.countryCode}
                className={
                  index === active
                    ? 'country-picker__option country-picker__option--active'
                    : 'country-picker__option'
                }
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(country)}
              >
                <img
                  src={flagUrl(country.countryCode)}
                  alt=""
                  width={20}
                  height={15}
                  loading="lazy"
                />
                <span className="country-picker__name">{country.name}</span>
                <span className="country-picker__dial" dir="ltr">
                  +{country.countryDialingCode}
                </span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
