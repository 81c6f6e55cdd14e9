-- Provider webhooks (decision 0084) and disputes (decision 0085).

-- Each provider event is processed once: its id is inserted in the transaction that applies
-- its effects, so a replay finds it and does nothing, and a failure leaves no trace.
CREATE TABLE provider_webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  -- The storefront the event concerned, once a handler found it in Burrow's records.
  tenant_id text REFERENCES tenants (id),
  -- When the provider created the event (its own clock), and when Burrow took it.
  created_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  processed_at timestamptz NOT NULL,
  -- What the handler did ('applied', 'ignored', …), for whoever reads the table later.
  outcome text NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- A dispute (chargeback) of a charge Burrow recorded: open until the provider closes it won
-- or lost. A dispute only ever moves from open to closed, so a stale event cannot undo it.
CREATE TABLE payment_disputes (
  provider text NOT NULL,
  dispute_id text NOT NULL,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
  charge_id text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency char(3) NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'won', 'lost')),
  -- The revoked_at this dispute gave its subscription (access suspended), and whether
  -- autobill was on then: what winning the dispute restores.
  suspended_at timestamptz,
  autobill_was_enabled boolean,
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  PRIMARY KEY (provider, dispute_id)
);
CREATE INDEX payment_disputes_subscription_idx ON payment_disputes (subscription_id)
  WHERE status = 'open';

-- Money a dispute took and money a won dispute gave back are movements of their own.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check
  CHECK (kind IN ('charge', 'refund', 'charge_failed', 'dispute', 'dispute_reversal'));

-- Webhooks name a charge or a payment method by the provider's id.
CREATE INDEX invoices_charge_idx ON invoices (charge_id) WHERE charge_id IS NOT NULL;
CREATE INDEX ledger_entries_gateway_reference_idx ON ledger_entries (gateway_reference)
  WHERE gateway_reference IS NOT NULL;
CREATE INDEX payment_methods_token_idx ON payment_methods (token);

-- When the provider last changed the card's details (the event's time): an older update
-- arriving late never overwrites a newer one.
ALTER TABLE payment_methods ADD COLUMN provider_updated_at timestamptz;

-- A checkout payment the provider told us about before (or without) the buyer's checkout:
-- written down with no purchase yet, so the sweep gives it back unless the buyer's
-- checkout claims it first (decision 0084).
ALTER TABLE checkout_payments ALTER COLUMN purchase_hash DROP NOT NULL;
