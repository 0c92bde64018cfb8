-- The seamless wallet's functions with fewer statements (ADR 0063). Each statement a PL/pgSQL
-- function runs costs the batch backend its executor set-up and tear-down whatever it reads, and
-- that backend runs every batch (ADR 0054), so its CPU per call is the wallet's pace. Every rule,
-- answer and lock stays; reads that decide the same thing are joined into one statement:
-- - seamless_debit: the token, the txId's claim and the funds (three reads) in one SELECT, and
--   the main account (locked) with the house sub-account (two reads) in one;
-- - seamless_credit: the bet (locked) with the txId's claim in one SELECT (the bet is now locked
--   also when the call then answers no row, released at the batch's end like every lock), and
--   the two accounts in one, as for the debit.
-- A function still answers no row where it answered none, and raises where it raised.

CREATE OR REPLACE FUNCTION seamless_debit(
  p_merchant bigint, p_vendor text, p_tx_id text, p_member bigint, p_currency text,
  p_round text, p_game text, p_token_hash bytea, p_now timestamptz, p_amount bigint,
  p_call_hash bytea, p_main bigint, p_house bigint, p_key text, p_transfer_hash bytea,
  p_metadata jsonb
) RETURNS TABLE (wallet_tx_id bigint, available_minor bigint) LANGUAGE plpgsql AS $$
DECLARE
  p_game_type text;
  claimed boolean;
  funded boolean;
  main_play boolean;
  main_available bigint;
  accounts_match boolean;
  moved_id bigint;
BEGIN
  -- The token, the txId's claim and the funds: three reads, one statement.
  SELECT t.game_type,
         EXISTS (SELECT 1 FROM vendor_wallet_txs w
                  WHERE w.merchant_id = p_merchant AND w.vendor_code = p_vendor
                    AND w.tx_id = p_tx_id),
         EXISTS (SELECT 1 FROM ledger_accounts a
                  WHERE a.id = p_main AND a.balance_minor - a.pending_debit_minor >= p_amount)
    INTO p_game_type, claimed, funded
    FROM vendor_player_tokens t JOIN members u ON u.id = t.member_id
   WHERE t.token_hash = p_token_hash AND t.merchant_id = p_merchant AND t.vendor_code = p_vendor
     AND t.member_id = p_member AND t.expires_at > p_now AND t.currency = p_currency
     AND u.status = 'active' AND u.type <> 4;
  IF NOT FOUND OR claimed OR NOT funded THEN RETURN; END IF;
  INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type,
                          currency, stake_minor)
  VALUES (p_merchant, p_member, p_vendor, p_round, p_game, p_game_type, p_currency, p_amount)
  ON CONFLICT (merchant_id, vendor_code, member_id, round_id) DO UPDATE
    SET stake_minor = bet_rounds.stake_minor + EXCLUDED.stake_minor,
        game_type = COALESCE(bet_rounds.game_type, EXCLUDED.game_type),
        status = 'open', settled_at = NULL;
  -- The member's main account (locked) and the house sub-account, read together.
  SELECT m.play_money, m.balance_minor - m.pending_debit_minor,
         m.merchant_id = h.merchant_id AND m.currency = p_currency AND h.currency = p_currency
           AND m.play_money = h.play_money
    INTO main_play, main_available, accounts_match
    FROM ledger_accounts m, ledger_accounts h
   WHERE m.id = p_main AND m.member_id = p_member AND h.id = p_house AND h.member_id IS NULL
     FOR UPDATE OF m;
  IF NOT FOUND OR NOT coalesce(accounts_match, false)
     OR main_available < p_amount THEN
    RAISE EXCEPTION 'seamless debit: not the ordinary case' USING ERRCODE = 'WL001';
  END IF;
  INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount_minor, currency,
    play_money, code, reference, idempotency_key, request_hash, metadata)
  VALUES ('posted', p_main, p_house, p_amount, p_currency, main_play, 'BET_STAKE', p_round,
    p_key, p_transfer_hash, p_metadata)
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO moved_id;
  IF moved_id IS NULL THEN
    RAISE EXCEPTION 'seamless debit: key used' USING ERRCODE = 'WL001';
  END IF;
  INSERT INTO vendor_wallet_txs (merchant_id, vendor_code, tx_id, kind, member_id, currency,
    round_id, game_code, bet_tx_id, amount_minor, request_hash, state, transfer_id)
  VALUES (p_merchant, p_vendor, p_tx_id, 'debit', p_member, p_currency, p_round, p_game, NULL,
    p_amount, p_call_hash, 'open', moved_id)
  ON CONFLICT (merchant_id, vendor_code, tx_id) DO NOTHING RETURNING id INTO wallet_tx_id;
  IF wallet_tx_id IS NULL THEN
    RAISE EXCEPTION 'seamless debit: txId claimed' USING ERRCODE = 'WL001';
  END IF;
  available_minor := main_available - p_amount;
  RETURN NEXT;
END $$;

CREATE OR REPLACE FUNCTION seamless_credit(
  p_merchant bigint, p_vendor text, p_tx_id text, p_member bigint, p_currency text,
  p_round text, p_game text, p_bet_tx_id text, p_amount bigint, p_call_hash bytea,
  p_closed boolean, p_main bigint, p_house bigint, p_key text, p_transfer_hash bytea,
  p_metadata jsonb
) RETURNS TABLE (wallet_tx_id bigint, available_minor bigint) LANGUAGE plpgsql AS $$
DECLARE
  bet_id bigint;
  bet_kind text;
  bet_member bigint;
  bet_state text;
  bet_round text;
  claimed boolean;
  main_play boolean;
  main_available bigint;
  accounts_match boolean;
  moved_id bigint;
BEGIN
  -- The bet (locked) and the txId's claim: two reads, one statement.
  SELECT b.id, b.kind, b.member_id, b.state, b.round_id,
         EXISTS (SELECT 1 FROM vendor_wallet_txs w
                  WHERE w.merchant_id = p_merchant AND w.vendor_code = p_vendor
                    AND w.tx_id = p_tx_id)
    INTO bet_id, bet_kind, bet_member, bet_state, bet_round, claimed
    FROM vendor_wallet_txs b
   WHERE b.merchant_id = p_merchant AND b.vendor_code = p_vendor AND b.tx_id = p_bet_tx_id
     FOR UPDATE OF b;
  IF NOT FOUND OR claimed OR bet_kind <> 'debit' OR bet_member <> p_member
     OR bet_state = 'rolled_back' OR bet_round <> p_round THEN
    RETURN;
  END IF;
  INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency)
  VALUES (p_merchant, p_member, p_vendor, p_round, p_game, p_currency)
  ON CONFLICT (merchant_id, vendor_code, member_id, round_id) DO UPDATE
     SET payout_minor = bet_rounds.payout_minor + p_amount,
         status = CASE WHEN p_closed THEN 'settled' ELSE bet_rounds.status END,
         settled_at = CASE WHEN p_closed THEN now() ELSE bet_rounds.settled_at END;
  -- The member's main account (locked) and the house sub-account, read together.
  SELECT m.play_money, m.balance_minor - m.pending_debit_minor,
         m.merchant_id = h.merchant_id AND m.currency = p_currency AND h.currency = p_currency
           AND m.play_money = h.play_money
    INTO main_play, main_available, accounts_match
    FROM ledger_accounts m, ledger_accounts h
   WHERE m.id = p_main AND m.member_id = p_member AND h.id = p_house AND h.member_id IS NULL
     FOR UPDATE OF m;
  IF NOT FOUND OR NOT coalesce(accounts_match, false) THEN
    RAISE EXCEPTION 'seamless credit: accounts do not match' USING ERRCODE = 'WL001';
  END IF;
  IF p_amount > 0 THEN
    INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount_minor,
      currency, play_money, code, reference, idempotency_key, request_hash, metadata)
    VALUES ('posted', p_house, p_main, p_amount, p_currency, main_play, 'BET_PAYOUT',
      p_round, p_key, p_transfer_hash, p_metadata)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO moved_id;
    IF moved_id IS NULL THEN
      RAISE EXCEPTION 'seamless credit: key used' USING ERRCODE = 'WL001';
    END IF;
  END IF;
  UPDATE vendor_wallet_txs SET state = 'settled', settled_by = COALESCE(settled_by, p_tx_id)
   WHERE id = bet_id AND state = 'open';
  INSERT INTO vendor_wallet_txs (merchant_id, vendor_code, tx_id, kind, member_id, currency,
    round_id, game_code, bet_tx_id, amount_minor, request_hash, state, transfer_id)
  VALUES (p_merchant, p_vendor, p_tx_id, 'credit', p_member, p_currency, p_round, p_game,
    p_bet_tx_id, p_amount, p_call_hash, NULL, moved_id)
  ON CONFLICT (merchant_id, vendor_code, tx_id) DO NOTHING RETURNING id INTO wallet_tx_id;
  IF wallet_tx_id IS NULL THEN
    RAISE EXCEPTION 'seamless credit: txId claimed' USING ERRCODE = 'WL001';
  END IF;
  available_minor := main_available + coalesce(p_amount, 0);
  RETURN NEXT;
END $$;

-- bet_rounds' foreign keys, for the reasons migration 1013 dropped vendor_wallet_txs': a check is
-- one more query per inserted round and a KEY SHARE lock on the merchant's and the member's rows.
-- Every writer already holds both: seamless_debit writes a round only after reading the
-- member's token (whose merchant and member rows it joins and checks), seamless_credit only for
-- the bet it has just read and locked (same merchant and member); the application's path
-- (bet-round-store.ts) writes from the vendor integration's merchant and a member it has just
-- read. Merchants and members are never deleted.
ALTER TABLE bet_rounds
  DROP CONSTRAINT bet_rounds_member_id_fkey,
  DROP CONSTRAINT bet_rounds_merchant_id_fkey;
