-- A member's round of wallet calls had two indexes: 0400's vendor_wallet_txs_round (merchant,
-- vendor, member, round; debits only), for the credit that names no bet and settles the round's
-- standing debits (lockRoundDebits), and 0931's vendor_wallet_txs_member_round (member, vendor,
-- round; every kind), for the back office's round recall. The second answers the first's query
-- too: a member belongs to one merchant and a round holds a handful of calls, so the merchant and
-- the kind are filters on the few rows the member's round finds (vendor-wallet-indexes.test.ts
-- shows the plan). Every debit, and every credit that settles one (the bet's row is updated and,
-- its page full, not in place), wrote an entry into both; the seamless wallet's batch backend
-- spends about a fifth of its CPU inserting index entries (ADR 0063), so one index of two goes.
DROP INDEX vendor_wallet_txs_round;
