import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or typed from a screenshot is not mistaken. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A random code for a registration link (an agent's invitation code, a member's referral code).
 * It always has a letter and a digit: the registration form's affiliate-code field may require
 * both (pattern "letters and digits"), and a code the form refuses would be a dead link.
 */
export function drawInviteCode(length = 8): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    if (/[A-Z]/.test(code) && /[0-9]/.test(code)) return code;
  }
}
