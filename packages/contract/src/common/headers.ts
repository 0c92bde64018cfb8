/** Request headers as the original clients send them (reference-original-api.md §2). */
export const HEADER = {
  merchant: 'merchant',
  authorization: 'authorization',
  language: 'language',
  device: 'device',
  moduleId: 'moduleid',
} as const;

/** The ~30 languages of the language menu (spec §1); TW and EN are complete translations. */
export const LANGUAGE_CODES = [
  'TW', 'CN', 'EN', 'JA', 'TH', 'VI', 'ES', 'HI', 'ID', 'KM', 'KO', 'MS', 'PT', 'TA', 'TL',
  'UR', 'TR', 'BN', 'AR', 'FA', 'RU', 'KK', 'UZ', 'LO', 'NE', 'FR', 'TE', 'SW', 'MY', 'TY',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEVICES = ['WEB', 'MOBILE'] as const;
export type Device = (typeof DEVICES)[number];
