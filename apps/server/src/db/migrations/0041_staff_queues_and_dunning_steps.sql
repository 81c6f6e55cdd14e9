-- The operator console's work queues and the dunning schedule's history (decision 0123).

-- What the provider says of a dispute, kept up to date by each `charge.dispute.*` event:
-- its reason, its own status (needs_response, under_review, …) and when evidence is due.
-- Disputes recorded before this migration keep these empty: nothing is back-filled.
ALTER TABLE payment_disputes
  ADD COLUMN reason text,
  ADD COLUMN provider_status text,
  ADD COLUMN evidence_due_by timestamptz,
  ADD COLUMN updated_at timestamptz;
CREATE INDEX payment_disputes_queue_idx ON payment_disputes (status, evidence_due_by, opened_at DESC);

-- Each step the billing run takes on a failed renewal, written in the transaction of the
-- step itself: the grace period entered, a retry scheduled, a retry's outcome (the
-- schedule's or the customer's), the plan ended unpaid. Append-only: nothing updates a
-- row, and the trigger refuses it. Rows go with their customer (erasure deletes nothing
-- here: the account row stays).
CREATE TABLE dunning_steps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order steps were written in, for steps of the same moment.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN (
    'grace_entered', 'retry_scheduled', 'retry_failed', 'retry_succeeded', 'ended_unpaid')),
  -- Which retry of the schedule (1 = the first after the failed renewal); null for the
  -- grace period and the end.
  attempt integer,
  -- Who started a retry: the schedule, or the customer (pay now, a new card).
  initiated_by text CHECK (initiated_by IN ('schedule', 'customer')),
  -- A failed attempt's decline reason.
  failure_reason text,
  -- When the scheduled retry will run.
  retry_at timestamptz,
  -- When the grace period ends (the plan ends unpaid then).
  grace_ends_at timestamptz,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX dunning_steps_user_idx ON dunning_steps (user_id, occurred_at DESC, seq DESC);

CREATE FUNCTION dunning_steps_are_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'dunning_steps is append-only: % refused', TG_OP;
END;
$$;

CREATE TRIGGER dunning_steps_append_only
  BEFORE UPDATE ON dunning_steps
  FOR EACH ROW EXECUTE FUNCTION dunning_steps_are_append_only();

-- The queues read live rows only.
CREATE INDEX subscriptions_dunning_queue_idx ON subscriptions (auto_bill_failed_on)
  WHERE auto_bill_failed_on IS NOT NULL;
CREATE INDEX account_deletions_queue_idx ON account_deletions (status, completes_at);
