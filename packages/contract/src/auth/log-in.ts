import { z } from 'zod';

/** How a login can be completed after a password from a new IP (design.md §3, spec §4). */
export const VERIFICATION_METHODS = ['sms', 'email', 'payeeName', 'totp'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/**
 * POST /wps/session/login (encrypted). `password` carries the SMS code when `type` is "sms";
 * "" is the original clients' spelling of "username". `agentLogin` marks the agent-side form.
 */
export const loginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  type: z.enum(['username', 'sms', '']).default('username'),
  captcha: z.string().trim().max(16).optional(),
  countryDialingCode: z.string().trim().max(5).optional(),
  agentLogin: z.boolean().optional(),
  loginDeviceId: z.string().max(64).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginVerification = z.object({
  methods: z.array(z.enum(VERIFICATION_METHODS)),
  /** Masked targets so the popup can say where a code goes. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});

/** The value of every call that logs someone in: login, registration, reset by phone, … */
export const loginValue = z.object({
  token: z.string(),
  id: z.number(),
  customerId: z.number(),
  userName: z.string(),
  customerType: z.number(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /**
   * The password typed is the merchant's default one (accounts opened for a player by an
   * agent or an operator start with it): the client forces a change before anything else.
   */
  defaultPassword: z.boolean(),
  /** false until the second step is done; such a token only reaches the verification calls. */
  fullAccess: z.boolean(),
  verification: loginVerification.optional(),
});
export type LoginValue = z.infer<typeof loginValue>;

/** The `value` of a failed login: whether the popup must show (and load) the captcha. */
export const loginFailureValue = z.object({ captcha: z.boolean() });
