-- What a purchase records: the saved payment source of a subscription (a gateway token,
-- never card data), add-on prices, the invoice's payment, invoice numbering, and the
-- outcome of every payment attempt (docs/product.md#payment-outcomes payment_result) and failed sign-up.

ALTER TABLE subscriptions ADD COLUMN payment_source_token text;
ALTER TABLE subscriptions ADD COLUMN offer_id text;
ALTER TABLE subscription_addons ADD COLUMN price_id text;

ALTER TABLE invoices ADD COLUMN payment_intent_id text;
ALTER TABLE invoices ADD COLUMN charge_id text;
ALTER TABLE invoices ADD COLUMN discount_minor bigint NOT NULL DEFAULT 0;
ALTER TABLE invoices ADD COLUMN coupon_code text;
-- One paid invoice per gateway payment: a second checkout can never bill one payment twice.
CREATE UNIQUE INDEX invoices_payment_intent_idx ON invoices (tenant_id, payment_intent_id)
  WHERE payment_intent_id IS NOT NULL;
ALTER TABLE invoices DROP CONSTRAINT invoices_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_total_check
  CHECK (total_minor = subtotal_minor - discount_minor + tax_minor);
ALTER TABLE invoice_lines ADD COLUMN price_id text;

CREATE TABLE invoice_sequences (
  tenant_id text PRIMARY KEY REFERENCES tenants (id),
  next_number bigint NOT NULL
);
-- Demo data numbers its invoices from 1000; real ones start well above.
INSERT INTO invoice_sequences (tenant_id, next_number) VALUES ('burrow', 100000);

CREATE TABLE payment_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  created_at timestamptz NOT NULL,
  uid text,
  system text NOT NULL,
  version text NOT NULL,
  event text NOT NULL,
  source text NOT NULL,
  result text NOT NULL,
  type text NOT NULL,
  gateway text NOT NULL,
  forter_result text,
  trans_id text,
  error_text text,
  error_code text,
  checkout_attempt_id text
);
CREATE INDEX payment_results_created_idx ON payment_results (tenant_id, created_at);

CREATE TABLE attempted_signups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  created_at timestamptz NOT NULL,
  email text NOT NULL,
  domain text NOT NULL,
  signup_stage text NOT NULL
);
