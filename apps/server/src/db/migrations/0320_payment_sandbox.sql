-- The local sandbox payment gateway (providers/payment): a stand-in for a real gateway with
-- its own orders, pay page and signed callbacks. It keeps its state apart from the cashier's,
-- as a third party would.
CREATE TABLE sandbox_gateway_orders (
  id            text PRIMARY KEY CHECK (id ~ '^sbx_[A-Za-z0-9_-]{16,40}$'),
  order_no      text NOT NULL UNIQUE,
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  currency      text NOT NULL,
  callback_url  text NOT NULL,
  return_url    text NOT NULL,
  secret        text NOT NULL,
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'failed')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
