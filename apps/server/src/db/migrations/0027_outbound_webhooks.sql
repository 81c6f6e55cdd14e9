-- Outbound webhooks (Standard Webhooks, decision 0092): endpoints per storefront, a
-- transactional outbox of messages, one delivery per message and endpoint, and the log of
-- every attempt.

CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- The event types it receives; empty receives every type.
  event_types text[] NOT NULL DEFAULT '{}',
  -- `whsec_` + base64 of 24 random bytes, as the specification writes it.
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_tenant_idx ON webhook_endpoints (tenant_id);

CREATE TABLE webhook_messages (
  -- The `webhook-id` every delivery and retry of this message carries.
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  event_type text NOT NULL,
  -- The exact body sent and signed: {type, timestamp, data}.
  body text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  message_id text NOT NULL REFERENCES webhook_messages (id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  -- A worker's lease: an expired one means the worker died, and the delivery is sent again.
  claim text,
  claimed_until timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (message_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at);

CREATE TABLE webhook_delivery_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  -- Null when no HTTP answer came (refused, timed out).
  status_code integer,
  response_snippet text NOT NULL DEFAULT '',
  error text
);
CREATE INDEX webhook_delivery_attempts_delivery_idx ON webhook_delivery_attempts (delivery_id, attempted_at);
