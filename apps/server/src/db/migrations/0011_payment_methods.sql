-- A customer's wallet: the payment methods saved at the gateway that Burrow may charge
-- off-session (decision 0040). Only what the gateway reports about a method: its reusable
-- token, type, card brand, last four digits, expiry and a PayPal payer's email — never a
-- card number or a CVC. A subscription keeps charging the token on its own row
-- (subscriptions.payment_source_token); the wallet is where that token comes from.
CREATE TABLE payment_methods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL,
  method_type text NOT NULL CHECK (method_type IN ('card', 'paypal', 'apple_pay', 'google_pay')),
  brand text,
  last4 text CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer CHECK (exp_year BETWEEN 2000 AND 2200),
  payer_email text,
  is_default boolean NOT NULL DEFAULT false,
  -- The gateway intent whose authorisation saved it (a card check or a purchase): one
  -- intent saves one method, so a replayed request cannot save it twice or for someone else.
  source_intent_id text,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, user_id, token)
);
-- At most one default per customer.
CREATE UNIQUE INDEX payment_methods_default_idx ON payment_methods (tenant_id, user_id) WHERE is_default;
CREATE UNIQUE INDEX payment_methods_intent_idx ON payment_methods (tenant_id, source_intent_id)
  WHERE source_intent_id IS NOT NULL;

-- Backfill: every token a subscription charges becomes a saved method of its owner, with
-- the card details the subscription row holds (no expiry: subscriptions never stored it).
INSERT INTO payment_methods (tenant_id, user_id, token, method_type, brand, last4, is_default, created_at)
SELECT DISTINCT ON (tenant_id, user_id, payment_source_token)
       tenant_id, user_id, payment_source_token,
       CASE payment_method
         WHEN 'PayPal' THEN 'paypal'
         WHEN 'ApplePay' THEN 'apple_pay'
         WHEN 'GooglePay' THEN 'google_pay'
         ELSE 'card'
       END,
       card_brand,
       CASE WHEN card_last4 ~ '^[0-9]{4}$' THEN card_last4 END,
       false,
       purchased_at
  FROM subscriptions
 WHERE payment_source_token IS NOT NULL
 ORDER BY tenant_id, user_id, payment_source_token, purchased_at, id;

-- The default is the method of the customer's most relevant subscription: a live one before
-- an ended one, autobilled before not, the newest purchase first.
UPDATE payment_methods pm SET is_default = true
  FROM (
    SELECT DISTINCT ON (tenant_id, user_id) tenant_id, user_id, payment_source_token AS token
      FROM subscriptions
     WHERE payment_source_token IS NOT NULL
     ORDER BY tenant_id, user_id,
              (status <> 'cancelled' AND revoked_at IS NULL) DESC,
              auto_billing_enabled DESC, purchased_at DESC, id
  ) chosen
 WHERE pm.tenant_id = chosen.tenant_id AND pm.user_id = chosen.user_id AND pm.token = chosen.token;
