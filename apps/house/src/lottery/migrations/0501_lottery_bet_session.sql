-- The house game session that placed a bet: the house app picks the real or the demo wallet
-- by it when it sends the bet's settlement. No foreign key, so the lottery stays independent
-- of the session tables; NULL when the caller had no session.
ALTER TABLE house.lottery_bets ADD COLUMN session_id bigint;
