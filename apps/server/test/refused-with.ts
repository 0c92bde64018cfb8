import { expect } from 'vitest';
import { sqlState } from '../src/db/db';

/**
 * The SQLSTATE a statement the database must refuse failed with; the test fails if it was
 * accepted. For backstop tests that break a schema rule with raw SQL.
 */
export async function refusedWith(statement: Promise<unknown>): Promise<string | undefined> {
  const error = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted it').not.toBeNull();
  return sqlState(error);
}
