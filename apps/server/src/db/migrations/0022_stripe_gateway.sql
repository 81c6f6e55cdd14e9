-- The Stripe adapter's own memory (decision 0081): which Stripe Customer pays for whom, and
-- which Customer each saved Stripe PaymentMethod belongs to. One Customer per Burrow
-- customer and tenant; a guest checkout's Customer has no user until the buyer's account
-- adopts it (through the payment method the purchase saved). Ids only: no card data.

CREATE TABLE stripe_customers (
  stripe_customer_id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  -- Null for a guest checkout's Customer; kept at Stripe (and here) when the user is deleted.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX stripe_customers_user_idx ON stripe_customers (tenant_id, user_id)
  WHERE user_id IS NOT NULL;

-- Filled when an intent reports the method that paid it, so an off-session charge knows
-- its Customer without asking Stripe.
CREATE TABLE stripe_payment_methods (
  payment_method_id text PRIMARY KEY,
  stripe_customer_id text NOT NULL REFERENCES stripe_customers (stripe_customer_id),
  -- Stripe's type ('card', 'paypal'): an off-session charge must name it.
  payment_method_type text NOT NULL,
  tenant_id text NOT NULL REFERENCES tenants (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX stripe_payment_methods_customer_idx ON stripe_payment_methods (stripe_customer_id);
