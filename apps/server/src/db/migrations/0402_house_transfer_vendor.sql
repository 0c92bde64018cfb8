-- The house games vendor also integrates in transfer-wallet mode (vendor HOUSECLUB): its
-- adapter (providers/vendors/house-transfer-adapter.ts) moves money into the house's own book.
ALTER TABLE vendor_integrations DROP CONSTRAINT vendor_integrations_adapter_check;
ALTER TABLE vendor_integrations ADD CONSTRAINT vendor_integrations_adapter_check
  CHECK (adapter IN ('house', 'house_transfer', 'local_transfer'));
