/** Tests use a real PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set, else PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}
