-- A lease on a settled bet's wallet call: the house process that claims it sends it, the
-- others skip it until the lease runs out (then the call is resent with the same txId, which
-- the platform answers idempotently). So two house processes do not both send each credit.
ALTER TABLE house.lottery_bets ADD COLUMN wallet_claimed_until timestamptz;
