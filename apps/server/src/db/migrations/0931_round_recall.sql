-- Round recall in the back office reads every wallet call of one member's round (debits,
-- credits, rollbacks); 0400's index covers debits only.
CREATE INDEX vendor_wallet_txs_member_round ON vendor_wallet_txs (member_id, vendor_code, round_id);
