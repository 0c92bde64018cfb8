-- The seamless credit finds its round through the round's unique key, whatever the planner
-- knows about the table (ADR 0061). It updated the round with
--   UPDATE bet_rounds ... WHERE merchant_id = .. AND vendor_code = .. AND member_id = .. AND round_id = ..
-- and PL/pgSQL keeps that statement's plan for the session. Planned while bet_rounds is new or
-- not yet analysed (a fresh database, the bench, the first minute after a deploy), the unique
-- key's index and bet_rounds_member_time (member_id, started_at) cost the same, and the planner
-- took the latter: every win then read every round of its member and filtered on the other
-- three columns (EXPLAIN of the generic plan; in profile-seamless-functions.ts 250 heap
-- fetches a win, index_fetch_heap ~19 % of the batch backend's CPU). An INSERT ... ON CONFLICT
-- on that key always goes through the key's index (it is the conflict's arbiter).
--
-- It does the same as the UPDATE when the round exists, and the function now takes this path
-- only then: the win names the bet's own round (p_round = the bet's round_id, same merchant,
-- vendor and member, checked above), and that round was written with the bet, in the same
-- transaction, by seamless_debit or the application's debit; rounds are never deleted. A win
-- naming another round answers no row, and the application's full transaction handles it as
-- before (the function used to update that other round, if any). The INSERT's values are
-- never stored: the conflict always takes the UPDATE branch, and the figure trigger sees an
-- UPDATE as before.
CREATE OR REPLACE FUNCTION seamless_credit(
  p_merchant bigint, p_vendor text, p_tx_id text, p_member bigint, p_currency text,
  p_round text, p_game text, p_bet_tx_id text, p_amount bigint, p_call_hash bytea,
  p_closed boolean, p_main bigint, p_house bigint, p_key text, p_transfer_hash bytea,
  p_metadata jsonb
) RETURNS TABLE (wallet_tx_id bigint, available_minor bigint) LANGUAGE plpgsql AS $$
DECLARE
  bet vendor_wallet_txs%ROWTYPE;
  main ledger_accounts%ROWTYPE;
  house ledger_accounts%ROWTYPE;
  moved_id bigint;
BEGIN
  PERFORM 1 FROM vendor_wallet_txs
    WHERE merchant_id = p_merchant AND vendor_code = p_vendor AND tx_id = p_tx_id;
  IF FOUND THEN RETURN; END IF;
  SELECT * INTO bet FROM vendor_wallet_txs
   WHERE merchant_id = p_merchant AND vendor_code = p_vendor AND tx_id = p_bet_tx_id FOR UPDATE;
  IF bet.id IS NULL OR bet.kind <> 'debit' OR bet.member_id <> p_member
     OR bet.state = 'rolled_back' OR bet.round_id <> p_round THEN
    RETURN;
  END IF;
  INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency)
  VALUES (p_merchant, p_member, p_vendor, p_round, p_game, p_currency)
  ON CONFLICT (merchant_id, vendor_code, member_id, round_id) DO UPDATE
     SET payout_minor = bet_rounds.payout_minor + p_amount,
         status = CASE WHEN p_closed THEN 'settled' ELSE bet_rounds.status END,
         settled_at = CASE WHEN p_closed THEN now() ELSE bet_rounds.settled_at END;
  SELECT * INTO main FROM ledger_accounts
   WHERE id = p_main AND member_id = p_member FOR UPDATE;
  SELECT * INTO house FROM ledger_accounts WHERE id = p_house AND member_id IS NULL;
  IF main.id IS NULL OR house.id IS NULL OR main.merchant_id <> house.merchant_id
     OR main.currency <> p_currency OR house.currency <> p_currency
     OR main.play_money <> house.play_money THEN
    RAISE EXCEPTION 'seamless credit: accounts do not match' USING ERRCODE = 'WL001';
  END IF;
  IF p_amount > 0 THEN
    INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount_minor,
      currency, play_money, code, reference, idempotency_key, request_hash, metadata)
    VALUES ('posted', p_house, p_main, p_amount, p_currency, main.play_money, 'BET_PAYOUT',
      p_round, p_key, p_transfer_hash, p_metadata)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO moved_id;
    IF moved_id IS NULL THEN
      RAISE EXCEPTION 'seamless credit: key used' USING ERRCODE = 'WL001';
    END IF;
  END IF;
  UPDATE vendor_wallet_txs SET state = 'settled', settled_by = COALESCE(settled_by, p_tx_id)
   WHERE id = bet.id AND state = 'open';
  INSERT INTO vendor_wallet_txs (merchant_id, vendor_code, tx_id, kind, member_id, currency,
    round_id, game_code, bet_tx_id, amount_minor, request_hash, state, transfer_id)
  VALUES (p_merchant, p_vendor, p_tx_id, 'credit', p_member, p_currency, p_round, p_game,
    p_bet_tx_id, p_amount, p_call_hash, NULL, moved_id)
  ON CONFLICT (merchant_id, vendor_code, tx_id) DO NOTHING RETURNING id INTO wallet_tx_id;
  IF wallet_tx_id IS NULL THEN
    RAISE EXCEPTION 'seamless credit: txId claimed' USING ERRCODE = 'WL001';
  END IF;
  available_minor := main.balance_minor - main.pending_debit_minor + coalesce(p_amount, 0);
  RETURN NEXT;
END $$;
