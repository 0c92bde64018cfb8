-- The platform inbox (issue 12): a message is written once and delivered to the members its
-- audience named at the moment it was sent (fan-out on send, so a member who joins a VIP level
-- or a team later does not receive older messages). Read and deleted marks are per delivery.

CREATE TABLE inbox_messages (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  -- 'operator' for messages written in /ops; otherwise the system event that produced it
  -- (withdrawal_approved, bonus_granted, contract_proposed, mission_completed, …).
  kind         text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]{1,39}$'),
  title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body         text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  -- Values the web app puts into the translated text of a system message.
  params       jsonb NOT NULL DEFAULT '{}',
  audience     text NOT NULL CHECK (audience IN ('all', 'vip', 'team', 'member')),
  audience_ref bigint,
  operator_id  bigint REFERENCES operators(id),
  -- A producer's own key: sending twice with it delivers once (retries, replays).
  dedupe_key   text CHECK (length(dedupe_key) <= 200),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX inbox_messages_dedupe ON inbox_messages (merchant_id, dedupe_key)
  WHERE dedupe_key IS NOT NULL;

CREATE TABLE inbox_deliveries (
  message_id  bigint NOT NULL REFERENCES inbox_messages(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  read_at     timestamptz,
  deleted_at  timestamptz,
  PRIMARY KEY (member_id, message_id)
);
-- The badge's count: unread, not deleted, by member.
CREATE INDEX inbox_deliveries_unread ON inbox_deliveries (member_id)
  WHERE read_at IS NULL AND deleted_at IS NULL;
