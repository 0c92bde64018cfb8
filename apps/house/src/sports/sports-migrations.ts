/**
 * Where the book's forward-only SQL migrations live (numbered from 0600, after the lottery's
 * 0500s); the house migrator runs this folder after the lottery's.
 */
import { fileURLToPath } from 'node:url';

export const SPORTS_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
