-- The billing engine: where a subscription is taxed, its dunning state, the billing run's
-- claims, reminders sent, the ledger of money movements, and the demo clock's offset.

ALTER TABLE subscriptions ADD COLUMN tax_country text;
ALTER TABLE subscriptions ADD COLUMN tax_region text;
ALTER TABLE subscriptions ADD COLUMN dunning_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN next_retry_at timestamptz;
-- A hard decline is not retried: the subscription waits for a new payment method.
ALTER TABLE subscriptions ADD COLUMN hard_declined boolean NOT NULL DEFAULT false;
ALTER TABLE subscriptions ADD COLUMN cancelled_at timestamptz;
ALTER TABLE subscriptions ADD COLUMN expiry_reminder_sent_for timestamptz;
-- A billing run's claim: the row is being worked on until the claim expires.
ALTER TABLE subscriptions ADD COLUMN billing_claim text;
ALTER TABLE subscriptions ADD COLUMN billing_claimed_until timestamptz;
CREATE INDEX subscriptions_billing_due_idx ON subscriptions (current_period_end)
  WHERE status IN ('active', 'non_renewing', 'in_trial');
CREATE INDEX subscriptions_retry_due_idx ON subscriptions (next_retry_at) WHERE next_retry_at IS NOT NULL;

CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('charge', 'refund', 'charge_failed')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency char(3) NOT NULL,
  gateway_reference text,
  failure_reason text,
  -- The operation that wrote it: a retried run cannot write the same movement twice.
  operation_key text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, operation_key)
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (tenant_id, user_id);

CREATE TABLE demo_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL
);
