-- Contact-form messages (decision 0099): what a visitor or customer wrote to support, kept so
-- the operator console can show it on the customer's timeline. The email to the support
-- address and the acknowledgement to the sender go through the outbox in the same
-- transaction. A signed-in sender's account is linked; a signed-out one is known by the
-- address they gave.

CREATE TABLE support_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  -- Null for a visitor who was not signed in, and once the account is deleted.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  topic text NOT NULL CHECK (topic IN ('billing', 'technical', 'account', 'refund', 'other')),
  message text NOT NULL,
  -- The language the acknowledgement was written in (a site prefix).
  locale text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX support_messages_user_idx ON support_messages (user_id, received_at);
CREATE INDEX support_messages_tenant_idx ON support_messages (tenant_id, received_at);
