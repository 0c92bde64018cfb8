import type {
  RegisterField,
  RegisterFieldRule,
  RegisterSettings,
} from '../system/register-settings';

/**
 * The rule for each registration field, shared by the server and the popup so both decide
 * alike. When a merchant's register settings leave a field out: user name and password follow
 * the spec's hints (user name 2–15 starting with a letter; password 6–20 mixing letters and
 * digits); a payment password is six digits; anything else is off.
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

/** A field that is not asked for. */
export const FIELD_OFF: RegisterFieldRule = {
  enabled: false,
  required: false,
  minLength: 0,
  maxLength: 255,
  patternId: 0,
  acceptedPattern: '*',
};

export function ruleFor(settings: RegisterSettings, field: RegisterField): RegisterFieldRule {
  return settings[field] ?? DEFAULTS[field] ?? FIELD_OFF;
}

/** The rule a new password must pass anywhere (registration, change, reset). */
export function passwordRule(settings: RegisterSettings): RegisterFieldRule {
  return { ...ruleFor(settings, 'password'), enabled: true, required: true };
}

/** The payment password's rule wherever one is set. */
export function paymentPasswordRule(settings: RegisterSettings): RegisterFieldRule {
  return { ...ruleFor(settings, 'paymentPassword'), enabled: true, required: true };
}
