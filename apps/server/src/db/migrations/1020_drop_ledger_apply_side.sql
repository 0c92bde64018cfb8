-- Since migration 1013 the ledger's trigger updates both balances itself, and nothing calls
-- ledger_apply_side any more (no function body, no application query): a function kept
-- "for anything that calls it" is one more thing to read and keep in step with the trigger's
-- rules. Dropped without CASCADE, so a caller we missed would fail this migration loudly.
DROP FUNCTION ledger_apply_side(bigint, bigint, bigint, bigint, text, boolean);
