-- The retention offer (decision 0109): a customer turning automatic renewal off may keep the
-- plan at a percentage off its next renewal. Accepting keeps renewal on and writes a one-time
-- renewal discount here; the renewal that pays applies it and marks it consumed, so it is
-- applied exactly once.

CREATE TABLE retention_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  percent_off integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  accepted_at timestamptz NOT NULL,
  -- The renewal it applies to: the paid-through date when it was accepted (a pause taken
  -- afterwards moves the renewal, and the discount with it).
  renewal_at timestamptz NOT NULL,
  -- Set by the renewal that applied it, with that renewal's invoice.
  consumed_at timestamptz,
  invoice_id uuid REFERENCES invoices (id),
  CHECK ((consumed_at IS NULL) = (invoice_id IS NULL))
);
-- One discount waiting per subscription: accepting twice records it once.
CREATE UNIQUE INDEX retention_offers_pending_idx ON retention_offers (subscription_id)
  WHERE consumed_at IS NULL;
CREATE INDEX retention_offers_history_idx ON retention_offers (subscription_id, accepted_at);

-- What the customer chose after giving their reason may now be the offer.
ALTER TABLE renewal_off_answers DROP CONSTRAINT renewal_off_answers_outcome_check;
ALTER TABLE renewal_off_answers ADD CONSTRAINT renewal_off_answers_outcome_check
  CHECK (outcome IN ('paused', 'renewal_off', 'retention_offer'));
