-- Renewals the card issuer wants the customer to authenticate (SCA, decision 0086). An
-- off-session renewal charge the provider answers with `requires_action` moved no money; its
-- provider payment (Stripe: the PaymentIntent) waits for the customer to confirm it
-- on-session, on the retry-payment page. One row per such payment, tied to the renewal's
-- `payment_due` invoice: the newest `awaiting` row is the one the page and the email point
-- at; older ones are `superseded` (and cancelled at the provider). A payment the customer
-- authenticated pays that invoice (`paid`), or is given back when the renewal was settled
-- some other way meanwhile (`refunded`).
CREATE TABLE renewal_authentications (
  payment_id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  -- The off-session attempt that asked for authentication (its pending charge's operation).
  operation_key text NOT NULL,
  -- The saved method that attempt charged: the customer confirms with that same method.
  source_token text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  state text NOT NULL CHECK (state IN ('awaiting', 'superseded', 'paid', 'refunded')),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  CHECK ((state IN ('paid', 'refunded')) = (settled_at IS NOT NULL))
);
CREATE INDEX renewal_authentications_invoice_idx ON renewal_authentications (invoice_id, created_at DESC);
