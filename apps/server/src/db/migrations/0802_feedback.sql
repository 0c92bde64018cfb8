-- Member feedback (issue 12, ADR 0034): a question type and content from a member, one
-- reply from an operator, then closed. The content is stored as sanitised plain text.

CREATE TABLE feedback (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  question_type  text NOT NULL CHECK (question_type ~ '^[a-z][a-z_]{1,31}$'),
  content        text NOT NULL CHECK (length(content) BETWEEN 1 AND 1000),
  status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'replied', 'closed')),
  reply          text CHECK (length(reply) BETWEEN 1 AND 2000),
  replied_by     bigint REFERENCES operators(id),
  replied_at     timestamptz,
  closed_at      timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((reply IS NULL) = (replied_at IS NULL))
);
-- The member's own list, newest first; the operators' queue by status.
CREATE INDEX feedback_member ON feedback (member_id, created_at DESC);
CREATE INDEX feedback_queue ON feedback (merchant_id, status, created_at DESC);
