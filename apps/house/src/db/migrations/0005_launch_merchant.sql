-- The platform's merchant (operator) a game was launched for, from its signed launch: the
-- lottery plays that merchant's payout table (ADR 0040). NULL for launches that named none
-- (older platforms, the house's own demo links): those play the default tables.
ALTER TABLE house.launches ADD COLUMN merchant_code text;
ALTER TABLE house.sessions ADD COLUMN merchant_code text;
