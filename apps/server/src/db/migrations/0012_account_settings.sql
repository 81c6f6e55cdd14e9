-- Account settings: confirming a change of email by a link to the new address, and account
-- deletion with a grace period (decisions 0042 and 0043).

-- An email-change link carries the address it confirms; a sign-in link never has one.
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('sign_in', 'verify_signup', 'change_email'));
ALTER TABLE one_time_tokens ADD COLUMN new_email text;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_new_email_check
  CHECK ((purpose = 'change_email') = (new_email IS NOT NULL));

-- An erased account keeps its row (invoices and the ledger point at it) without personal data.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

CREATE TABLE account_deletions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'cancelled', 'completed')),
  requested_at timestamptz NOT NULL,
  completes_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  completed_at timestamptz,
  -- Subscriptions whose automatic renewal the request turned off: cancelling the request
  -- turns them back on.
  stopped_renewals text[] NOT NULL DEFAULT '{}',
  -- The "account deleted" email: the one outbox row still holding the erased address,
  -- removed once it has been delivered.
  farewell_email_id uuid
);
-- At most one live request per account.
CREATE UNIQUE INDEX account_deletions_pending_idx ON account_deletions (user_id) WHERE status = 'pending';
CREATE INDEX account_deletions_due_idx ON account_deletions (completes_at) WHERE status = 'pending';
