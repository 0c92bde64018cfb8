/** Image captcha, SMS codes and the country list of the dialling-code picker. */
import { useQuery } from '@tanstack/react-query';
import { getCaptchaResponse } from '@wl/contract/auth/get-captcha';
import { sendSmsResponse } from '@wl/contract/auth/send-sms-code';
import { getCountriesResponse } from '@wl/contract/system/get-countries';
import { apiRequest } from '../../../api/client';
import { useLanguage } from '../../../i18n/use-language';

/** A new image (and captchaId cookie); `t` defeats caches as the original does. */
export function fetchCaptcha(): Promise<string> {
  return apiRequest({ path: '/wps/captcha', query: { t: Date.now() }, value: getCaptchaResponse });
}

export type SmsPurpose = 'register' | 'noLogin';

export function sendSmsCode(purpose: SmsPurpose, mobile: string, countryDialingCode: string) {
  const body =
    purpose === 'register'
      ? { countryDialingCode, mobileNo: mobile }
      : { countryDialingCode, mobileNum: mobile };
  return apiRequest({
    method: 'POST',
    path: `/wps/verification/sms/${purpose}`,
    body,
    value: sendSmsResponse,
  });
}

export function useCountries() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['system', 'countries', language],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/system/country', value: getCountriesResponse, signal, language }),
    staleTime: Infinity,
  });
}
