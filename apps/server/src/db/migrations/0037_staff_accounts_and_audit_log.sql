-- The operator console's people (decisions 0113 and 0114): staff accounts apart from
-- customers, their sessions, and the audit log of everything they do.

CREATE TABLE staff_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Staff work across every storefront: one account per person, not per tenant.
  email text NOT NULL UNIQUE,
  -- Argon2id, the same hasher customers' passwords use.
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('support', 'finance', 'admin')),
  -- The RFC 6238 shared secret (base32): the server must read it to check a code.
  totp_secret text NOT NULL,
  -- The newest 30-second step a code was accepted for: a code is good once.
  totp_last_step bigint,
  created_at timestamptz NOT NULL,
  disabled_at timestamptz
);

-- Ten per account, printed once; only their SHA-256 is kept. Each signs in once.
CREATE TABLE staff_recovery_codes (
  staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  user_agent text
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- Append-only: who did what to which customer, when and why, with the state before and
-- after. No code path updates or deletes a row, and the trigger below refuses it anyway.
-- customer_id is no foreign key: the record outlives whatever it names.
CREATE TABLE staff_audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order entries were written in, for entries of the same moment.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  occurred_at timestamptz NOT NULL,
  -- Staff accounts are disabled, never deleted, so every entry keeps its author.
  staff_id uuid NOT NULL REFERENCES staff_accounts (id),
  action text NOT NULL,
  customer_id uuid,
  target text,
  before jsonb,
  after jsonb,
  reason text,
  request_id text NOT NULL
);
CREATE INDEX staff_audit_log_occurred_idx ON staff_audit_log (occurred_at DESC, seq DESC);
CREATE INDEX staff_audit_log_customer_idx ON staff_audit_log (customer_id, occurred_at DESC, seq DESC)
  WHERE customer_id IS NOT NULL;

CREATE FUNCTION staff_audit_log_is_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP;
END;
$$;

CREATE TRIGGER staff_audit_log_append_only
  BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_is_append_only();

CREATE TRIGGER staff_audit_log_no_truncate
  BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_is_append_only();
