-- The built-in sandbox payment gateway's own tables. They belong to the "provider", not to
-- Burrow: Burrow's code reaches them only through the PaymentGateway port. No table holds a
-- card number or a CVC; a card is kept as a token, brand, last 4 digits, expiry and a keyed
-- fingerprint. Amounts are integer minor units.

-- One row: the key of the card fingerprint HMAC, random per installation, so a fingerprint
-- cannot be turned back into a card number by hashing every possible number.
CREATE TABLE sandbox_gateway_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  fingerprint_key text NOT NULL
);
INSERT INTO sandbox_gateway_settings (fingerprint_key)
VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

CREATE TABLE sandbox_gateway_payment_methods (
  token text PRIMARY KEY,
  method_type text NOT NULL CHECK (method_type IN ('card', 'paypal', 'apple_pay', 'google_pay')),
  brand text,
  last4 text CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer,
  fingerprint text,
  payer_email text,
  -- How the test card behaves on every charge (a PSP's test mode keeps this per card).
  test_behaviour text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE sandbox_gateway_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL,
  status text NOT NULL CHECK (
    status IN ('requires_payment_method', 'requires_action', 'authorized', 'captured',
               'canceled', 'failed')
  ),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  method_type text NOT NULL CHECK (method_type IN ('card', 'paypal', 'apple_pay', 'google_pay')),
  description text NOT NULL,
  payment_method_token text REFERENCES sandbox_gateway_payment_methods (token),
  failure_reason text,
  failure_message text,
  charge_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE sandbox_gateway_charges (
  id text PRIMARY KEY,
  intent_id text REFERENCES sandbox_gateway_intents (id),
  payment_method_token text NOT NULL REFERENCES sandbox_gateway_payment_methods (token),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
  failure_reason text,
  failure_message text,
  description text NOT NULL,
  created_at timestamptz NOT NULL
);
-- An intent is captured at most once, whatever the keys used.
CREATE UNIQUE INDEX sandbox_gateway_charges_intent_idx
  ON sandbox_gateway_charges (intent_id) WHERE intent_id IS NOT NULL;

CREATE TABLE sandbox_gateway_refunds (
  id text PRIMARY KEY,
  charge_id text NOT NULL REFERENCES sandbox_gateway_charges (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
  created_at timestamptz NOT NULL
);
CREATE INDEX sandbox_gateway_refunds_charge_idx ON sandbox_gateway_refunds (charge_id);

-- One row per idempotency key and operation. The row is inserted in the same transaction
-- as the work it guards, so a concurrent duplicate waits for it and then replays its result.
CREATE TABLE sandbox_gateway_idempotency_keys (
  operation text NOT NULL CHECK (operation IN ('create_intent', 'capture', 'charge_source', 'refund')),
  idempotency_key text NOT NULL,
  -- The request's parameters: the same key with other parameters is refused.
  request_fingerprint text NOT NULL,
  result_id text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (operation, idempotency_key)
);
