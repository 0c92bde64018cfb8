import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords (login and payment) are hashed with argon2id, the library's default algorithm,
 * with a random salt per hash (kept inside the PHC string). Parameters: the library defaults
 * (19 MiB, 2 passes), OWASP's baseline for argon2id; about 12 ms a hash here.
 */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password. With no hash (unknown user, or an account without a password) it still
 * runs one verification against a throwaway hash, so the answer takes the same time.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash) {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
  dummy ??= hash('not-a-real-password');
  await verify(await dummy, password).catch(() => false);
  return false;
}
