-- Account pages: DNS settings (decision 0052), device activation (decision 0053) and the
-- customer's own retries of a failed renewal (decision 0055).

-- One row per customer, created on their first change; no row reads as the defaults.
-- authorized_ip is the canonical text form of a public IPv4 or IPv6 address (the domain's
-- ip-address rules decide what may be stored); hostname a lower-case DNS name.
CREATE TABLE dns_settings (
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  auto_auth_enabled boolean NOT NULL DEFAULT false,
  authorized_ip text,
  ip_authorized_at timestamptz,
  hostname text,
  hostname_updated_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, user_id),
  CHECK ((authorized_ip IS NULL) = (ip_authorized_at IS NULL)),
  CHECK ((hostname IS NULL) = (hostname_updated_at IS NULL))
);

-- A code a customer types into a VPN app to connect it to one subscription. Only its hash is
-- kept; it works once, until it expires, and a newer code for the subscription replaces it.
CREATE TABLE device_activation_codes (
  code_hash text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  replaced_at timestamptz
);
CREATE INDEX device_activation_codes_subscription_idx ON device_activation_codes (subscription_id);

-- A device an activation code connected. The app holds a credential whose hash is kept
-- here; removing the device deletes the row, so the credential stops working.
CREATE TABLE devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  name text NOT NULL,
  platform text NOT NULL
    CHECK (platform IN ('windows', 'mac', 'ios', 'android', 'linux', 'router', 'other')),
  credential_hash text NOT NULL UNIQUE,
  activated_at timestamptz NOT NULL,
  renamed_at timestamptz
);
CREATE INDEX devices_subscription_idx ON devices (subscription_id);

-- Retries the customer starts (pay now, a replaced card) are counted apart from the dunning
-- schedule's: they never use up its retries, and each needs a gateway idempotency key of
-- its own.
ALTER TABLE subscriptions ADD COLUMN customer_retry_attempts integer NOT NULL DEFAULT 0;
