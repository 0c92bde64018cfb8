import { LANGUAGE_CODES, type LanguageCode } from '@wl/contract/common/headers';

/** How each language of the menu names itself, and its BCP 47 tag for `lang` attributes. */
export const LANGUAGE_INFO: Record<LanguageCode, { nativeName: string; tag: string }> = {
  TW: { nativeName: '繁體中文', tag: 'zh-Hant' },
  CN: { nativeName: '简体中文', tag: 'zh-Hans' },
  EN: { nativeName: 'English', tag: 'en' },
  JA: { nativeName: '日本語', tag: 'ja' },
  TH: { nativeName: 'ไทย', tag: 'th' },
  VI: { nativeName: 'Tiếng Việt', tag: 'vi' },
  ES: { nativeName: 'Español', tag: 'es' },
  HI: { nativeName: 'हिन्दी', tag: 'hi' },
  ID: { nativeName: 'Bahasa Indonesia', tag: 'id' },
  KM: { nativeName: 'ភាសាខ្មែរ', tag: 'km' },
  KO: { nativeName: '한국어', tag: 'ko' },
  MS: { nativeName: 'Bahasa Melayu', tag: 'ms' },
  PT: { nativeName: 'Português', tag: 'pt' },
  TA: { nativeName: 'தமிழ்', tag: 'ta' },
  TL: { nativeName: 'Tagalog', tag: 'tl' },
  UR: { nativeName: 'اردو', tag: 'ur' },
  TR: { nativeName: 'Türkçe', tag: 'tr' },
  BN: { nativeName: 'বাংলা', tag: 'bn' },
  AR: { nativeName: 'العربية', tag: 'ar' },
  FA: { nativeName: 'فارسی', tag: 'fa' },
  RU: { nativeName: 'Русский', tag: 'ru' },
  KK: { nativeName: 'Қазақ тілі', tag: 'kk' },
  UZ: { nativeName: 'Oʻzbekcha', tag: 'uz' },
  LO: { nativeName: 'ລາວ', tag: 'lo' },
  NE: { nativeName: 'नेपाली', tag: 'ne' },
  FR: { nativeName: 'Français', tag: 'fr' },
  TE: { nativeName: 'తెలుగు', tag: 'te' },
  SW: { nativeName: 'Kiswahili', tag: 'sw' },
  MY: { nativeName: 'မြန်မာ', tag: 'my' },
  // TY is a translation set of the original product (spec §1) whose language it does not
  // name; it sits with the Philippine bingo category, so we present it as Filipino.
  TY: { nativeName: 'Filipino', tag: 'fil' },
};

export const MENU_LANGUAGES = LANGUAGE_CODES.map((code) => ({ code, ...LANGUAGE_INFO[code] }));

/**
 * Languages with a complete translation file (spec §1's seven sets). Every other language of
 * the menu has a partial file with at least the site shell, login, registration, wallet and
 * lobbies; the rest of its text falls back to English. Tagalog starts as a copy of the
 * Filipino set (TY) but, as a partial file, may lag behind it.
 */
export const TRANSLATED_LANGUAGES = [
  'EN',
  'TW',
  'CN',
  'ID',
  'TH',
  'TY',
  'VI',
] as const satisfies readonly LanguageCode[];
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

/** Languages written right to left: the document switches to `dir="rtl"`. */
export const RIGHT_TO_LEFT: ReadonlySet<LanguageCode> = new Set(['AR', 'FA', 'UR']);
