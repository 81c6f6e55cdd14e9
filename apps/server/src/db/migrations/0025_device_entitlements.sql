-- Device entitlements (decisions 0088 and 0089): how many devices each plan connects, when
-- a device's credential was last replaced, and the keys that sign entitlement tokens.

-- The devices a plan connects at once, as the order page sells them: catalogue data, so an
-- operator changes it without code. Only VPN plans connect devices; add-ons and perks leave
-- it NULL.
ALTER TABLE products ADD COLUMN max_devices integer CHECK (max_devices > 0);
UPDATE products SET max_devices = CASE tier
    WHEN 'TIER_BASIC' THEN 5
    WHEN 'TIER_VIP' THEN 8
    WHEN 'TIER_PREMIUM' THEN 10
  END
 WHERE kind = 'vpn';
ALTER TABLE products ADD CONSTRAINT products_vpn_max_devices
  CHECK (kind <> 'vpn' OR max_devices IS NOT NULL);

-- A rotated credential: the hash in credential_hash is the new one, the old one stops working.
ALTER TABLE devices ADD COLUMN credential_rotated_at timestamptz;

-- Keys that sign entitlement tokens (Ed25519). In production they come from
-- ENTITLEMENT_SIGNING_KEYS and this table stays empty; demo mode generates one on first use
-- and keeps it here. The newest key not retired signs; a retired key stays in the JWKS until
-- expires_from_jwks_at, when the last token it signed has expired.
CREATE TABLE entitlement_signing_keys (
  kid text PRIMARY KEY,
  public_jwk jsonb NOT NULL,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  retired_at timestamptz,
  expires_from_jwks_at timestamptz,
  CHECK ((retired_at IS NULL) = (expires_from_jwks_at IS NULL))
);
