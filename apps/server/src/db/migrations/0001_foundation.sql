-- Foundation: tenants, identity, email outbox, rate limits, catalogue basics and the
-- subscriptions read model. Every tenant-owned row carries tenant_id.

CREATE TABLE tenants (
  id text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO tenants (id, name) VALUES ('burrow', 'Burrow');

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  email text NOT NULL,
  password_hash text,
  email_verified_at timestamptz,
  locale text NOT NULL DEFAULT 'en',
  country text,
  business_customer boolean NOT NULL DEFAULT false,
  -- 'volume' = the newer business billing system, 'legacy' = seat licences.
  business_billing text CHECK (business_billing IN ('volume', 'legacy')),
  free_trial_status text,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (tenant_id, email)
);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('sign_in', 'verify_signup')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id);

CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

CREATE TABLE outbox_emails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  created_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_emails_pending_idx ON outbox_emails (next_attempt_at) WHERE sent_at IS NULL;

CREATE TABLE products (
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES tenants (id),
  kind text NOT NULL CHECK (kind IN ('vpn', 'addon', 'perk')),
  name text NOT NULL,
  tier text CHECK (tier IN ('TIER_BASIC', 'TIER_VIP', 'TIER_PREMIUM')),
  addon_type text,
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE product_entitlements (
  tenant_id text NOT NULL,
  product_id text NOT NULL,
  entitlement_id text NOT NULL,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('product', 'feature')),
  PRIMARY KEY (tenant_id, product_id, entitlement_id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id)
);

CREATE TABLE prices (
  id text NOT NULL,
  tenant_id text NOT NULL,
  product_id text NOT NULL,
  billing_cycle_months integer NOT NULL CHECK (billing_cycle_months > 0),
  currency char(3) NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  renewal_amount_minor bigint NOT NULL CHECK (renewal_amount_minor >= 0),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id)
);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  price_id text NOT NULL,
  type text NOT NULL DEFAULT 'standard',
  status text NOT NULL CHECK (status IN ('future', 'in_trial', 'active', 'non_renewing', 'paused', 'cancelled')),
  revoked_at timestamptz,
  -- Who bills it: Burrow's own engine, or a store/partner that reports to us.
  billing_system text NOT NULL CHECK (billing_system IN ('burrow', 'legacy', 'app_store', 'play_store', 'partner')),
  auto_billing_enabled boolean NOT NULL,
  supports_autobill boolean NOT NULL,
  auto_bill_failed_on timestamptz,
  manual_renew_allowed boolean NOT NULL DEFAULT false,
  payment_method text NOT NULL,
  card_brand text,
  card_last4 text,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  purchased_at timestamptz NOT NULL,
  setup_link_token text UNIQUE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, price_id) REFERENCES prices (tenant_id, id)
);
CREATE INDEX subscriptions_user_idx ON subscriptions (tenant_id, user_id);

CREATE TABLE subscription_addons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'NON_RENEWING', 'CANCELLED')),
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id)
);
CREATE INDEX subscription_addons_subscription_idx ON subscription_addons (subscription_id);

CREATE TABLE licenses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('active', 'revoked', 'unassigned')),
  assigned_email text,
  created_at timestamptz NOT NULL
);
CREATE INDEX licenses_subscription_idx ON licenses (subscription_id);

CREATE TABLE router_coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  code text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE holiday_esims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  data_gb integer NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  number text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'payment_due', 'refunded', 'voided')),
  currency char(3) NOT NULL,
  subtotal_minor bigint NOT NULL,
  tax_minor bigint NOT NULL,
  total_minor bigint NOT NULL,
  period_start timestamptz,
  period_end timestamptz,
  issued_at timestamptz NOT NULL,
  paid_at timestamptz,
  UNIQUE (tenant_id, number),
  CHECK (total_minor = subtotal_minor + tax_minor)
);
CREATE INDEX invoices_user_idx ON invoices (tenant_id, user_id);

CREATE TABLE invoice_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  description text NOT NULL,
  amount_minor bigint NOT NULL,
  position integer NOT NULL
);
