-- An operator may disable a member's payout account (bank card, e-wallet): it leaves the
-- member's list like a removal (removed_at), and these say who did it and why, so the back
-- office tells a disabled card from one the member removed.
ALTER TABLE payout_accounts
  ADD COLUMN disabled_by bigint REFERENCES operators(id),
  ADD COLUMN disabled_reason text;
