-- Invitations to the operator console (decision 0122): an admin invites a person by email,
-- the link sets their password and shows their TOTP secret once. Only the token's HMAC is
-- kept; an invitation is good once and until it expires.

CREATE TABLE staff_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('support', 'finance', 'admin')),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid NOT NULL REFERENCES staff_accounts (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  -- The account the acceptance created.
  staff_id uuid REFERENCES staff_accounts (id)
);
CREATE INDEX staff_invitations_open_idx ON staff_invitations (email) WHERE accepted_at IS NULL;
