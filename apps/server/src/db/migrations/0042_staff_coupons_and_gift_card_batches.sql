-- Coupons and gift cards managed from the operator console (decision 0124).
--
-- A coupon gains the terms staff set when they create one: when it starts, which plans
-- (products) it covers, and its end by hand (deactivation, with the reason kept). Coupons
-- from the catalogue keep NULLs: they start at once and cover every plan.
-- The console names a coupon by an id: its code is what a buyer types, not an address.
ALTER TABLE coupons ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX coupons_id_idx ON coupons (id);
ALTER TABLE coupons ADD COLUMN starts_at timestamptz;
-- NULL: every plan; else the VPN products (tiers) whose purchase it discounts.
ALTER TABLE coupons ADD COLUMN product_ids text[];
ALTER TABLE coupons ADD COLUMN deactivated_at timestamptz;
ALTER TABLE coupons ADD COLUMN deactivation_reason text;
ALTER TABLE coupons ADD COLUMN created_at timestamptz;
-- The staff member who created it; NULL for the catalogue's own coupons.
ALTER TABLE coupons ADD COLUMN created_by uuid REFERENCES staff_accounts (id);
-- The console's idempotency key of the create: a retry answers the same coupon.
ALTER TABLE coupons ADD COLUMN idempotency_key text UNIQUE;

-- A batch of gift cards issued by staff: many codes for a partner or a promotion, or one
-- code for one customer (`customer_id`). The codes are ordinary gift_cards rows.
CREATE TABLE gift_card_batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  price_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  expires_at timestamptz,
  reason text NOT NULL,
  -- Issued to one customer from their page; no foreign key so the batch outlives an erasure.
  customer_id uuid,
  created_by uuid NOT NULL REFERENCES staff_accounts (id),
  created_at timestamptz NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  FOREIGN KEY (tenant_id, price_id) REFERENCES prices (tenant_id, id)
);
CREATE INDEX gift_card_batches_created_idx ON gift_card_batches (created_at DESC, id);

ALTER TABLE gift_cards ADD COLUMN batch_id uuid REFERENCES gift_card_batches (id);
CREATE INDEX gift_cards_batch_idx ON gift_cards (batch_id) WHERE batch_id IS NOT NULL;
