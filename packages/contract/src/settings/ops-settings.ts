import { z } from 'zod';
import { REGISTER_FIELDS, registerFieldRule } from '../system/register-settings';
import { whitelabelNode } from '../system/whitelabel';

/**
 * The back office's site settings (permission 'settings.view' to read, 'settings.edit' to
 * change; admins only by default). Every change is audited with the value before and after,
 * and the player site follows at once (the merchant cache is invalidated on every node).
 *
 * GET /ops/settings                          everything below in one answer
 * PUT /ops/settings/register-fields/:field   one registration field's rule
 * PUT /ops/settings/switches                 feature switches of the module tree (by modId)
 * PUT /ops/settings/maintenance              maintenance on/off with its expected end
 * PUT /ops/settings/region                   countries allowed / denied
 * PUT /ops/settings/languages                default and offered languages
 */
export const registerFieldParams = z.object({ field: z.enum(REGISTER_FIELDS) });

/** A pattern must compile: a broken one would refuse every registration. */
const compiles = (pattern: string) => {
  try {
    new RegExp(pattern === '*' ? '.*' : pattern);
    return true;
  } catch {
    return false;
  }
};

// Refusal messages are message keys (`field_…`): the server passes them on per field and the
// back office shows them under the field concerned (error-handler.ts, field-errors.ts).
export const saveRegisterFieldRequest = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: z.number().int().min(0).max(256),
    maxLength: z.number().int().min(1).max(256),
    patternId: z.number().int().min(0).max(23),
    acceptedPattern: z.string().min(1).max(300).refine(compiles, 'field_not_a_pattern'),
  })
  .refine((r) => r.minLength <= r.maxLength, {
    message: 'field_min_above_max',
    path: ['minLength'],
  })
  .refine((r) => r.enabled || !r.required, {
    message: 'field_hidden_required',
    path: ['required'],
  });
export type SaveRegisterFieldRequest = z.infer<typeof saveRegisterFieldRequest>;

export const saveSwitchesRequest = z.object({
  switches: z
    .record(z.string().regex(/^[A-Z0-9_]{2,40}$/), z.boolean())
    .refine(
      (s) => Object.keys(s).length > 0 && Object.keys(s).length <= 200,
      'one to 200 switches',
    ),
});

export const saveMaintenanceRequest = z
  .object({ on: z.boolean(), end: z.number().int().positive().nullable() })
  .refine((m) => !m.on || m.end !== null, {
    message: 'field_end_needed',
    path: ['end'],
  });

const country = z.string().regex(/^[A-Z]{2}$/);
export const saveRegionRequest = z
  .object({ allow: z.array(country).max(250), deny: z.array(country).max(250) })
  .refine((r) => !r.allow.some((c) => r.deny.includes(c)), {
    message: 'field_allowed_and_denied',
    path: ['deny'],
  });

const language = z.string().regex(/^[A-Z]{2}$/);
export const saveLanguagesRequest = z
  .object({ defaultLanguage: language, supportedLanguages: z.array(language).min(1).max(40) })
  .refine((l) => l.supportedLanguages.includes(l.defaultLanguage), {
    message: 'field_default_not_offered',
    path: ['defaultLanguage'],
  })
  .refine((l) => new Set(l.supportedLanguages).size === l.supportedLanguages.length, {
    message: 'field_listed_twice',
    path: ['supportedLanguages'],
  });

export const opsSettings = z.object({
  registerFields: z.array(registerFieldRule.extend({ field: z.string() })),
  switches: z.array(whitelabelNode),
  maintenance: z.object({ on: z.boolean(), end: z.number().int().nullable() }),
  region: z.object({ allow: z.array(z.string()), deny: z.array(z.string()) }),
  languages: z.object({
    defaultLanguage: z.string(),
    supportedLanguages: z.array(z.string()),
  }),
});
export type OpsSettings = z.infer<typeof opsSettings>;
