-- Fulfilment requests (decision 0094): what Burrow sold but the VPN's own systems provide — a
-- dedicated IP address, a holiday eSIM's profile, an Aircove router coupon code. A request is
-- recorded when the customer asks (or buys), the back office completes it through the service
-- API, and the add-on's own row holds the result. Until then that row is "being set up": it
-- names the open request and its result columns are null.

CREATE TABLE fulfilment_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  kind text NOT NULL CHECK (kind IN ('dedicated_ip', 'esim', 'router_coupon')),
  state text NOT NULL CHECK (state IN ('requested', 'fulfilled', 'cancelled')),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  -- The dedicated IP add-on and the location the customer chose; null for a plan's perk.
  addon_id uuid REFERENCES subscription_addons (id) ON DELETE CASCADE,
  location text,
  -- What the back office sent to complete it (the service API's FulfilmentResult).
  result jsonb,
  requested_at timestamptz NOT NULL,
  fulfilled_at timestamptz,
  cancelled_at timestamptz,
  CHECK ((kind = 'dedicated_ip') = (addon_id IS NOT NULL AND location IS NOT NULL)),
  CHECK ((state = 'fulfilled') = (result IS NOT NULL AND fulfilled_at IS NOT NULL)),
  CHECK ((state = 'cancelled') = (cancelled_at IS NOT NULL))
);
CREATE INDEX fulfilment_requests_tenant_idx ON fulfilment_requests (tenant_id, requested_at, id);
CREATE INDEX fulfilment_requests_subscription_idx ON fulfilment_requests (subscription_id);
-- An add-on waits for one address at a time.
CREATE UNIQUE INDEX fulfilment_requests_open_addon_idx ON fulfilment_requests (addon_id)
  WHERE state = 'requested';

-- A dedicated IP is being set up in its location until the back office assigns the address.
ALTER TABLE dedicated_ips ALTER COLUMN ip_address DROP NOT NULL;
ALTER TABLE dedicated_ips ALTER COLUMN assigned_at DROP NOT NULL;
ALTER TABLE dedicated_ips ADD COLUMN requested_at timestamptz;
ALTER TABLE dedicated_ips ADD COLUMN fulfilment_request_id uuid
  REFERENCES fulfilment_requests (id) ON DELETE SET NULL;
UPDATE dedicated_ips SET requested_at = assigned_at;
ALTER TABLE dedicated_ips ALTER COLUMN requested_at SET NOT NULL;
ALTER TABLE dedicated_ips ADD CONSTRAINT dedicated_ips_assignment_check
  CHECK ((ip_address IS NULL) = (assigned_at IS NULL));

-- A holiday eSIM has no profile until the eSIM provider issues one; the provider names its
-- own SM-DP+ server with each profile.
ALTER TABLE holiday_esims ALTER COLUMN matching_id DROP DEFAULT;
ALTER TABLE holiday_esims ALTER COLUMN matching_id DROP NOT NULL;
ALTER TABLE holiday_esims ALTER COLUMN data_gb DROP NOT NULL;
ALTER TABLE holiday_esims ALTER COLUMN expires_at DROP NOT NULL;
ALTER TABLE holiday_esims ADD COLUMN smdp_address text;
ALTER TABLE holiday_esims ADD COLUMN requested_at timestamptz;
ALTER TABLE holiday_esims ADD COLUMN fulfilment_request_id uuid
  REFERENCES fulfilment_requests (id) ON DELETE SET NULL;
UPDATE holiday_esims e SET smdp_address = 'smdp.sandbox.burrow.test', requested_at = s.purchased_at
  FROM subscriptions s WHERE s.id = e.subscription_id;
ALTER TABLE holiday_esims ALTER COLUMN requested_at SET NOT NULL;
ALTER TABLE holiday_esims ADD CONSTRAINT holiday_esims_profile_check
  CHECK ((matching_id IS NULL) = (smdp_address IS NULL)
     AND (matching_id IS NULL) = (data_gb IS NULL)
     AND (matching_id IS NULL) = (expires_at IS NULL));

-- A router coupon has no code until the back office issues one.
ALTER TABLE router_coupons ALTER COLUMN code DROP NOT NULL;
ALTER TABLE router_coupons ALTER COLUMN expires_at DROP NOT NULL;
ALTER TABLE router_coupons ADD COLUMN requested_at timestamptz;
ALTER TABLE router_coupons ADD COLUMN fulfilment_request_id uuid
  REFERENCES fulfilment_requests (id) ON DELETE SET NULL;
UPDATE router_coupons c SET requested_at = s.purchased_at
  FROM subscriptions s WHERE s.id = c.subscription_id;
ALTER TABLE router_coupons ALTER COLUMN requested_at SET NOT NULL;
ALTER TABLE router_coupons ADD CONSTRAINT router_coupons_code_check
  CHECK ((code IS NULL) = (expires_at IS NULL));
