-- Every switch of a subscription's automatic renewal, by whom (decision 0121): the customer's
-- own toggle and renewal-off flow, or a staff member from the operator console. The current
-- flag stays on subscriptions; this is its history, which the customer timeline reads.
CREATE TABLE autobill_switches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  switched_by text NOT NULL CHECK (switched_by IN ('customer', 'staff')),
  -- Staff accounts are disabled, never deleted, so the author stays named.
  staff_id uuid REFERENCES staff_accounts (id),
  switched_at timestamptz NOT NULL,
  CHECK ((switched_by = 'staff') = (staff_id IS NOT NULL))
);
CREATE INDEX autobill_switches_user_idx ON autobill_switches (user_id, switched_at);

-- A staff member may end a paused plan now (decision 0121): its open pause ends with it.
ALTER TABLE subscription_pauses DROP CONSTRAINT subscription_pauses_ended_by_check;
ALTER TABLE subscription_pauses
  ADD CONSTRAINT subscription_pauses_ended_by_check CHECK (ended_by IN ('customer', 'schedule', 'staff'));

-- Staff actions are idempotent on the key their audit entry keeps (decision 0121).
CREATE INDEX staff_audit_log_idempotency_idx ON staff_audit_log (action, (after->>'idempotency_key'))
  WHERE after ? 'idempotency_key';
