-- The house account split into sub-accounts (ADR 0011). Every stake, win and rollback of a
-- merchant used to update one house row, so concurrent bets queued on its lock until each
-- commit. Sub-account 0 is the house account as it was (operator adjustments still use it);
-- 1..63 open lazily and take the seamless wallet's movements by a hash of member and round.
-- The house's balance is the sum of its sub-accounts; each is a system account and may go
-- negative exactly as the house could. Every other kind keeps one row (sub_account 0).
ALTER TABLE ledger_accounts ADD COLUMN sub_account smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_sub_account
  CHECK (sub_account = 0 OR (kind = 'house' AND sub_account BETWEEN 1 AND 63));

DROP INDEX ledger_accounts_system;
CREATE UNIQUE INDEX ledger_accounts_system
  ON ledger_accounts (merchant_id, kind, currency, play_money, sub_account) WHERE member_id IS NULL;

-- The seamless wallet's common calls in one statement (ADR 0011): a debit, and a credit that
-- names its bet, each with every row it writes, in the order the application's transaction
-- writes them (round, money, claim). They do only the ordinary case. What can be seen before
-- writing anything (the txId claimed already, short funds, a bet that cannot be paid) answers
-- no row; what shows only later (a race) raises WL001, which undoes the whole statement. Either
-- way the application then runs its full transaction, which gives the exact answer. Several
-- calls may share one statement (group commit): answering no row leaves the others intact.
-- Transfers still go through ledger_transfers, so the ledger's triggers apply the balances
-- and every backstop holds.
-- A debit's player token is checked here too (genuine for this vendor and member, not expired
-- at p_now, the member active and not a trial, the token's currency), so that the ordinary
-- debit costs no other round trip; any doubt answers no row and the application checks it.
CREATE FUNCTION seamless_debit(
  p_merchant bigint, p_vendor text, p_tx_id text, p_member bigint, p_currency text,
  p_round text, p_game text, p_token_hash bytea, p_now timestamptz, p_amount bigint,
  p_call_hash bytea, p_main bigint, p_house bigint, p_key text, p_transfer_hash bytea,
  p_metadata jsonb
) RETURNS TABLE (wallet_tx_id bigint, available_minor bigint) LANGUAGE plpgsql AS $$
DECLARE
  main ledger_accounts%ROWTYPE;
  house ledger_accounts%ROWTYPE;
  moved_id bigint;
  p_game_type text;
BEGIN
  SELECT t.game_type INTO p_game_type
    FROM vendor_player_tokens t JOIN members u ON u.id = t.member_id
   WHERE t.token_hash = p_token_hash AND t.merchant_id = p_merchant AND t.vendor_code = p_vendor
     AND t.member_id = p_member AND t.expires_at > p_now AND t.currency = p_currency
     AND u.status = 'active' AND u.type <> 4;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM 1 FROM vendor_wallet_txs
    WHERE merchant_id = p_merchant AND vendor_code = p_vendor AND tx_id = p_tx_id;
  IF FOUND THEN RETURN; END IF;
  PERFORM 1 FROM ledger_accounts
    WHERE id = p_main AND balance_minor - pending_debit_minor >= p_amount;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type,
                          currency, stake_minor)
  VALUES (p_merchant, p_member, p_vendor, p_round, p_game, p_game_type, p_currency, p_amount)
  ON CONFLICT (merchant_id, vendor_code, member_id, round_id) DO UPDATE
    SET stake_minor = bet_rounds.stake_minor + EXCLUDED.stake_minor,
        game_type = COALESCE(bet_rounds.game_type, EXCLUDED.game_type),
        status = 'open', settled_at = NULL;
  SELECT * INTO main FROM ledger_accounts
   WHERE id = p_main AND member_id = p_member FOR UPDATE;
  SELECT * INTO house FROM ledger_accounts WHERE id = p_house AND member_id IS NULL;
  IF main.id IS NULL OR house.id IS NULL OR main.merchant_id <> house.merchant_id
     OR main.currency <> p_currency OR house.currency <> p_currency
     OR main.play_money <> house.play_money
     OR main.balance_minor - main.pending_debit_minor < p_amount THEN
    RAISE EXCEPTION 'seamless debit: not the ordinary case' USING ERRCODE = 'WL001';
  END IF;
  INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount_minor, currency,
    play_money, code, reference, idempotency_key, request_hash, metadata)
  VALUES ('posted', p_main, p_house, p_amount, p_currency, main.play_money, 'BET_STAKE', p_round,
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
  available_minor := main.balance_minor - main.pending_debit_minor - p_amount;
  RETURN NEXT;
END $$;

CREATE FUNCTION seamless_credit(
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
     OR bet.state = 'rolled_back' THEN
    RETURN;
  END IF;
  UPDATE bet_rounds
     SET payout_minor = payout_minor + p_amount,
         status = CASE WHEN p_closed THEN 'settled' ELSE status END,
         settled_at = CASE WHEN p_closed THEN now() ELSE settled_at END
   WHERE merchant_id = p_merchant AND vendor_code = p_vendor AND member_id = p_member
     AND round_id = p_round;
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
