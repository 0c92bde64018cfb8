/**
 * The mobile-number field with its dialling-code picker. The picker starts on the visitor's
 * country (from the status call's location) when it is listed, else the Philippines, the
 * server's default.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Country } from '@wl/contract/system/get-countries';
import { useSystemStatus } from '../../../api/system/get-status';
import { TextField } from '../../../components/form/text-field';
import { useCountries } from '../api/codes';
import { CountryPicker } from './country-picker';

export const DEFAULT_DIALING_COUNTRY = 'PH';
const DEFAULT_DIALING_CODE = '63';

/** The chosen country and its dialling code (the default code while the list loads). */
export function useDialingCountry() {
  const status = useSystemStatus();
  const countries = useCountries();
  const [chosen, setChosen] = useState<Country | null>(null);
  const list = countries.data ?? [];
  const wanted = status.location.countryCode ?? DEFAULT_DIALING_COUNTRY;
  const country =
    chosen ??
    list.find((c) => c.countryCode === wanted) ??
    list.find((c) => c.countryCode === DEFAULT_DIALING_COUNTRY) ??
    list[0] ??
    null;
  return {
    countries: list,
    country,
    dialingCode: country?.countryDialingCode ?? DEFAULT_DIALING_CODE,
    setCountry: setChosen,
  };
}

export function MobileField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  dialing: ReturnType<typeof useDialingCountry>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={props.id}
      label={t('auth.fields.mobileNum')}
      value={props.value}
      onChange={(v) => props.onChange(v.trim())}
      error={props.error}
      required={props.required}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={20}
      before={
        <CountryPicker
          countries={props.dialing.countries}
          value={props.dialing.country}
          onChange={props.dialing.setCountry}
        />
      }
    />
  );
}
