-- Attribution stored with each order (docs/product.md#attribution-and-marketing-consent), the buyer's marketing-email choice, gift-card
-- redemptions tied to the subscription they made, and first-party analytics events.

ALTER TABLE subscriptions ADD COLUMN attribution jsonb;
ALTER TABLE users ADD COLUMN email_subscription_status text
  CHECK (email_subscription_status IN ('subscribed', 'unsubscribed'));
ALTER TABLE gift_cards ADD COLUMN subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL;

CREATE TABLE analytics_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  created_at timestamptz NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  event text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX analytics_events_created_idx ON analytics_events (tenant_id, created_at);
