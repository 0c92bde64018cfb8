/**
 * One question: was this form filled by a person? The layered check answers it with a honeypot
 * input people never see (must stay empty), the time since the form was shown (a server-issued
 * form token older than the minimum fill time), and the image captcha when the merchant wants
 * one. Another implementation (a hosted challenge) can replace it behind the same interface.
 */
export interface BotCheckInput {
  honeypot: string;
  formToken: string;
  captcha: string | undefined;
  captchaId: string | undefined;
  requireCaptcha: boolean;
}

export type BotVerdict =
  | { ok: true }
  | {
      ok: false;
      reason: 'honeypot' | 'form_token' | 'too_fast' | 'captcha_required' | 'captcha_wrong';
    };

export interface BotCheck {
  check(input: BotCheckInput): Promise<BotVerdict>;
}

export function layeredBotCheck(deps: {
  /** When the form token was issued, or null if it is unknown or expired. */
  formTokenIssuedAt(formToken: string): Promise<number | null>;
  /** Single use: consumes the captcha whatever the answer. */
  verifyCaptcha(captchaId: string, answer: string): Promise<boolean>;
  minFillMs: number;
  now: () => number;
}): BotCheck {
  return {
    async check(input) {
      if (input.honeypot.trim() !== '') return { ok: false, reason: 'honeypot' };
      const issuedAt = input.formToken ? await deps.formTokenIssuedAt(input.formToken) : null;
      if (issuedAt === null) return { ok: false, reason: 'form_token' };
      if (deps.now() - issuedAt < deps.minFillMs) return { ok: false, reason: 'too_fast' };
      if (input.requireCaptcha) {
        if (!input.captcha) return { ok: false, reason: 'captcha_required' };
        if (!input.captchaId || !(await deps.verifyCaptcha(input.captchaId, input.captcha))) {
          return { ok: false, reason: 'captcha_wrong' };
        }
      }
      return { ok: true };
    },
  };
}
