-- Turning automatic renewal off is a flow (decision 0102): the customer says why, may pause
-- the plan for one to three months instead, and only then confirms. A pause suspends access
-- and billing; the paid time left when it began is served after it, so the subscription's
-- current_period_end moves back by the time paused (set when it starts, shortened when the
-- customer resumes early).

CREATE TABLE subscription_pauses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  months integer NOT NULL CHECK (months BETWEEN 1 AND 3),
  started_at timestamptz NOT NULL,
  -- When it resumes by itself.
  resumes_at timestamptz NOT NULL,
  -- The paid-through date it had when it was paused.
  period_end_before timestamptz NOT NULL,
  reminder_sent_at timestamptz,
  ended_at timestamptz,
  ended_by text CHECK (ended_by IN ('customer', 'schedule')),
  CHECK (resumes_at > started_at),
  CHECK ((ended_at IS NULL) = (ended_by IS NULL))
);
-- One open pause per subscription.
CREATE UNIQUE INDEX subscription_pauses_open_idx ON subscription_pauses (subscription_id)
  WHERE ended_at IS NULL;
CREATE INDEX subscription_pauses_due_idx ON subscription_pauses (resumes_at)
  WHERE ended_at IS NULL;
CREATE INDEX subscription_pauses_history_idx ON subscription_pauses (subscription_id, started_at);

-- The latest answer to "why turn renewal off?", and what the customer chose after it.
CREATE TABLE renewal_off_answers (
  subscription_id uuid PRIMARY KEY REFERENCES subscriptions (id) ON DELETE CASCADE,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('too_expensive', 'not_using', 'technical_problems',
    'missing_features', 'switching_provider', 'temporary_need', 'other')),
  detail text CHECK (char_length(detail) <= 500),
  outcome text CHECK (outcome IN ('paused', 'renewal_off')),
  answered_at timestamptz NOT NULL,
  decided_at timestamptz
);
