/**
 * Error codes of the auth area (accounts, sessions, codes, captcha); merged into the catalogue
 * in common/error-codes.ts. Message keys are the original clients' keys where they exist
 * (reference-original-api.md §5: invitation_code_error, member_no_enter, error_not_agent,
 * inconsistent_twice, enter_verification_code, in_mobileNum_error, in_payeeName_error, …).
 */
export const authErrors = {
  // Login
  wrong_account_password: { status: 400, messageKey: 'error_wrong_account_password' },
  captcha_required: { status: 400, messageKey: 'enter_captcha' },
  captcha_wrong: { status: 400, messageKey: 'error_captcha_wrong' },
  login_too_many_failures: { status: 429, messageKey: 'error_too_many_login_failures' },
  not_agent: { status: 403, messageKey: 'error_not_agent' },
  member_no_enter: { status: 403, messageKey: 'member_no_enter' },
  account_disabled: { status: 403, messageKey: 'error_account_disabled' },
  verification_method_unavailable: { status: 400, messageKey: 'error_verification_method' },
  payee_name_wrong: { status: 400, messageKey: 'in_payeeName_error' },
  // Registration
  field_invalid: { status: 400, messageKey: 'error_field_invalid' },
  inconsistent_twice: { status: 400, messageKey: 'inconsistent_twice' },
  invitation_code_error: { status: 400, messageKey: 'invitation_code_error' },
  username_taken: { status: 409, messageKey: 'error_username_taken' },
  mobile_taken: { status: 409, messageKey: 'error_mobile_taken' },
  mobile_invalid: { status: 400, messageKey: 'in_mobileNum_error' },
  bot_check_failed: { status: 400, messageKey: 'error_complete_verification' },
  // One-time codes (SMS, e-mail, TOTP)
  code_required: { status: 400, messageKey: 'enter_verification_code' },
  code_invalid: { status: 400, messageKey: 'error_code_invalid' },
  code_expired: { status: 400, messageKey: 'error_code_expired' },
  sms_too_frequent: { status: 429, messageKey: 'error_sms_too_frequent' },
  sms_daily_limit: { status: 429, messageKey: 'error_sms_daily_limit' },
  sms_send_failed: { status: 502, messageKey: 'error_sms_send_failed' },
  mail_send_failed: { status: 502, messageKey: 'error_mail_send_failed' },
  // Passwords
  old_password_wrong: { status: 400, messageKey: 'error_old_password_wrong' },
  reset_token_invalid: { status: 400, messageKey: 'error_reset_link_invalid' },
  'invalid.payment.pw': { status: 400, messageKey: 'error_payment_password_wrong' },
  'not.exists.payment.password': { status: 400, messageKey: 'error_payment_password_not_set' },
  // Social sign-in
  oauth_provider_unknown: { status: 404, messageKey: 'error_sign_in_provider' },
  oauth_failed: { status: 400, messageKey: 'error_sign_in_failed' },
} as const;

export type AuthErrorCode = keyof typeof authErrors;
