-- Self-service refund-and-revoke requests: carried out after a cooling-off period, during
-- which the customer may withdraw them (DELETE .../refund-revoke).
CREATE TABLE refund_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'completed', 'cancelled')),
  amount_minor bigint NOT NULL,
  currency char(3) NOT NULL,
  requested_at timestamptz NOT NULL,
  refund_at timestamptz NOT NULL,
  completed_at timestamptz
);
-- At most one live request per subscription.
CREATE UNIQUE INDEX refund_requests_pending_idx ON refund_requests (subscription_id) WHERE status = 'pending';
CREATE INDEX refund_requests_due_idx ON refund_requests (refund_at) WHERE status = 'pending';
