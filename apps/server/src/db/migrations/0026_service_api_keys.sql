-- Service API keys (decision 0090): how a storefront's back office (the VPN's own servers)
-- calls /api/service/v1. The secret is shown once at creation; only its SHA-256 hash is
-- kept, beside a short visible prefix that tells keys apart in lists and logs.
CREATE TABLE service_api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- e.g. 'bk_live_3fT9xQ2a': the mode and the first characters of the secret.
  visible_prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- Written at most once a minute per key, not on every request.
  last_used_at timestamptz
);
CREATE INDEX service_api_keys_tenant_idx ON service_api_keys (tenant_id, created_at);
