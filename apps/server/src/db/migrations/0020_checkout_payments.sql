-- A checkout's payment is written down before it is captured (decision 0072), as a charge of
-- a saved method is in pending_charges: a capture that a crash leaves unrecorded is then
-- found again. The buyer's retry records it (any attempt id, same purchase), or the billing
-- run's sweep gives it back once nobody came for it. One row per payment intent: an intent
-- pays for one purchase, and its row is also what a retry replays the purchase's answer from.
CREATE TABLE checkout_payments (
  tenant_id text NOT NULL REFERENCES tenants (id),
  payment_intent_id text NOT NULL,
  -- The purchase's fingerprint without its attempt id: a retry of the same purchase matches.
  purchase_hash text NOT NULL,
  -- The signed-in buyer, or NULL for a signed-out checkout (which creates the account).
  buyer_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  amount_minor bigint NOT NULL,
  currency char(3) NOT NULL,
  -- Who may capture and record it now: a server process (its instance id) and a lease.
  holder text,
  lock_token uuid,
  locked_until timestamptz,
  -- Set (and committed) before a refund is asked for: from then on it is never recorded.
  refunding boolean NOT NULL DEFAULT false,
  settlement text CHECK (settlement IN ('recorded', 'refunded', 'released')),
  settled_at timestamptz,
  -- What the recorded purchase answered, and whose it is: a retry is answered the same.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, payment_intent_id),
  CHECK ((settlement IS NULL) = (settled_at IS NULL))
);
CREATE INDEX checkout_payments_unsettled_idx ON checkout_payments (created_at) WHERE settled_at IS NULL;

-- The server process that claimed an attempt: a claim of a process known to be gone is
-- taken over at once instead of waiting for the claim to go stale.
ALTER TABLE checkout_attempts ADD COLUMN holder text;
