/**
 * Mobile numbers as people type them (national digits, maybe a trunk 0, spaces or dashes) plus
 * the dialling code of the picker, checked against the numbering plans of libphonenumber-js.
 * The E.164 form is what codes are bound to and what an SMS provider receives.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface MobileNumber {
  /** "+639171234567" */
  e164: string;
  /** Digits only, without the dialling code or trunk prefix: "9171234567". */
  nationalNumber: string;
  /** Digits only: "63". */
  countryDialingCode: string;
}

const DIALING_CODE = /^\+?(\d{1,4})$/;

export function parseMobileNumber(input: string, countryDialingCode: string): MobileNumber | null {
  const code = DIALING_CODE.exec(countryDialingCode.trim())?.[1];
  const typed = input.replace(/[\s().-]/g, '');
  if (!code || !/^\+?\d{4,17}$/.test(typed)) return null;
  // A number typed with its own "+code" wins over the picker.
  const full = typed.startsWith('+') ? typed : `+${code}${typed}`;
  const parsed = parsePhoneNumberFromString(full);
  if (!parsed || !parsed.isValid()) return null;
  return {
    e164: parsed.number,
    nationalNumber: parsed.nationalNumber,
    countryDialingCode: parsed.countryCallingCode,
  };
}

/** "9171234567" → "917****567": enough for the owner to recognise, too little to use. */
export function maskMobile(nationalNumber: string | null | undefined): string | null {
  if (!nationalNumber) return null;
  if (nationalNumber.length <= 4) return '*'.repeat(nationalNumber.length);
  const keep = nationalNumber.length >= 9 ? 3 : 2;
  return `${nationalNumber.slice(0, keep)}${'*'.repeat(nationalNumber.length - keep * 2)}${nationalNumber.slice(-keep)}`;
}

/** "player@example.com" → "pl****@example.com". */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '****';
  const local = email.slice(0, at);
  const shown = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${shown}****${email.slice(at)}`;
}
