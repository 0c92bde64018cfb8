-- Invitation codes (ADR 0026): an agent keeps several codes, each with the terms a newcomer who
-- registers with it inherits: the account type (agent or player) and, for agents, contract
-- offers proposed on registration. A disabled code no longer registers anybody; the members a
-- code brought in point at it, which gives the count per code.

CREATE TABLE agent_invite_codes (
  id           bigserial PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  agent_id     bigint NOT NULL REFERENCES members(id),
  code         text NOT NULL CHECK (code ~ '^[A-Za-z0-9]{4,32}$'),
  account_type text NOT NULL CHECK (account_type IN ('agent', 'player')),
  -- [{kind, period, tiers: [{ratioBps, minTurnoverMinor, minLossMinor, minActiveMembers}]}]
  offers       jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(offers) = 'array'),
  note         text CHECK (char_length(note) <= 64),
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  -- The code came from the member's single affiliate code of before (kept in step below).
  legacy       boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  changed_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (account_type = 'agent' OR offers = '[]'::jsonb)
);
-- A code names one agent of a merchant, in any letter case (registration looks it up so).
CREATE UNIQUE INDEX agent_invite_codes_merchant_code
  ON agent_invite_codes (merchant_id, upper(code));
CREATE INDEX agent_invite_codes_agent ON agent_invite_codes (agent_id, id);

ALTER TABLE members ADD COLUMN invite_code_id bigint REFERENCES agent_invite_codes(id);
CREATE INDEX members_invite_code ON members (invite_code_id) WHERE invite_code_id IS NOT NULL;

-- The old single code (members.affiliate_code, set by the seed, imports or an operator) keeps
-- working: whenever an agent's affiliate_code is set it is also an invitation code for players.
-- A code another agent already holds fails on the unique index, as the old column did.
CREATE FUNCTION members_affiliate_code_to_invite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.affiliate_code IS NOT NULL AND NEW.type IN (1, 2, 41, 42) AND NOT EXISTS (
    SELECT 1 FROM agent_invite_codes
     WHERE merchant_id = NEW.merchant_id AND agent_id = NEW.id
       AND upper(code) = upper(NEW.affiliate_code)
  ) THEN
    INSERT INTO agent_invite_codes (merchant_id, agent_id, code, account_type, legacy, created_at)
    VALUES (NEW.merchant_id, NEW.id, NEW.affiliate_code, 'player', true, now());
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER members_affiliate_code_invite
  AFTER INSERT OR UPDATE OF affiliate_code, type ON members
  FOR EACH ROW EXECUTE FUNCTION members_affiliate_code_to_invite();

-- Move the codes that exist.
INSERT INTO agent_invite_codes (merchant_id, agent_id, code, account_type, legacy, created_at)
SELECT merchant_id, id, affiliate_code, 'player', true, created_at
  FROM members
 WHERE affiliate_code IS NOT NULL AND type IN (1, 2, 41, 42);
