-- Transfer-mode vendor moves whose vendor call got no answer stay held until the sweep asks
-- the vendor again (modules/vendor-wallet/recall-vendor-funds.ts); this finds them quickly.
CREATE INDEX ledger_transfers_wallet_holds
  ON ledger_transfers (created_at)
  WHERE kind = 'pending' AND code = 'WALLET_TRANSFER';
