import type {
  RegisterField,
  RegisterFieldRule,
  RegisterSettings,
} from '@wl/contract/system/register-settings';

/**
 * Rules used when a merchant's register settings leave a field out. User name and password
 * follow the spec's hints (user name 2–15 starting with a letter; password 6–20 mixing letters
 * and digits); a payment password is six digits. Anything else is off unless configured.
 */
const DEFAULTS: Partial<Record<RegisterField, RegisterFieldRule>> = {
  username: {
    enabled: true,
    required: true,
    minLength: 2,
    maxLength: 15,
    patternId: 1,
    acceptedPattern: '*',
  },
  password: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    patternId: 5,
    acceptedPattern: '*',
  },
  paymentPassword: {
    enabled: false,
    required: false,
    minLength: 6,
    maxLength: 6,
    patternId: 6,
    acceptedPattern: '*',
  },
};

const OFF: RegisterFieldRule = {
  enabled: false,
  required: false,
  minLength: 0,
  maxLength: 255,
  patternId: 0,
  acceptedPattern: '*',
};

export function ruleFor(settings: RegisterSettings, field: RegisterField): RegisterFieldRule {
  return settings[field] ?? DEFAULTS[field] ?? OFF;
}

/** The password rule wherever a password is set (registration, change, reset). */
export function passwordRule(settings: RegisterSettings): RegisterFieldRule {
  return { ...ruleFor(settings, 'password'), enabled: true, required: true };
}

export function paymentPasswordRule(settings: RegisterSettings): RegisterFieldRule {
  const configured = settings.paymentPassword ?? DEFAULTS.paymentPassword!;
  return { ...configured, enabled: true, required: true };
}

/** Optional profile fields and the column each is kept in. */
export const PROFILE_FIELDS = {
  payeeName: 'payee_name',
  email: 'email',
  qqNum: 'qq_num',
  line: 'line',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  wechat: 'wechat',
  idNumber: 'id_number',
  recommenderId: 'recommender_id',
} as const;
export type ProfileField = keyof typeof PROFILE_FIELDS;
