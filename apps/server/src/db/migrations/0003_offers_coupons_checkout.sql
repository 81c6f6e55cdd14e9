-- Offers group catalogue prices for a storefront page: the default offer (every tier and
-- length), a free-trial offer (new customers only) and a win-back offer (expired customers).
-- Coupons, gift cards and checkout attempts (the idempotency record of a purchase).

ALTER TABLE products ADD COLUMN description text NOT NULL DEFAULT '';
UPDATE products SET description = 'Fast, private VPN on up to 5 devices at once.' WHERE tenant_id = 'burrow' AND id = 'vpn-basic';
UPDATE products SET description = 'Everything in Basic, on up to 8 devices, with the Burrow Keys password manager.' WHERE tenant_id = 'burrow' AND id = 'vpn-vip';
UPDATE products SET description = 'Everything in VIP, on up to 10 devices, with identity alerts and personal data removal.' WHERE tenant_id = 'burrow' AND id = 'vpn-premium';
UPDATE products SET description = 'Your own IP address in the country you choose: fewer CAPTCHAs, allow-listed access.' WHERE tenant_id = 'burrow' AND id = 'addon-dedicated-ip';
UPDATE products SET description = 'Alerts when your email, card or ID numbers show up in a data breach or on the dark web.' WHERE tenant_id = 'burrow' AND id = 'addon-id-alerts';
UPDATE products SET description = 'Up to $1M of cover for costs and losses from identity theft.' WHERE tenant_id = 'burrow' AND id = 'addon-id-insurance';
UPDATE products SET description = 'We ask data brokers to delete your personal data, and keep asking.' WHERE tenant_id = 'burrow' AND id = 'addon-data-removal';
UPDATE products SET description = 'Monthly scan of your credit file for new accounts you did not open.' WHERE tenant_id = 'burrow' AND id = 'addon-credit-scanner';
UPDATE products SET description = 'Your full credit report with a monthly score update.' WHERE tenant_id = 'burrow' AND id = 'addon-credit-report';
UPDATE products SET description = 'Mobile data abroad on a holiday eSIM, included with yearly plans.' WHERE tenant_id = 'burrow' AND id = 'perk-travel-esim';

CREATE TABLE offers (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id text NOT NULL,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('standard', 'free_trial', 'win_back')),
  new_customers_only boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE offer_prices (
  tenant_id text NOT NULL,
  offer_id text NOT NULL,
  price_id text NOT NULL,
  position integer NOT NULL,
  recommended boolean NOT NULL DEFAULT false,
  -- A free period before the first charge, e.g. a 7-day trial or 3 free months.
  free_period_length integer CHECK (free_period_length > 0),
  free_period_unit text CHECK (free_period_unit IN ('day', 'week', 'month', 'year')),
  PRIMARY KEY (tenant_id, offer_id, price_id),
  FOREIGN KEY (tenant_id, offer_id) REFERENCES offers (tenant_id, id),
  FOREIGN KEY (tenant_id, price_id) REFERENCES prices (tenant_id, id),
  CHECK ((free_period_length IS NULL) = (free_period_unit IS NULL))
);

CREATE TABLE coupons (
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL,
  description text NOT NULL,
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  -- Which purchases it applies to; the domain decides upgrade-only coupons (docs/product.md#offers-coupons-and-who-may-buy-what).
  applies_to text NOT NULL DEFAULT 'any' CHECK (applies_to IN ('any', 'upgrade')),
  expires_at timestamptz,
  max_redemptions integer,
  redemptions integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, code)
);

CREATE TABLE gift_cards (
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL,
  price_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz,
  redeemed_at timestamptz,
  redeemed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id, code),
  FOREIGN KEY (tenant_id, price_id) REFERENCES prices (tenant_id, id)
);

CREATE TABLE checkout_attempts (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('in_progress', 'succeeded', 'failed')),
  http_status integer,
  response jsonb,
  payment_intent_id text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

INSERT INTO offers (tenant_id, id, name, kind, new_customers_only) VALUES
  ('burrow', 'default', 'Burrow VPN plans', 'standard', false),
  ('burrow', 'free-trial', 'Try Burrow free for 7 days', 'free_trial', true),
  ('burrow', 'win-back', 'Welcome back: 3 months free on a yearly plan', 'win_back', false);

INSERT INTO offer_prices (tenant_id, offer_id, price_id, position, recommended, free_period_length, free_period_unit) VALUES
  ('burrow', 'default', 'vpn-basic-1m-usd', 0, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-1m-eur', 1, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-1m-gbp', 2, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-6m-usd', 3, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-6m-eur', 4, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-6m-gbp', 5, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-12m-usd', 6, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-12m-eur', 7, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-12m-gbp', 8, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-24m-usd', 9, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-24m-eur', 10, false, NULL, NULL),
  ('burrow', 'default', 'vpn-basic-24m-gbp', 11, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-1m-usd', 12, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-1m-eur', 13, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-1m-gbp', 14, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-6m-usd', 15, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-6m-eur', 16, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-6m-gbp', 17, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-12m-usd', 18, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-12m-eur', 19, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-12m-gbp', 20, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-24m-usd', 21, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-24m-eur', 22, false, NULL, NULL),
  ('burrow', 'default', 'vpn-vip-24m-gbp', 23, false, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-1m-usd', 24, false, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-1m-eur', 25, false, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-1m-gbp', 26, false, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-6m-usd', 27, false, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-6m-eur', 28, false, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-6m-gbp', 29, false, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-12m-usd', 30, true, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-12m-eur', 31, true, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-12m-gbp', 32, true, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-24m-usd', 33, false, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-24m-eur', 34, false, NULL, NULL),
  ('burrow', 'default', 'vpn-premium-24m-gbp', 35, false, NULL, NULL),
  ('burrow', 'free-trial', 'vpn-basic-1m-usd', 0, false, 7, 'day'),
  ('burrow', 'free-trial', 'vpn-basic-1m-eur', 1, false, 7, 'day'),
  ('burrow', 'free-trial', 'vpn-basic-1m-gbp', 2, false, 7, 'day'),
  ('burrow', 'free-trial', 'vpn-vip-1m-usd', 3, true, 7, 'day'),
  ('burrow', 'free-trial', 'vpn-vip-1m-eur', 4, true, 7, 'day'),
  ('burrow', 'free-trial', 'vpn-vip-1m-gbp', 5, true, 7, 'day'),
  ('burrow', 'free-trial', 'vpn-premium-1m-usd', 6, false, 7, 'day'),
  ('burrow', 'free-trial', 'vpn-premium-1m-eur', 7, false, 7, 'day'),
  ('burrow', 'free-trial', 'vpn-premium-1m-gbp', 8, false, 7, 'day'),
  ('burrow', 'win-back', 'vpn-basic-12m-usd', 0, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-basic-24m-usd', 1, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-basic-12m-eur', 2, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-basic-24m-eur', 3, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-basic-12m-gbp', 4, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-basic-24m-gbp', 5, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-vip-12m-usd', 6, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-vip-24m-usd', 7, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-vip-12m-eur', 8, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-vip-24m-eur', 9, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-vip-12m-gbp', 10, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-vip-24m-gbp', 11, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-premium-12m-usd', 12, true, 3, 'month'),
  ('burrow', 'win-back', 'vpn-premium-24m-usd', 13, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-premium-12m-eur', 14, true, 3, 'month'),
  ('burrow', 'win-back', 'vpn-premium-24m-eur', 15, false, 3, 'month'),
  ('burrow', 'win-back', 'vpn-premium-12m-gbp', 16, true, 3, 'month'),
  ('burrow', 'win-back', 'vpn-premium-24m-gbp', 17, false, 3, 'month');

INSERT INTO offer_prices (tenant_id, offer_id, price_id, position, recommended, free_period_length, free_period_unit) VALUES
  ('burrow', 'default', 'addon-dedicated-ip-1m-usd', 100, false, NULL, NULL),
  ('burrow', 'default', 'addon-dedicated-ip-1m-eur', 101, false, NULL, NULL),
  ('burrow', 'default', 'addon-dedicated-ip-1m-gbp', 102, false, NULL, NULL),
  ('burrow', 'default', 'addon-dedicated-ip-12m-usd', 103, false, NULL, NULL),
  ('burrow', 'default', 'addon-dedicated-ip-12m-eur', 104, false, NULL, NULL),
  ('burrow', 'default', 'addon-dedicated-ip-12m-gbp', 105, false, NULL, NULL),
  ('burrow', 'default', 'addon-dedicated-ip-24m-usd', 106, false, NULL, NULL),
  ('burrow', 'default', 'addon-dedicated-ip-24m-eur', 107, false, NULL, NULL),
  ('burrow', 'default', 'addon-dedicated-ip-24m-gbp', 108, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-alerts-1m-usd', 109, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-alerts-1m-eur', 110, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-alerts-1m-gbp', 111, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-alerts-12m-usd', 112, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-alerts-12m-eur', 113, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-alerts-12m-gbp', 114, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-alerts-24m-usd', 115, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-alerts-24m-eur', 116, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-alerts-24m-gbp', 117, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-insurance-1m-usd', 118, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-insurance-1m-eur', 119, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-insurance-1m-gbp', 120, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-insurance-12m-usd', 121, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-insurance-12m-eur', 122, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-insurance-12m-gbp', 123, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-insurance-24m-usd', 124, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-insurance-24m-eur', 125, false, NULL, NULL),
  ('burrow', 'default', 'addon-id-insurance-24m-gbp', 126, false, NULL, NULL),
  ('burrow', 'default', 'addon-data-removal-1m-usd', 127, false, NULL, NULL),
  ('burrow', 'default', 'addon-data-removal-1m-eur', 128, false, NULL, NULL),
  ('burrow', 'default', 'addon-data-removal-1m-gbp', 129, false, NULL, NULL),
  ('burrow', 'default', 'addon-data-removal-12m-usd', 130, false, NULL, NULL),
  ('burrow', 'default', 'addon-data-removal-12m-eur', 131, false, NULL, NULL),
  ('burrow', 'default', 'addon-data-removal-12m-gbp', 132, false, NULL, NULL),
  ('burrow', 'default', 'addon-data-removal-24m-usd', 133, false, NULL, NULL),
  ('burrow', 'default', 'addon-data-removal-24m-eur', 134, false, NULL, NULL),
  ('burrow', 'default', 'addon-data-removal-24m-gbp', 135, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-scanner-1m-usd', 136, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-scanner-1m-eur', 137, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-scanner-1m-gbp', 138, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-scanner-12m-usd', 139, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-scanner-12m-eur', 140, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-scanner-12m-gbp', 141, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-scanner-24m-usd', 142, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-scanner-24m-eur', 143, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-scanner-24m-gbp', 144, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-report-1m-usd', 145, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-report-1m-eur', 146, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-report-1m-gbp', 147, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-report-12m-usd', 148, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-report-12m-eur', 149, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-report-12m-gbp', 150, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-report-24m-usd', 151, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-report-24m-eur', 152, false, NULL, NULL),
  ('burrow', 'default', 'addon-credit-report-24m-gbp', 153, false, NULL, NULL);

INSERT INTO coupons (tenant_id, code, description, percent_off, applies_to) VALUES
  ('burrow', 'UPGRADE30NOW', '30% off when you move to a longer plan', 30, 'upgrade'),
  ('burrow', 'PREXUPG30NOW', '30% off when you move from monthly to a longer plan', 30, 'upgrade'),
  ('burrow', 'WELCOME10', '10% off your first payment', 10, 'any');
