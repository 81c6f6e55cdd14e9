-- Renewal and trial reminders (decision 0101): the billing run emails a customer before a
-- charge that autobill will make. One row per subscription and billing period, written in the
-- transaction that queues the email, so each period is reminded once however often runs
-- repeat or overlap. A new period (a renewal, a plan change) has a new end and a new reminder.

CREATE TABLE renewal_reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  -- The end of the period the reminder announced the charge for.
  period_end timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('renewal', 'trial_conversion')),
  -- What the email said would be charged, as it was priced when sent.
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency char(3) NOT NULL,
  sent_at timestamptz NOT NULL,
  UNIQUE (subscription_id, period_end)
);
