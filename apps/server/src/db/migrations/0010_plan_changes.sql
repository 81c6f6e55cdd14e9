-- The v2 checkout: one row per confirmed change to a live subscription. The attempt id is
-- the client's idempotency key; the stored quote is what the customer agreed to pay, so a
-- resumed or repaid attempt charges exactly that and never re-prices.
CREATE TABLE plan_change_attempts (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  request_hash text NOT NULL,
  quote jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('in_progress', 'succeeded', 'requires_payment', 'requires_action', 'payment_failed')),
  failure_reason text,
  payment_intent_id text,
  invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX plan_change_attempts_subscription_idx ON plan_change_attempts (subscription_id);
