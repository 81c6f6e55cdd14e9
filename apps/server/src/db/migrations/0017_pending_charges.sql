-- Charges of saved payment sources (renewals, plan changes, seat purchases) are written down
-- before the gateway is asked (decision 0064). A charge that a crash or a lost answer leaves
-- unrecorded is then found and settled: recorded by its owner's retry, or refunded by the
-- billing run. The lock is a lease: whoever holds it may call the gateway and settle the row.
CREATE TABLE pending_charges (
  idempotency_key text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  -- The operation's own key (its ledger entry's); the gateway key adds a suffix when an
  -- operation is charged again after an earlier charge of it was refunded.
  operation_key text NOT NULL,
  source_token text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  description text NOT NULL,
  -- Set (and committed) before a refund is asked for: from then on the charge is never
  -- recorded as paid, only refunded, whoever finishes it.
  refunding boolean NOT NULL DEFAULT false,
  lock_token uuid,
  locked_until timestamptz,
  settlement text CHECK (settlement IN ('recorded', 'failed', 'refunded')),
  settled_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((settlement IS NULL) = (settled_at IS NULL))
);
CREATE INDEX pending_charges_unsettled_idx ON pending_charges (created_at) WHERE settled_at IS NULL;
CREATE INDEX pending_charges_operation_idx ON pending_charges (tenant_id, operation_key);
