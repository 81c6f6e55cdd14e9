-- The account area's entitlement pages: dedicated IP addresses, eSIM activation, ID Defender
-- enrolments, the changelog, the expert programme, and seats bought for a business licence.

-- One address per dedicated IP add-on, in the location the customer chose. An address is
-- held by one add-on at a time; an add-on that is cancelled gives its address back.
CREATE TABLE dedicated_ips (
  addon_id uuid PRIMARY KEY REFERENCES subscription_addons (id) ON DELETE CASCADE,
  tenant_id text NOT NULL REFERENCES tenants (id),
  location text NOT NULL,
  ip_address text NOT NULL,
  assigned_at timestamptz NOT NULL,
  UNIQUE (tenant_id, ip_address)
);

-- The profile a phone downloads from the eSIM provider's SM-DP+ server (GSMA SGP.22).
ALTER TABLE holiday_esims ADD COLUMN matching_id text NOT NULL
  DEFAULT upper(replace(gen_random_uuid()::text, '-', ''));

CREATE TABLE id_defender_enrolments (
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  feature text NOT NULL CHECK (feature IN ('id-alerts', 'id-insurance', 'id-removal', 'credit-scanner')),
  enrolled_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, user_id, feature)
);

-- What changed in the product, newest first; an operator edits these rows.
CREATE TABLE changelog_entries (
  tenant_id text NOT NULL REFERENCES tenants (id),
  id text NOT NULL,
  published_on date NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
INSERT INTO changelog_entries (tenant_id, id, published_on, title, body) VALUES
  ('burrow', '2026-11-dedicated-ip-locations', '2026-11-20', 'Choose where your dedicated IP lives',
   'Dedicated IP customers can now pick from ten locations and move their address to another one whenever they travel or relocate.'),
  ('burrow', '2026-11-holiday-esim', '2026-11-12', 'Holiday eSIM with a QR code',
   'Your travel eSIM now shows an activation QR code on the eSIM page: scan it with your phone before you leave and the data is ready when you land.'),
  ('burrow', '2026-10-id-defender', '2026-10-28', 'ID Defender in your account',
   'Identity alerts, identity theft insurance, personal data removal and the credit scanner each have their own page, where you can see what is covered and turn protection on.'),
  ('burrow', '2026-10-business-seats', '2026-10-15', 'Add seats to a business plan any time',
   'Business customers can buy more seats from the License Manager. New seats are charged only for the time left until the plan renews, so every seat renews on the same day.'),
  ('burrow', '2026-09-payment-history', '2026-09-30', 'Payment history with PDF invoices',
   'Every payment now has an invoice you can download as a PDF from your payment history.');

CREATE TABLE expert_program_applications (
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  motivation text NOT NULL,
  applied_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, user_id)
);

-- A customer's purchase of more seats. purchase_id is their idempotency key: a repeat with
-- the same key answers this row; the fingerprint tells a repeat from a different request.
CREATE TABLE seat_purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  purchase_id text NOT NULL,
  fingerprint text NOT NULL,
  seats integer NOT NULL CHECK (seats > 0),
  currency char(3) NOT NULL,
  total_minor bigint NOT NULL CHECK (total_minor >= 0),
  invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, purchase_id)
);
